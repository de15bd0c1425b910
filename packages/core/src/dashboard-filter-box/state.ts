/**
 * The legacy dashboard-filter state of filter-box charts (Superset 1.x reducers/dashboardFilters
 * and the filter-box part of hydrateDashboard): one entry per filter box, keyed by its chart id,
 * holding the chosen value of each column and each column's scope.
 */
import type { Position } from '../wire/layout';
import { ROOT_ID } from '../wire/layout-constants';
import { type FilterBoxColumns, type FilterBoxValue, filterBoxConfigs, TIME_FILTER_MAP } from './config';

/** Spec 000 "Filter scope": the component ids a filter reaches, and the charts it never does. */
export interface LegacyFilterScope {
  readonly scope: readonly string[];
  readonly immune: readonly number[];
}

export const DASHBOARD_FILTER_SCOPE_GLOBAL: LegacyFilterScope = { scope: [ROOT_ID], immune: [] };

/** Spec 000 "Filter-box filter". */
export interface FilterBoxFilter {
  readonly chartId: number;
  readonly componentId: string;
  readonly datasourceId: string;
  readonly filterName: string;
  readonly directPathToFilter: readonly string[];
  readonly columns: FilterBoxColumns;
  readonly labels: Readonly<Record<string, string>>;
  readonly scopes: Readonly<Record<string, LegacyFilterScope>>;
  readonly isDateFilter: boolean;
  readonly isInstantFilter: boolean;
}

/** The dashboard's filter boxes by chart id. */
export type DashboardFilters = Readonly<Record<string, FilterBoxFilter>>;

/** `json_metadata.filter_scopes`: `{filterChartId: {column: {scope, immune}}}`. */
export type FilterScopesMetadata = Readonly<
  Record<
    string,
    Readonly<Record<string, { readonly scope?: readonly string[]; readonly immune?: readonly number[] }>>
  >
>;

/** `json_metadata.default_filters` once parsed: `{filterChartId: {column: value}}`. */
export type DefaultFilters = Readonly<Record<string, Readonly<Record<string, FilterBoxValue>>>>;

/** A chart as the dashboard knows it: id, name and saved form data. */
export interface FilterBoxChartInfo {
  readonly id: number;
  readonly slice_name?: string | null;
  readonly viz_type?: string | null;
  readonly form_data?: Readonly<Record<string, unknown>> | null;
}

export function isFilterBoxChart(chart: FilterBoxChartInfo): boolean {
  return (chart.viz_type || chart.form_data?.viz_type) === 'filter_box';
}

/** `default_filters` is JSON text (or, from some clients, already an object); bad text is none. */
export function parseDefaultFilters(raw: unknown): DefaultFilters {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as DefaultFilters) : {};
}

/** Each column's scope: the saved one over the global default. */
export function columnScopes(
  chartId: number | string,
  columns: readonly string[],
  filterScopes: FilterScopesMetadata,
): Record<string, LegacyFilterScope> {
  const saved = filterScopes[String(chartId)] ?? {};
  return Object.fromEntries(
    columns.map((column) => {
      const entry = saved[column];
      return [
        column,
        {
          scope: entry?.scope ? [...entry.scope] : [...DASHBOARD_FILTER_SCOPE_GLOBAL.scope],
          immune: entry?.immune ? [...entry.immune] : [...DASHBOARD_FILTER_SCOPE_GLOBAL.immune],
        },
      ];
    }),
  );
}

function layoutIdOfChart(position: Position | null, chartId: number): string | null {
  if (!position) return null;
  for (const value of Object.values(position)) {
    if (value && typeof value === 'object' && value.type === 'CHART' && value.meta?.chartId === chartId)
      return value.id;
  }
  return null;
}

/** The path from the root to a component, from its saved `parents` or by walking the tree. */
export function pathToComponent(position: Position | null, componentId: string): string[] {
  if (!position) return [componentId];
  const node = position[componentId];
  if (node && typeof node === 'object' && node.parents && node.parents.length > 0)
    return [...node.parents, componentId];
  const parentOf = new Map<string, string>();
  for (const value of Object.values(position)) {
    if (value && typeof value === 'object')
      for (const child of value.children ?? []) parentOf.set(child, value.id);
  }
  const path = [componentId];
  const seen = new Set(path);
  let current = parentOf.get(componentId);
  while (current && !seen.has(current)) {
    path.unshift(current);
    seen.add(current);
    current = parentOf.get(current);
  }
  return path;
}

/** A filter box's entry as the ADD action builds it, from its chart and layout component. */
export function newFilterBoxFilter(
  chart: FilterBoxChartInfo,
  position: Position | null,
  filterScopes: FilterScopesMetadata = {},
): FilterBoxFilter {
  const formData = chart.form_data ?? {};
  const { columns, labels } = filterBoxConfigs(formData);
  const componentId = layoutIdOfChart(position, chart.id) ?? '';
  return {
    chartId: chart.id,
    componentId,
    datasourceId: typeof formData.datasource === 'string' ? formData.datasource : '',
    filterName: chart.slice_name ?? '',
    directPathToFilter: componentId ? pathToComponent(position, componentId) : [],
    columns,
    labels,
    scopes: columnScopes(chart.id, Object.keys(columns), filterScopes),
    isDateFilter: TIME_FILTER_MAP.time_range in columns,
    isInstantFilter: formData.instant_filtering !== false,
  };
}

/**
 * The filter boxes of a dashboard when it loads: each box's configured defaults, overridden by
 * `default_filters`, and each column's scope from `filter_scopes` (global when not saved).
 */
