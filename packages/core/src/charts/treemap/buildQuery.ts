import type { QueryContextRequest } from '../../query/request';
import type { FormColumn, FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  singleMetric,
  withExtraFormData,
} from '../shared/form-data';

/**
 * Form data → query context for `treemap_v2`, as Superset's Treemap builds it: the metric by the
 * dimensions, ordered by the metric (when `sort_by_metric`) and then by each dimension, so the
 * row limit keeps the largest rectangles; without a row limit the order is left to the database.
 */
export function buildTreemapQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  const groupby = asArray<string>(merged.groupby);
  if (groupby.length === 0) throw new Error('Add a dimension to split the treemap by.');
  const orderby: [FormMetric | FormColumn, boolean][] = [
    ...(merged.sort_by_metric ? [[metric, false] as [FormMetric, boolean]] : []),
    ...groupby.map((column) => [column, true] as [FormColumn, boolean]),
  ];
  const limited =
    merged.row_limit !== undefined && merged.row_limit !== null && Number(merged.row_limit) !== 0;
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, DEFAULT_ROW_LIMIT),
      columns: groupby,
      metrics: [metric],
      ...(limited ? { orderby } : {}),
    },
  ]);
}
