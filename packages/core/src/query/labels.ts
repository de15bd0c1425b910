// Labels of columns and metrics, as Superset computes them on both sides of the wire
// (superset-ui-core getMetricLabel/getColumnLabel, superset.utils.core get_metric_name).
import type { AdhocColumn, AdhocMetric, QueryColumn, QueryMetric } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The frontend's test: `sqlExpression` and `label` present, `expressionType` missing or `SQL`.
 * An adhoc SQL metric passes it too; callers disambiguate by where the object sits. */
export function isAdhocColumn(value: unknown): value is AdhocColumn {
  return (
    isRecord(value) &&
    typeof value.sqlExpression === 'string' &&
    typeof value.label === 'string' &&
    (value.expressionType === undefined || value.expressionType === 'SQL')
  );
}

export function isAdhocMetric(value: unknown): value is AdhocMetric {
  if (!isRecord(value)) return false;
  if (value.expressionType === 'SIMPLE') return typeof value.aggregate === 'string';
  return value.expressionType === 'SQL' && typeof value.sqlExpression === 'string';
}

export function isPhysicalColumn(value: unknown): value is string {
  return typeof value === 'string';
}

export function isSavedMetric(value: unknown): value is string {
  return typeof value === 'string';
}

/** `label` when given, else the SQL expression. */
export function getColumnLabel(column: QueryColumn): string {
  if (typeof column === 'string') return column;
  return column.label ?? column.sqlExpression;
}

/** `label` when given; SIMPLE → `AGG(column)` (`COUNT(*)` without a column); SQL → the expression. */
export function getMetricLabel(metric: QueryMetric): string {
  if (typeof metric === 'string') return metric;
  if (metric.label) return metric.label;
  if (metric.expressionType === 'SQL') return metric.sqlExpression;
  return `${metric.aggregate}(${metric.column?.column_name ?? '*'})`;
}
