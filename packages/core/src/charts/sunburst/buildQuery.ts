import type { QueryContextRequest } from '../../query/request';
import type { FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  singleMetric,
  withExtraFormData,
} from '../shared/form-data';
import { formMetricLabel } from '../shared/metric-label';

/** The hierarchy: Superset saves it as `columns`; older charts name it `groupby`. */
export function sunburstColumns(formData: QueryFormData): string[] {
  const columns = asArray<string>(formData.columns);
  return columns.length > 0 ? columns : asArray<string>(formData.groupby);
}

/** The metric that colours the arcs by its ratio to the primary one, when it is another metric. */
export function sunburstSecondaryMetric(formData: QueryFormData): FormMetric | null {
  const secondary = formData.secondary_metric;
  return secondary && (typeof secondary === 'string' || typeof secondary === 'object')
    ? (secondary as FormMetric)
    : null;
}

/**
 * Form data → query context for `sunburst_v2`, as Superset's Sunburst builds it: the metric (and
 * the secondary metric, once) by the hierarchy's columns, largest first when `sort_by_metric`.
 */
export function buildSunburstQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  const columns = sunburstColumns(merged);
  if (columns.length === 0) throw new Error('Add at least one column to the hierarchy.');
  const secondary = sunburstSecondaryMetric(merged);
  const metrics =
    secondary && formMetricLabel(secondary) !== formMetricLabel(metric) ? [metric, secondary] : [metric];
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, DEFAULT_ROW_LIMIT),
      columns,
      metrics,
      ...(merged.sort_by_metric ? { orderby: [[metric, false] as [FormMetric, boolean]] } : {}),
    },
  ]);
}
