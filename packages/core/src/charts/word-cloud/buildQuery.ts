import type { QueryContextRequest } from '../../query/request';
import type { FormColumn, QueryFormData } from '../../wire';
import { baseQueryObject, queryContext, singleMetric, withExtraFormData } from '../shared/form-data';

export const WORD_CLOUD_DEFAULT_ROW_LIMIT = 100;

/**
 * Form data → query context for `word_cloud`: the metric per value of the series column. As in
 * Superset, the largest values come first when sorting by metric is on and a row limit applies.
 */
export function buildWordCloudQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const series = merged.series as FormColumn | null | undefined;
  if (!series) throw new Error('Choose the column whose values are the words.');
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  const base = baseQueryObject(merged, WORD_CLOUD_DEFAULT_ROW_LIMIT);
  const orderby = [
    ...(merged.sort_by_metric ? [[metric, false] as const] : []),
    ...(merged.sort_by_series ? [[series, true] as const] : []),
  ];
  return queryContext(formData, [
    {
      ...base,
      columns: [series],
      metrics: [metric],
      ...(base.row_limit !== 0 && orderby.length > 0 ? { orderby } : {}),
    },
  ]);
}
