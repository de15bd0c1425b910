import type { FormAdhocMetric, FormMetric, MetricAggregate } from '@tessera/core';

/** The aggregates the metric popover offers, in its order. */
export const AGGREGATES: readonly MetricAggregate[] = ['COUNT', 'COUNT_DISTINCT', 'SUM', 'AVG', 'MIN', 'MAX'];

const MAX_LABEL = 42;
const CUT_LABEL = 40;

/** Labels longer than 42 characters are cut to 40 characters plus an ellipsis (spec 000 point 5). */
export function truncateLabel(label: string): string {
  return label.length > MAX_LABEL ? `${label.slice(0, CUT_LABEL)}…` : label;
}

/** The label Superset generates for an adhoc metric without a custom one: `AGG(col)`. */
export function defaultMetricLabel(metric: FormAdhocMetric): string {
  if (metric.expressionType === 'SQL') return metric.sqlExpression?.trim() ?? '';
  const aggregate = metric.aggregate ?? '';
  const column = metric.column?.column_name;
  if (aggregate === 'COUNT' && !column) return 'COUNT(*)';
  return `${aggregate}(${column ?? ''})`;
}

/** The output column name of a metric in query results. */
export function getMetricLabel(metric: FormMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.hasCustomLabel && metric.label) return metric.label;
  return metric.label || defaultMetricLabel(metric);
}

/** SIMPLE needs a column and an aggregate (COUNT may count rows); SQL needs an expression. */
export function isValidMetric(metric: FormMetric): boolean {
  if (typeof metric === 'string') return metric.length > 0;
  if (metric.expressionType === 'SQL') return Boolean(metric.sqlExpression?.trim());
  if (!metric.aggregate) return false;
  return Boolean(metric.column?.column_name) || metric.aggregate === 'COUNT';
}

let sequence = 0;
/** A simple aggregate of a column, shaped the way Superset's metric popover saves it. */
export function simpleMetric(
  aggregate: MetricAggregate,
  column: string | null,
  type?: string | null,
): FormAdhocMetric {
  sequence += 1;
  const metric: FormAdhocMetric = {
    expressionType: 'SIMPLE',
    aggregate,
    column: column ? { column_name: column, type: type ?? null } : null,
    sqlExpression: null,
    hasCustomLabel: false,
    optionName: `metric_${Date.now().toString(36)}_${sequence}`,
  };
  return { ...metric, label: defaultMetricLabel(metric) };
}

export function sqlMetric(sqlExpression: string, label?: string): FormAdhocMetric {
  sequence += 1;
  const custom = Boolean(label?.trim());
  return {
    expressionType: 'SQL',
    sqlExpression,
    label: custom ? label!.trim() : sqlExpression.trim(),
    hasCustomLabel: custom,
    optionName: `metric_${Date.now().toString(36)}_${sequence}`,
  };
}

export function metricKey(metric: FormMetric): string {
  return typeof metric === 'string' ? `saved:${metric}` : (metric.optionName ?? getMetricLabel(metric));
}
