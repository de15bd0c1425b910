/**
 * Which charts a native filter reaches (SUPERSET_FACTS §7.2). Superset recomputes each filter's
 * `chartsInScope` from its `scope` when a dashboard loads (getChartIdsInFilterScope): the charts
 * under any component of `rootPath`, minus the `excluded` chart ids. A saved `chartsInScope` is
 * used only when the filter has no scope, since the layout may have changed since it was saved.
 */
import type { FilterScope, NativeFilter, NativeFilterDivider } from '../wire/dashboard-metadata';
import type { LayoutComponent, Position } from '../wire/layout';
import { ROOT_ID } from '../wire/layout-constants';

export type NativeFilterItem = NativeFilter | NativeFilterDivider;

export function isFilterDivider(item: NativeFilterItem): item is NativeFilterDivider {
  return item.type === 'DIVIDER';
}

export function isNativeFilter(item: NativeFilterItem): item is NativeFilter {
  return item.type !== 'DIVIDER';
}

function component(position: Position, id: string): LayoutComponent | null {
  const value = position[id];
  return value && typeof value === 'object' && 'type' in value ? value : null;
}

/** The chart ids under `rootId`, in layout order (each component visited once). */
function chartsUnder(position: Position, rootId: string, seen: Set<string>, out: number[]): void {
  const node = component(position, rootId);
  if (!node || seen.has(node.id)) return;
  seen.add(node.id);
  if (node.type === 'CHART') {
    const chartId = node.meta?.chartId;
    if (typeof chartId === 'number' && !out.includes(chartId)) out.push(chartId);
    return;
  }
  for (const child of node.children ?? []) chartsUnder(position, child, seen, out);
}

/** Every chart of the layout, in layout order. */
export function allChartIds(position: Position): number[] {
  const out: number[] = [];
  chartsUnder(position, ROOT_ID, new Set(), out);
  return out;
}

/** The charts under the scope's root components, minus the excluded ones. */
export function chartIdsInScope(scope: FilterScope, position: Position): number[] {
  const excluded = new Set(scope.excluded);
  const out: number[] = [];
  const seen = new Set<string>();
  for (const rootId of scope.rootPath) chartsUnder(position, rootId, seen, out);
  return out.filter((id) => !excluded.has(id));
}

/** The charts a native filter applies to: its scope, else its saved list, else every chart. */
export function nativeFilterChartIds(filter: NativeFilter, position: Position): number[] {
  if (filter.scope) return chartIdsInScope(filter.scope, position);
  if (filter.chartsInScope) return [...filter.chartsInScope];
  return allChartIds(position);
}

/** For each native filter (not dividers), the set of chart ids it reaches. */
export function nativeFilterScopes(
  items: readonly NativeFilterItem[],
  position: Position,
): ReadonlyMap<string, ReadonlySet<number>> {
  const scopes = new Map<string, ReadonlySet<number>>();
  for (const item of items) {
    if (isNativeFilter(item)) scopes.set(item.id, new Set(nativeFilterChartIds(item, position)));
  }
  return scopes;
}
