/**
 * The dynamic plugin loader: reads the registered plugins, imports each bundle and registers the
 * chart type it defines (the contract is in contract.ts). Loaded on demand after the first paint,
 * never on the way to it; each plugin goes mounting → complete (with an error or none) in
 * dynamicPluginState.ts, and a failure is logged there and here without stopping the others.
 */
import {
  asArray,
  baseQueryObject,
  CHART_DEFAULT_ROW_LIMIT,
  type QueryContextRequest,
  type QueryFormData,
  queryContext,
  withExtraFormData,
} from '@tessera/core';
import * as React from 'react';
import { request } from '../../app/http';
import type { ControlPanelConfig } from '../controls/types';
import { chartRegistry } from '../plugins';
import type { ChartRegistry } from '../registry';
import type { ChartPlugin, ChartProps, ChartRenderProps } from '../types';
import { type DynamicPluginDefinition, type DynamicPluginHost, definitionOf } from './contract';
import {
  dynamicPluginComplete,
  dynamicPluginListSettled,
  dynamicPluginMounting,
  expectDynamicPluginList,
} from './dynamicPluginState';

export const DYNAMIC_PLUGINS_URL = '/dynamic-plugins/api/read';

export interface DynamicPluginEntry {
  readonly key: string;
  readonly bundle_url: string;
}

export interface LoaderDeps {
  readonly fetchList: () => Promise<readonly DynamicPluginEntry[]>;
  readonly importBundle: (url: string) => Promise<unknown>;
  readonly registry: Pick<ChartRegistry, 'register'>;
  readonly log: (message: string, error: unknown) => void;
}

const HOST: DynamicPluginHost = { React, apiVersion: 1 };

/** Explore's panel for a plugin that brings none: the query controls its default query reads. */
export const DEFAULT_DYNAMIC_CONTROL_PANEL: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['metrics'], ['groupby'], ['time_range'], ['adhoc_filters'], ['row_limit']],
    },
  ],
};

/** The default query: the chart's metrics grouped by its groupby, under its filters and row limit. */
export function defaultDynamicBuildQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, CHART_DEFAULT_ROW_LIMIT),
      columns: asArray(merged.groupby),
      metrics: asArray(merged.metrics),
    },
  ]);
}

/** A definition as a registry plugin; the host reports the chart drawn once its props are on screen. */
export function toChartPlugin(key: string, definition: DynamicPluginDefinition): ChartPlugin {
  const Inner = definition.Component;
  function DynamicChart(renderProps: ChartRenderProps<unknown>) {
    const { props, onRendered } = renderProps;
    React.useEffect(() => {
      if (props !== undefined) onRendered();
    }, [props, onRendered]);
    return React.createElement(Inner, renderProps);
  }
  DynamicChart.displayName = `DynamicChart(${key})`;
  const transformProps = (chartProps: ChartProps) => definition.transformProps(chartProps);
  return {
    id: key,
    metadata: {
      name: definition.metadata?.name ?? key,
      category: definition.metadata?.category ?? 'Custom',
      description: definition.metadata?.description ?? '',
      tags: definition.metadata?.tags ?? [],
    },
    controlPanel: definition.controlPanel ?? DEFAULT_DYNAMIC_CONTROL_PANEL,
    buildQuery: definition.buildQuery ?? defaultDynamicBuildQuery,
    loadTransformProps: () => Promise.resolve(transformProps),
    component: DynamicChart,
  };
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

async function mount(entry: DynamicPluginEntry, deps: LoaderDeps): Promise<void> {
  dynamicPluginMounting(entry.key);
  try {
    const module = await deps.importBundle(entry.bundle_url);
    deps.registry.register(toChartPlugin(entry.key, definitionOf(module, HOST)));
    dynamicPluginComplete(entry.key, null);
  } catch (error) {
    const reason = messageOf(error);
    deps.log(`Dynamic plugin "${entry.key}" (${entry.bundle_url}) failed to load: ${reason}`, error);
    dynamicPluginComplete(entry.key, reason);
  }
}

/** A bundle URL relative to this page (a path on this server) or absolute (a CDN). */
function importFromUrl(url: string): Promise<unknown> {
  return import(/* @vite-ignore */ new URL(url, window.location.href).href);
}

const defaultDeps: LoaderDeps = {
  fetchList: () =>
    request<{ result?: DynamicPluginEntry[] }>(DYNAMIC_PLUGINS_URL).then((body) => body.result ?? []),
  importBundle: importFromUrl,
  registry: chartRegistry,
  // Spec 000 point 12: a dynamic plugin load failure is logged, and the plugin marked with its error.
  log: (message, error) => console.error(message, error),
};

let started: Promise<void> | null = null;

/** Loads every registered plugin once per page; resolves when each is complete. */
export function loadDynamicPlugins(deps: LoaderDeps = defaultDeps): Promise<void> {
  if (started && deps === defaultDeps) return started;
  expectDynamicPluginList();
  const run = deps.fetchList().then(
    (entries) => {
      // mount() marks its plugin mounting at once, so charts of these types wait for it.
      const mounted = entries.map((entry) => mount(entry, deps));
      dynamicPluginListSettled();
      return Promise.all(mounted).then(() => undefined);
    },
    (error: unknown) => {
      deps.log(`The dynamic plugins could not be listed: ${messageOf(error)}`, error);
      dynamicPluginListSettled();
    },
  );
  if (deps === defaultDeps) started = run;
  return run;
}
