/**
 * Which charts a filter box's choices reach and what each chart receives (Superset 1.x
 * activeDashboardFilters and getFormDataWithExtraFilters): a column with a value filters the
 * charts under its scope's components, except its immune charts and the box itself.
 */
import type { FilterBoxSelection } from '../charts/filter-box/data-mask';
import { combineExtraFormData } from '../data-mask/extra-form-data';
import { chartIdsInScope } from '../native-filters/scope';
import type { DataMaskState, ExtraFilter, ExtraFormData } from '../wire/data-mask';
import type { Position } from '../wire/layout';
import { type FilterBoxColumns, type FilterBoxValue, isTimeFilterKey, TIME_FILTER_MAP } from './config';
import { type DashboardFilters, dashboardFilterKey, type LegacyFilterScope } from './state';

/** An active filter: its box, column, values and the charts it reaches. */
export interface ActiveFilterBoxFilter {
  readonly chartId: number;
  readonly column: string;
  readonly values: FilterBoxValue;
  readonly chartsInScope: readonly number[];
}

function hasValue(value: FilterBoxValue | undefined): value is FilterBoxValue {
  if (value === undefined || value === null || value === '') return false;
  return Array.isArray(value) ? value.length > 0 : true;
}

/** The charts a legacy scope reaches: under its components, minus the immune ones. */
export function chartIdsInFilterBoxScope(scope: LegacyFilterScope, position: Position): number[] {
  return chartIdsInScope({ rootPath: [...scope.scope], excluded: [...scope.immune] }, position);
}

/** Every column with a value, keyed "<chartId>_<column>", with the charts it reaches. */
export function activeFilterBoxFilters(
  filters: DashboardFilters,
  position: Position,
): Record<string, ActiveFilterBoxFilter> {
  const out: Record<string, ActiveFilterBoxFilter> = {};
  for (const filter of Object.values(filters)) {
    for (const [column, values] of Object.entries(filter.columns)) {
      if (!hasValue(values)) continue;
      const scope = filter.scopes[column] ?? { scope: ['ROOT_ID'], immune: [] };
      out[dashboardFilterKey(filter.chartId, column)] = {
        chartId: filter.chartId,
        column,
        values,
        // A box never filters itself.
        chartsInScope: chartIdsInFilterBoxScope(scope, position).filter((id) => id !== filter.chartId),
      };
    }
  }
  return out;
}

/** One active column as extra form data: the time controls override, the others add an IN filter. */
function columnExtraFormData(column: string, values: FilterBoxValue): ExtraFormData {
  const first = Array.isArray(values) ? values[0] : values;
  const asText = first === undefined || first === null ? null : String(first);
  switch (column) {
    case TIME_FILTER_MAP.time_range:
      return asText ? { time_range: asText } : {};
    case TIME_FILTER_MAP.time_grain_sqla:
      return asText ? { time_grain_sqla: asText } : {};
    case TIME_FILTER_MAP.granularity_sqla:
      return asText ? { granularity_sqla: asText } : {};
    case TIME_FILTER_MAP.granularity:
      return asText ? { granularity: asText } : {};
    case TIME_FILTER_MAP.druid_time_origin:
      return {};
    default: {
      const filter: ExtraFilter = {
        col: column,
        op: 'IN',
        val: Array.isArray(values) ? [...values] : [values],
      };
      return { filters: [filter] };
    }
  }
}

/**
 * The extra form data a chart gets from the dashboard's filter boxes: each active column whose
 * scope reaches the chart. With `columns` (the chart dataset's column names), a value filter on
 * a column the dataset lacks is left out rather than failing the chart's query.
 */
export function filterBoxExtraFormData(
  chartId: number,
  active: Readonly<Record<string, ActiveFilterBoxFilter>>,
  columns?: Iterable<string>,
): ExtraFormData {
  const known = columns ? new Set(columns) : null;
  let extra: ExtraFormData = {};
  for (const filter of Object.values(active)) {
    if (!filter.chartsInScope.includes(chartId)) continue;
    const part = columnExtraFormData(filter.column, filter.values);
    if (part.filters && known && !known.has(filter.column)) continue;
    extra = combineExtraFormData(extra, part);
  }
  return extra;
}

/** A filter-box chart's selection (what it emits) as the columns of a CHANGE_FILTER action. */
export function selectionToColumns(selection: FilterBoxSelection | null | undefined): FilterBoxColumns {
  if (!selection) return {};
  return {
    ...Object.fromEntries(
      Object.entries(selection.values ?? {}).map(([column, values]) => [column, [...values]]),
    ),
    [TIME_FILTER_MAP.time_range]: selection.timeRange ?? null,
    [TIME_FILTER_MAP.time_grain_sqla]: selection.timeGrain ?? null,
    [TIME_FILTER_MAP.granularity_sqla]: selection.timeColumn ?? null,
  };
}

/**
 * The dashboard's filter-box state after the boxes' own emitted choices (their masks in the
 * dashboard's data-mask state), each as a CHANGE_FILTER that replaces values.
 */
export function withFilterBoxSelections(
  filters: DashboardFilters,
  dataMask: DataMaskState,
): DashboardFilters {
  let next = filters;
  for (const [owner, mask] of Object.entries(dataMask)) {
    const filter = next[owner];
    if (!filter) continue;
    const value = mask.filterState?.value as FilterBoxSelection | null | undefined;
    const chosen = selectionToColumns(value);
    const columns: Record<string, FilterBoxValue | undefined> = {};
    for (const column of Object.keys(filter.columns))
      columns[column] = value ? (chosen[column] ?? null) : null;
    // A time control the box shows beyond its configured columns still counts (Superset merges
    // every changed key into the filter's columns).
    for (const [column, chosenValue] of Object.entries(chosen))
      if (!(column in columns) && chosenValue !== null && chosenValue !== undefined)
        columns[column] = chosenValue;
    next = { ...next, [owner]: { ...filter, columns } };
  }
  return next;
}

/** The data-mask state without the filter boxes' masks (they reach charts through their scopes). */
export function withoutFilterBoxMasks(
  dataMask: DataMaskState,
  boxIds: Iterable<string | number>,
): DataMaskState {
  const boxes = new Set([...boxIds].map(String));
  if (!Object.keys(dataMask).some((owner) => boxes.has(owner))) return dataMask;
  return Object.fromEntries(Object.entries(dataMask).filter(([owner]) => !boxes.has(owner)));
}

const firstText = (value: FilterBoxValue | undefined): string | null => {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === null || first === '' ? null : String(first);
};

/** A filter box's columns as the selection its chart shows (the inverse of selectionToColumns). */
export function columnsToSelection(columns: FilterBoxColumns): FilterBoxSelection {
  const values: Record<string, readonly unknown[]> = {};
  for (const [column, value] of Object.entries(columns)) {
    if (isTimeFilterKey(column)) continue;
    values[column] = value === undefined || value === null ? [] : Array.isArray(value) ? [...value] : [value];
  }
  return {
    values,
    timeRange: firstText(columns[TIME_FILTER_MAP.time_range]),
    timeGrain: firstText(columns[TIME_FILTER_MAP.time_grain_sqla]),
    timeColumn: firstText(columns[TIME_FILTER_MAP.granularity_sqla]),
  };
}
