import type { QueryContextRequest } from '../../query/request';
import type { FormColumn, FormMetric, QueryFormData } from '../../wire';
import { formColumn } from '../graph/columns';
import {
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  singleMetric,
  withExtraFormData,
} from '../shared/form-data';

/**
 * Form data → query context for `sankey_v2`, as Superset's: the metric by source and target. With a
 * row limit the order is fixed, so the same flows are kept on every run: largest first when
 * `sort_by_metric`, then by source and target.
 */
export function buildSankeyQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const source = formColumn(merged.source);
  const target = formColumn(merged.target);
  if (!source) throw new Error('Choose the source column.');
  if (!target) throw new Error('Choose the target column.');
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  const base = baseQueryObject({ ...merged, row_limit: merged.row_limit ?? undefined }, DEFAULT_ROW_LIMIT);
  const orderby: (readonly [FormColumn | FormMetric, boolean])[] = [];
  if (base.row_limit) {
    if (merged.sort_by_metric) orderby.push([metric, false]);
    orderby.push([source, true], [target, true]);
  }
  return queryContext(formData, [{ ...base, columns: [source, target], metrics: [metric], orderby }]);
}
