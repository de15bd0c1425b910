import type { QueryContextRequest } from '../../query/request';
import type { QueryFormData } from '../../wire';
import { formColumn, uniqueColumns } from '../graph/columns';
import {
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  singleMetric,
  withExtraFormData,
} from '../shared/form-data';

/**
 * Form data → query context for `tree_chart`, as Superset's: the node id, its parent's id and the
 * optional name column, with the optional metric as each node's value.
 */
export function buildTreeQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const id = formColumn(merged.id);
  const parent = formColumn(merged.parent);
  if (!id) throw new Error('Choose the id column.');
  if (!parent) throw new Error('Choose the parent column.');
  const metric = singleMetric(merged);
  return queryContext(formData, [
    {
      ...baseQueryObject({ ...merged, row_limit: merged.row_limit ?? undefined }, DEFAULT_ROW_LIMIT),
      columns: uniqueColumns([id, parent, formColumn(merged.name)]),
      metrics: metric ? [metric] : [],
      orderby: [],
    },
  ]);
}
