import type { QueryContextRequest } from '../../query/request';
import type { FormColumn, FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  withExtraFormData,
} from '../shared/form-data';
import { formMetricLabel } from '../shared/metric-label';

const AXES = [
  ['x', 'Choose a metric for the X-axis.'],
  ['y', 'Choose a metric for the Y-axis.'],
  ['size', 'Choose a metric for the bubble size.'],
] as const;

/**
 * Form data → query context for `bubble_v2`: the x, y and size metrics per entity (and series),
 * as Superset's buildQuery, whose query fields read `x`, `y` and `size` as metrics.
 */
export function buildBubbleQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const entity = merged.entity as FormColumn | null | undefined;
  if (!entity) throw new Error('Choose the entity each bubble stands for.');
  const metrics: FormMetric[] = [];
  for (const [key, message] of AXES) {
    const metric = merged[key] as FormMetric | null | undefined;
    if (!metric) throw new Error(message);
    // The same metric on two axes is queried once (Superset removes duplicates by label).
    if (!metrics.some((m) => formMetricLabel(m) === formMetricLabel(metric))) metrics.push(metric);
  }
  const base = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  const limit = Number(merged.limit);
  return queryContext(formData, [
    {
      ...base,
      columns: [entity, ...asArray<FormColumn>(merged.series ? [merged.series] : [])],
      metrics,
      ...(Number.isInteger(limit) && limit > 0 ? { row_limit: limit } : {}),
    },
  ]);
}
