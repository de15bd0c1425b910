/**
 * The dynamic plugin bundle contract (spec 000 section 7; Superset's DynamicPluginProvider).
 *
 * An admin registers a plugin with `POST /dynamic-plugins/api/create {name, key, bundle_url}`.
 * When the DYNAMIC_PLUGINS flag is on, the web app reads `/dynamic-plugins/api/read` after its
 * first paint and loads each `bundle_url` with a dynamic `import()`, so a bundle is an ES module
 * (served with CORS headers when it lives on another origin). Its default export is either the
 * plugin definition below or a function `(host) => definition`; the function form receives the
 * app's own React as `host.React`, so the bundle needs no copy of React (two Reacts break hooks).
 *
 *   export default ({ React }) => ({
 *     metadata: { name: 'Hello chart', description: 'Counts in big letters' },
 *     transformProps: ({ queriesData }) => ({ rows: queriesData[0]?.data ?? [] }),
 *     Component: ({ props, width, height }) =>
 *       React.createElement('div', { style: { width, height } }, `${props.rows.length} rows`),
 *   });
 *
 * The plugin is registered under its `key` as a chart type (viz_type). `buildQuery` and
 * `controlPanel` are optional: by default the chart asks for its `metrics` grouped by `groupby`
 * under its filters and row limit, and Explore shows those controls. The host calls the chart's
 * `onRendered` once the component has drawn new props. A bundle that fails to load, or whose
 * export breaks this contract, is logged and marked with its error; the app goes on without it.
 */
import type { QueryContextRequest, QueryFormData } from '@tessera/core';
import type * as ReactModule from 'react';
import type { ComponentType } from 'react';
import type { ControlPanelConfig } from '../controls/types';
import type { ChartMetadata, ChartProps, ChartRenderProps } from '../types';

/** What the app hands a bundle whose default export is a function. */
export interface DynamicPluginHost {
  readonly React: typeof ReactModule;
  /** The contract's version; it changes only when a bundle written for it would break. */
  readonly apiVersion: 1;
}

export interface DynamicPluginDefinition<P = unknown> {
  readonly metadata?: Partial<ChartMetadata>;
  readonly controlPanel?: ControlPanelConfig;
  readonly buildQuery?: (formData: QueryFormData) => QueryContextRequest;
  readonly transformProps: (chartProps: ChartProps) => P;
  readonly Component: ComponentType<ChartRenderProps<P>>;
}

export type DynamicPluginExport =
  | DynamicPluginDefinition
  | ((host: DynamicPluginHost) => DynamicPluginDefinition);

/** The definition a loaded module offers, or an error saying what is wrong with it. */
export function definitionOf(module: unknown, host: DynamicPluginHost): DynamicPluginDefinition {
  const exported = (module as { default?: unknown } | null)?.default;
  if (exported === undefined) throw new Error('The bundle has no default export.');
  const definition =
    typeof exported === 'function' ? (exported as (h: DynamicPluginHost) => unknown)(host) : exported;
  if (!definition || typeof definition !== 'object') {
    throw new Error('The bundle’s default export is not a plugin definition.');
  }
  const candidate = definition as Partial<DynamicPluginDefinition>;
  if (typeof candidate.transformProps !== 'function') {
    throw new Error('The plugin definition has no transformProps function.');
  }
  const component = candidate.Component as unknown;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new Error('The plugin definition has no Component.');
  }
  return candidate as DynamicPluginDefinition;
}
