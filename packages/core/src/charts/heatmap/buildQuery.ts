import type { QueryContextRequest } from '../../query/request';
import type { QueryFormData } from '../../wire';
import {
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  singleMetric,
  withExtraFormData,
} from '../shared/form-data';
import { formMetricLabel } from '../shared/metric-label';
import { isXAxisTemporal, xAxisColumn } from '../timeseries/buildQuery';

/** Superset saves the heatmap's one Y-axis column under `groupby`, as a string or a list of one. */
export function heatmapYColumn(formData: QueryFormData): string | null {
  const value = Array.isArray(formData.groupby) ? formData.groupby[0] : formData.groupby;
  return typeof value === 'string' && value ? value : null;
}

/** `alpha_asc`/`alpha_desc` sort in SQL; value sorts happen on the answer, by axis totals. */
function sqlSort(option: unknown): boolean | null {
  if (typeof option !== 'string' || !option || option.includes('value')) return null;
  return option.includes('asc');
}

/**
 * Form data → query context for `heatmap_v2`, as Superset's Heatmap builds it: the metric by the
 * X-axis (a BASE_AXIS column, bucketed by the grain when temporal) and the Y-axis column, sorted
 * alphabetically in SQL when asked, then a `rank` post-processing step giving each cell its
 * percentile within the whole heatmap, its column (x) or its row (y), for the normalised colours.
 */
export function buildHeatmapQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  const x = xAxisColumn(merged);
  if (!x) throw new Error('Choose a column for the X-axis.');
  const y = heatmapYColumn(merged);
  if (!y) throw new Error('Choose a column for the Y-axis.');
  const grainValue = merged.time_grain_sqla;
  const grain =
    isXAxisTemporal(formData) && typeof grainValue === 'string' && grainValue ? grainValue : undefined;
  const base = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  const orderby: [string, boolean][] = [];
  const sortX = sqlSort(merged.sort_x_axis);
  if (sortX !== null) orderby.push([x, sortX]);
  const sortY = sqlSort(merged.sort_y_axis);
  if (sortY !== null) orderby.push([y, sortY]);
  const across = merged.normalize_across;
  const groupBy = across === 'x' ? x : across === 'y' ? y : undefined;
  return queryContext(formData, [
    {
      ...base,
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: x,
          label: x,
          expressionType: 'SQL',
          ...(grain ? { timeGrain: grain } : {}),
        },
        y,
      ],
      metrics: [metric],
      orderby,
      extras: { ...base.extras, ...(grain ? { time_grain_sqla: grain } : {}) },
      post_processing: [
        {
          operation: 'rank',
          options: { metric: formMetricLabel(metric), ...(groupBy ? { group_by: groupBy } : {}) },
        },
      ],
    },
  ]);
}
