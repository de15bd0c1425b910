import type { FormAdhocMetric, FormMetric } from '../../wire';

/** The label Superset generates for an adhoc metric without a custom one: `AGG(col)`. */
export function defaultFormMetricLabel(metric: FormAdhocMetric): string {
  if (metric.expressionType === 'SQL') return metric.sqlExpression?.trim() ?? '';
  const aggregate = metric.aggregate ?? '';
  const column = metric.column?.column_name;
  if (aggregate === 'COUNT' && !column) return 'COUNT(*)';
  return `${aggregate}(${column ?? ''})`;
}

/** The output column name of a form-data metric in query results. */
export function formMetricLabel(metric: FormMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.hasCustomLabel && metric.label) return metric.label;
  return metric.label || defaultFormMetricLabel(metric);
}
