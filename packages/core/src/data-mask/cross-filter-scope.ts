/**
 * Which charts a chart's cross-filter reaches (SUPERSET_FACTS §7.2, `chart_configuration`).
 * Superset keeps, per emitting chart, `crossFilters.scope`: either 'global' (follow the
 * dashboard's `global_chart_configuration.scope`) or its own `{rootPath, excluded}`. The charts in
 * scope are recomputed from the layout, as for native filters, and never include the emitter.
 * A chart without configuration follows the global scope; without that, every chart.
 */
import { chartIdsInScope } from '../native-filters/scope';
import type { ChartConfiguration, FilterScope } from '../wire/dashboard-metadata';
import type { Position } from '../wire/layout';
import { ROOT_ID } from '../wire/layout-constants';

export const DEFAULT_CROSS_FILTER_SCOPE: FilterScope = { rootPath: [ROOT_ID], excluded: [] };

export interface CrossFilterMetadata {
  readonly chart_configuration?: Readonly<Record<string, ChartConfiguration>>;
  readonly global_chart_configuration?: { readonly scope: FilterScope };
}

/** The scope a chart's cross-filters use: its own, or the dashboard's global one. */
export function crossFilterScopeOf(chartId: number, metadata: CrossFilterMetadata): FilterScope {
  const own = metadata.chart_configuration?.[String(chartId)]?.crossFilters?.scope;
  if (own && own !== 'global') return own;
  return metadata.global_chart_configuration?.scope ?? DEFAULT_CROSS_FILTER_SCOPE;
}

/** For each chart of the layout, the other charts its cross-filters reach. */
export function crossFilterScopes(
  chartIds: readonly number[],
  metadata: CrossFilterMetadata,
  position: Position,
): ReadonlyMap<string, ReadonlySet<number>> {
  const scopes = new Map<string, ReadonlySet<number>>();
  for (const chartId of chartIds) {
    const reached = chartIdsInScope(crossFilterScopeOf(chartId, metadata), position);
    scopes.set(String(chartId), new Set(reached.filter((id) => id !== chartId)));
  }
  return scopes;
}

/**
 * `chart_configuration` with one chart's scope changed; 'global' saves as 'global' (no list), so
 * a later change of the global scope still reaches it. A custom scope saves its charts too.
 */
export function withChartCrossFilterScope(
  configuration: Readonly<Record<string, ChartConfiguration>> | undefined,
  chartId: number,
  scope: FilterScope | 'global',
  position: Position,
): Record<string, ChartConfiguration> {
  const key = String(chartId);
  const chartsInScope =
    scope === 'global' ? undefined : chartIdsInScope(scope, position).filter((id) => id !== chartId);
  return {
    ...configuration,
    [key]: {
      id: chartId,
      crossFilters: chartsInScope ? { scope, chartsInScope } : { scope: 'global' },
    },
  };
}
