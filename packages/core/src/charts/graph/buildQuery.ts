import type { QueryContextRequest } from '../../query/request';
import type { QueryFormData } from '../../wire';
import {
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  singleMetric,
  withExtraFormData,
} from '../shared/form-data';
import { formColumn, uniqueColumns } from './columns';

/**
 * Form data → query context for `graph_chart`, as Superset's: the metric (the edge weight) by
 * source, target and the optional source and target categories, in that order.
 */
export function buildGraphQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const source = formColumn(merged.source);
  const target = formColumn(merged.target);
  if (!source) throw new Error('Choose the source column.');
  if (!target) throw new Error('Choose the target column.');
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  return queryContext(formData, [
    {
      // A saved `row_limit: null` means the default limit, as in Superset.
      ...baseQueryObject({ ...merged, row_limit: merged.row_limit ?? undefined }, DEFAULT_ROW_LIMIT),
      columns: uniqueColumns([
        source,
        target,
        formColumn(merged.source_category),
        formColumn(merged.target_category),
      ]),
      metrics: [metric],
      orderby: [],
    },
  ]);
}
