import type { QueryContextRequest } from '../../query/request';
import type { FormColumn, FormMetric, QueryFormData } from '../../wire';
import { formColumn, uniqueColumns } from '../graph/columns';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  withExtraFormData,
} from '../shared/form-data';

/** `order_by_cols` entries are JSON pairs, `'["col", true]'` (true: ascending), as Superset saves them. */
export function parseOrderByCols(value: unknown): [string, boolean][] {
  const out: [string, boolean][] = [];
  for (const entry of asArray<unknown>(value)) {
    try {
      const pair = typeof entry === 'string' ? JSON.parse(entry) : entry;
      if (Array.isArray(pair) && typeof pair[0] === 'string') out.push([pair[0], pair[1] !== false]);
    } catch {
      throw new Error(`The sort "${String(entry)}" is not a ["column", ascending] pair.`);
    }
  }
  return out;
}

/**
 * Form data → query context for `gantt_chart`, as Superset's: the start and end times, the Y-axis
 * dimension, the series (also as `series_columns`), the tooltip columns and the sort columns, one
 * row per event; the tooltip metrics as the aggregates.
 */
export function buildGanttQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const start = formColumn(merged.start_time);
  const end = formColumn(merged.end_time);
  const yAxis = formColumn(merged.y_axis);
  if (!start) throw new Error('Choose the start time column.');
  if (!end) throw new Error('Choose the end time column.');
  if (!yAxis) throw new Error('Choose the Y-axis dimension.');
  const series = formColumn(merged.series);
  const orderby = parseOrderByCols(merged.order_by_cols);
  return queryContext(formData, [
    {
      ...baseQueryObject({ ...merged, row_limit: merged.row_limit ?? undefined }, DEFAULT_ROW_LIMIT),
      columns: uniqueColumns([
        start,
        end,
        yAxis,
        series,
        ...asArray<FormColumn>(merged.tooltip_columns),
        ...orderby.map(([column]) => column),
      ]),
      metrics: asArray<FormMetric>(merged.tooltip_metrics),
      orderby,
      series_columns: series ? [series] : [],
    },
  ]);
}
