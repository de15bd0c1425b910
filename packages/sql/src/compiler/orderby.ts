// ORDER BY terms: a name matches this query's dimensions and metrics by label first, then the
// dataset's columns and saved metrics, as in Superset's get_sqla_query.
import {
  getColumnLabel,
  getMetricLabel,
  type OrderByClause,
  type QueryColumn,
  type QueryMetric,
} from '@tessera/core';
import { SqlCompileError } from '../errors';
import type { ResolvedExpr, Resolver } from './resolver';

const labelOf = (target: QueryColumn | QueryMetric): string =>
  typeof target === 'string'
    ? target
    : 'expressionType' in target && (target.expressionType === 'SIMPLE' || !('columnType' in target))
      ? getMetricLabel(target as QueryMetric)
      : getColumnLabel(target as QueryColumn);

function orderTarget(
  target: QueryColumn | QueryMetric,
  resolver: Resolver,
  dims: readonly ResolvedExpr[],
  metrics: readonly ResolvedExpr[],
): string {
  const label = labelOf(target);
  const selected = dims.find((d) => d.label === label) ?? metrics.find((m) => m.label === label);
  if (selected) return selected.sql;
  if (typeof target === 'string') {
    const column = resolver.findColumn(target);
    if (column) return resolver.datasetColumnSql(column);
    if (resolver.hasSavedMetric(target)) return resolver.metric(target, 'orderby').sql;
    throw new SqlCompileError('UNKNOWN_COLUMN', `Unknown column used in orderby: ${target}`);
  }
  const isMetric = 'aggregate' in target || ('expressionType' in target && !('columnType' in target));
  return isMetric
    ? resolver.metric(target as QueryMetric, 'orderby').sql
    : resolver.column(target as QueryColumn, 'orderby').sql;
}

export function compileOrderBy(
  orderby: readonly OrderByClause[],
  orderDesc: boolean,
  resolver: Resolver,
  dims: readonly ResolvedExpr[],
  metrics: readonly ResolvedExpr[],
): string[] {
  if (orderby.length === 0) {
    // No explicit order: the main metric, descending unless order_desc is false.
    const main = metrics[0];
    return main ? [`${main.sql} ${orderDesc ? 'DESC' : 'ASC'}`] : [];
  }
  return orderby.map(
    ([target, ascending]) => `${orderTarget(target, resolver, dims, metrics)} ${ascending ? 'ASC' : 'DESC'}`,
  );
}
