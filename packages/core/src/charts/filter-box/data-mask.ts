import type { DataMask, ExtraFilter } from '../../wire';

/** What a filter box has chosen: values per column, and the time range, grain and column. */
export interface FilterBoxSelection {
  readonly values: Readonly<Record<string, readonly unknown[]>>;
  readonly timeRange?: string | null;
  readonly timeGrain?: string | null;
  readonly timeColumn?: string | null;
}

/**
 * The data mask a filter box emits: one IN filter per column with values (Superset's legacy
 * filter-box filters as extra form data), the time range, grain and column replacing the charts'
 * own; `filterState.value` keeps the whole selection so the box shows it again, even when it is
 * empty (a cleared box stays cleared instead of falling back to its defaults on the dashboard).
 */
export function filterBoxDataMask(selection: FilterBoxSelection): DataMask {
  const filters: ExtraFilter[] = Object.entries(selection.values)
    .filter(([, values]) => values.length > 0)
    .map(([col, values]) => ({ col, op: 'IN', val: [...values] }));
  const extraFormData = {
    ...(filters.length > 0 ? { filters } : {}),
    ...(selection.timeRange ? { time_range: selection.timeRange } : {}),
    ...(selection.timeGrain ? { time_grain_sqla: selection.timeGrain } : {}),
    ...(selection.timeColumn ? { granularity_sqla: selection.timeColumn } : {}),
  };
  return { extraFormData, filterState: { value: selection } };
}
