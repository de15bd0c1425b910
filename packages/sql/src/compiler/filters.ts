// WHERE and HAVING predicates for the filters of §1.6.
import { type FilterScalar, getColumnLabel, type QueryFilter } from '@tessera/core';
import { SqlCompileError } from '../errors';
import { type Fragment, frag, join, param } from '../fragment';
import { advancedPredicate, isAdvancedFilter } from './advanced-filters';
import type { ResolvedExpr, Resolver } from './resolver';
import type { FilterReport, RejectedFilter, TimeBounds } from './types';
import { bindValue, temporalParam } from './values';

export interface CompiledFilters {
  readonly where: Fragment[];
  readonly having: Fragment[];
  readonly applied: FilterReport[];
  readonly rejected: RejectedFilter[];
}

const invalid = (filter: QueryFilter, detail: string): never => {
  throw new SqlCompileError(
    'INVALID_FILTER',
    `Filter on "${getColumnLabel(filter.col)}" with operator ${filter.op}: ${detail}`,
  );
};

function scalar(filter: QueryFilter): FilterScalar {
  const { val } = filter;
  if (val === undefined) return invalid(filter, 'a value is required');
  if (Array.isArray(val)) {
    if (val.length === 1) return val[0] as FilterScalar;
    return invalid(filter, 'expects a single value, got a list');
  }
  return val as FilterScalar;
}

/** Bounds of the time range as a predicate: since inclusive, until exclusive. */
export function timeRangePredicate(
  target: ResolvedExpr,
  bounds: TimeBounds,
  resolver: Resolver,
): Fragment | null {
  const parts: Fragment[] = [];
  const dialect = resolver.dialect;
  if (bounds.since) parts.push(frag(`${target.sql} >= `, temporalParam(bounds.since, dialect)));
  if (bounds.until) parts.push(frag(`${target.sql} < `, temporalParam(bounds.until, dialect)));
  return parts.length ? join(parts, ' AND ') : null;
}

function inList(filter: QueryFilter, target: ResolvedExpr, resolver: Resolver): Fragment {
  const raw = filter.val === undefined ? invalid(filter, 'a list of values is required') : filter.val;
  const values = (Array.isArray(raw) ? raw : [raw]) as readonly FilterScalar[];
  const present = values.filter((v): v is Exclude<FilterScalar, null> => v !== null);
  const bound = present.map((v) => bindValue(v, target.kind, resolver.dialect));
  const parts: Fragment[] = [];
  if (bound.length)
    parts.push(
      frag(
        `${target.sql} IN (`,
        join(
          bound.map((p) => [p]),
          ', ',
        ),
        ')',
      ),
    );
  // Like Superset, a null in the list matches NULL rows; NOT IN negates the whole condition.
  if (present.length < values.length) parts.push([`${target.sql} IS NULL`]);
  const { booleans } = resolver.dialect;
  // An empty list matches nothing (IN) or everything (NOT IN), as SQLAlchemy renders it.
  const positive = parts.length === 0 ? [booleans.false] : join(parts, ' OR ');
  if (filter.op === 'IN') return parts.length > 1 ? frag('(', positive, ')') : positive;
  return parts.length === 0 ? [booleans.true] : frag('NOT (', positive, ')');
}

function likeFilter(filter: QueryFilter, target: ResolvedExpr, resolver: Resolver): Fragment {
  const value = scalar(filter);
  if (value === null) return invalid(filter, 'a pattern is required');
  const pattern = param(String(value), 'string');
  if (filter.op === 'ILIKE' && !resolver.dialect.nativeIlike) {
    return frag(`LOWER(${target.sql}) LIKE LOWER(`, pattern, ')');
  }
  return frag(`${target.sql} ${filter.op} `, pattern);
}

const COMPARISONS: Readonly<Record<string, string>> = {
  '==': '=',
  '!=': '!=',
  '>': '>',
  '<': '<',
  '>=': '>=',
  '<=': '<=',
};

/** The predicate of one filter against a resolved target, or null when it filters nothing. */
export function filterPredicate(
  filter: QueryFilter,
  target: ResolvedExpr,
  resolver: Resolver,
  resolveTimeRange: (range: string) => TimeBounds,
): Fragment | null {
  const { dialect } = resolver;
  switch (filter.op) {
    case 'IS NULL':
      return [`${target.sql} IS NULL`];
    case 'IS NOT NULL':
      return [`${target.sql} IS NOT NULL`];
    case 'IS TRUE':
      return [dialect.isTrue(target.sql)];
    case 'IS FALSE':
      return [dialect.isFalse(target.sql)];
    case 'IN':
    case 'NOT IN':
      return inList(filter, target, resolver);
    case 'LIKE':
    case 'NOT LIKE':
    case 'ILIKE':
      return likeFilter(filter, target, resolver);
    case 'TEMPORAL_RANGE': {
      const range = filter.val ?? 'No filter';
      if (typeof range !== 'string') return invalid(filter, 'the value must be a time range string');
      return timeRangePredicate(target, resolveTimeRange(range), resolver);
    }
    default: {
      const value = scalar(filter);
      if (value === null) {
        if (filter.op === '==') return [`${target.sql} IS NULL`];
        if (filter.op === '!=') return [`${target.sql} IS NOT NULL`];
        return invalid(filter, 'cannot compare with null');
      }
      return frag(`${target.sql} ${COMPARISONS[filter.op]} `, bindValue(value, target.kind, dialect));
    }
  }
}

/**
 * Split filters into WHERE (dataset and adhoc columns) and HAVING (metric labels of this query or
 * saved metric names). A filter on a name the dataset does not know is rejected, not an error,
 * matching Superset's rejected_filters.
 */
export function compileFilters(
  filters: readonly QueryFilter[],
  resolver: Resolver,
  queryMetrics: readonly ResolvedExpr[],
  resolveTimeRange: (range: string) => TimeBounds,
): CompiledFilters {
  const out: CompiledFilters = { where: [], having: [], applied: [], rejected: [] };
  for (const filter of filters) {
    const label = getColumnLabel(filter.col);
    let target: ResolvedExpr | undefined;
    let clause: Fragment[] = out.where;
    if (typeof filter.col !== 'string' || resolver.findColumn(filter.col)) {
      target = resolver.column(filter.col, 'filters');
    } else {
      target = queryMetrics.find((m) => m.label === filter.col);
      if (!target && resolver.hasSavedMetric(filter.col)) target = resolver.metric(filter.col, 'filters');
      clause = out.having;
    }
    if (!target) {
      out.rejected.push({ column: label, reason: 'not_in_datasource' });
      continue;
    }
    const advancedType =
      typeof filter.col === 'string' ? resolver.findColumn(filter.col)?.advancedDataType : null;
    const predicate =
      clause === out.where && advancedType && isAdvancedFilter(filter, advancedType)
        ? advancedPredicate(filter, target, advancedType, resolver)
        : filterPredicate(filter, target, resolver, resolveTimeRange);
    if (predicate) clause.push(predicate);
    out.applied.push({ column: label });
  }
  return out;
}