export function hydrateDashboardFilters(
  charts: readonly FilterBoxChartInfo[],
  position: Position | null,
  metadata: { readonly filter_scopes?: unknown; readonly default_filters?: unknown } = {},
): DashboardFilters {
  const filterScopes = (metadata.filter_scopes ?? {}) as FilterScopesMetadata;
  const preselect = parseDefaultFilters(metadata.default_filters);
  const out: Record<string, FilterBoxFilter> = {};
  for (const chart of charts) {
    if (!isFilterBoxChart(chart)) continue;
    const filter = newFilterBoxFilter(chart, position, filterScopes);
    const chosen = preselect[String(chart.id)] ?? {};
    const columns: Record<string, FilterBoxValue | undefined> = { ...filter.columns };
    for (const column of Object.keys(columns)) {
      const value = chosen[column];
      if (value !== undefined && value !== null && value !== '') columns[column] = value;
    }
    out[String(chart.id)] = { ...filter, columns };
  }
  return out;
}

export type DashboardFilterAction =
  | {
      readonly type: 'ADD_FILTER';
      readonly chart: FilterBoxChartInfo;
      readonly position: Position | null;
      readonly filterScopes?: FilterScopesMetadata;
    }
  | { readonly type: 'REMOVE_FILTER'; readonly chartId: number }
  | {
      readonly type: 'CHANGE_FILTER';
      readonly chartId: number;
      readonly newSelectedValues: FilterBoxColumns;
      /** Add to the chosen values rather than replace them. */
      readonly merge: boolean;
    }
  | {
      readonly type: 'UPDATE_DIRECT_PATH_TO_FILTER';
      readonly chartId: number;
      readonly path: readonly string[];
    }
  | {
      readonly type: 'UPDATE_DASHBOARD_FILTERS_SCOPE';
      /** `{"<chartId>_<column>": {scope, immune}}`, as the scope dialog saves them. */
      readonly scopes: Readonly<Record<string, LegacyFilterScope>>;
    };

const asList = (value: FilterBoxValue | undefined): unknown[] =>
  value === undefined || value === null ? [] : Array.isArray(value) ? [...value] : [value];

function changedColumns(
  current: FilterBoxColumns,
  next: FilterBoxColumns,
  merge: boolean,
): Record<string, FilterBoxValue | undefined> {
  const columns: Record<string, FilterBoxValue | undefined> = { ...current };
  for (const [column, value] of Object.entries(next)) {
    if (!merge || !Array.isArray(value)) {
      columns[column] = value;
      continue;
    }
    const merged = asList(current[column]);
    for (const item of value) if (!merged.includes(item)) merged.push(item);
    columns[column] = merged;
  }
  return columns;
}

/** Spec 000's message for a filter key that is not "<chartId>_<column>". */
export const INVALID_FILTER_KEY = 'Cannot parse invalid filter key';

const FILTER_KEY = /^(\d+)_(.+)$/s;

/**
 * Splits a filter key "<chartId>_<column>" (the column may itself hold underscores), as Superset's
 * getChartIdAndColumnFromFilterKey does; anything else throws INVALID_FILTER_KEY.
 */
export function splitFilterKey(key: string): { chartId: string; column: string } {
  const match = FILTER_KEY.exec(key);
  if (!match?.[1] || !match[2]) throw new Error(INVALID_FILTER_KEY);
  return { chartId: match[1], column: match[2] };
}

export function dashboardFilterKey(chartId: number | string, column: string): string {
  return `${chartId}_${column}`;
}

/** The reducer itself, without the dashboard check (see applyDashboardFilterAction). */
export function dashboardFiltersReducer(
  state: DashboardFilters,
  action: DashboardFilterAction,
): DashboardFilters {
  switch (action.type) {
    case 'ADD_FILTER': {
      const filter = newFilterBoxFilter(action.chart, action.position, action.filterScopes);
      return { ...state, [String(filter.chartId)]: filter };
    }
    case 'REMOVE_FILTER': {
      const key = String(action.chartId);
      if (!(key in state)) return state;
      const { [key]: _removed, ...rest } = state;
      return rest;
    }
    case 'CHANGE_FILTER': {
      const filter = state[String(action.chartId)];
      if (!filter) return state;
      const columns = changedColumns(filter.columns, action.newSelectedValues, action.merge);
      return { ...state, [String(action.chartId)]: { ...filter, columns } };
    }
    case 'UPDATE_DIRECT_PATH_TO_FILTER': {
      const filter = state[String(action.chartId)];
      if (!filter) return state;
      return { ...state, [String(action.chartId)]: { ...filter, directPathToFilter: [...action.path] } };
    }
    case 'UPDATE_DASHBOARD_FILTERS_SCOPE': {
      const next: Record<string, FilterBoxFilter> = { ...state };
      for (const [key, { scope, immune }] of Object.entries(action.scopes)) {
        const { chartId, column } = splitFilterKey(key);
        const filter = next[chartId];
        if (!filter) continue;
        next[chartId] = {
          ...filter,
          scopes: { ...filter.scopes, [column]: { scope: [...scope], immune: [...immune] } },
        };
      }
      return next;
    }
    default:
      return state;
  }
}

/**
 * Superset's action creators: add, remove, change and the direct-path update act only on charts
 * in the dashboard's list of chart ids; anything else leaves the state as it was.
 */
export function applyDashboardFilterAction(
  state: DashboardFilters,
  action: DashboardFilterAction,
  dashboardChartIds: readonly number[],
): DashboardFilters {
  if (action.type === 'UPDATE_DASHBOARD_FILTERS_SCOPE') return dashboardFiltersReducer(state, action);
  const chartId = action.type === 'ADD_FILTER' ? action.chart.id : action.chartId;
  if (!dashboardChartIds.includes(chartId)) return state;
  return dashboardFiltersReducer(state, action);
}
