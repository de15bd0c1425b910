// The one compiler: a normalised query object + dataset → one SELECT with bound values.
import { DTTM_ALIAS, getColumnLabel, type QueryObject } from '@tessera/core';
import { getDialect } from '../dialects/registry';
import type { Dialect } from '../dialects/types';
import { SqlCompileError } from '../errors';
import { type Fragment, frag, join } from '../fragment';
import { guardFragment } from '../guard/guard';
import { compileFilters, timeRangePredicate } from './filters';
import { compileOrderBy } from './orderby';
import { render } from './render';
import type { ResolvedExpr, Resolver as ResolverType } from './resolver';
import { Resolver } from './resolver';
import type { CompiledQuery, CompileInput, TimeBounds } from './types';

const dedupe = (items: readonly ResolvedExpr[]): ResolvedExpr[] =>
  items.filter((item, index) => items.findIndex((other) => other.label === item.label) === index);

interface LegacyTime {
  readonly dimension: ResolvedExpr | null;
  readonly predicate: Fragment | null;
  readonly bounds: TimeBounds;
}

/**
 * Superset's rule (sqla get_sqla_query): a granularity that is not a datetime column of the
 * dataset stands for the dataset's main datetime column. Old charts name columns since renamed
 * (Superset's own OSM example says `day` on a table whose time column is `datetime`). Without a
 * main datetime column the name stays, so an unknown one is reported.
 */
function granularityColumn(name: string, mainDttmCol: string | null, resolver: ResolverType): string {
  const column = resolver.findColumn(name);
  if (column && resolver.kindOfColumn(column) === 'temporal') return name;
  return mainDttmCol ?? name;
}

/** The legacy time axis: `granularity` (else the dataset's main datetime column) bucketed by
 * extras.time_grain_sqla as `__timestamp` when is_timeseries, and filtered by time_range. */
function legacyTime(input: CompileInput, resolver: ResolverType): LegacyTime {
  const { query, dataset } = input;
  const none: LegacyTime = { dimension: null, predicate: null, bounds: { since: null, until: null } };
  const hasBaseAxis = query.columns.some((c) => typeof c !== 'string' && c.columnType === 'BASE_AXIS');
  const name = query.granularity
    ? granularityColumn(query.granularity, dataset.mainDttmCol ?? null, resolver)
    : query.is_timeseries && !hasBaseAxis
      ? dataset.mainDttmCol
      : null;
  if (!name) {
    if (query.is_timeseries && !hasBaseAxis) {
      throw new SqlCompileError(
        'MISSING_TEMPORAL_COLUMN',
        'Datetime column not provided as part table configuration and is required by this type of chart',
      );
    }
    return none;
  }
  const column = resolver.findColumn(name) ?? resolver.unknownColumn(name, 'granularity');
  const sql = resolver.datasetColumnSql(column);
  const target: ResolvedExpr = { sql, label: DTTM_ALIAS, kind: 'temporal' };
  const bounds = query.time_range ? input.resolveTimeRange(query.time_range) : none.bounds;
  return {
    dimension:
      query.is_timeseries && !hasBaseAxis
        ? { ...target, sql: resolver.applyGrain(sql, query.extras.time_grain_sqla ?? null) }
        : null,
    predicate: timeRangePredicate(target, bounds, resolver),
    bounds,
  };
}

/** Superset's top-N series: a subquery ranking the series columns by the limit metric, joined on them. */
function seriesLimitJoin(
  query: QueryObject,
  resolver: ResolverType,
  dims: readonly ResolvedExpr[],
  metrics: readonly ResolvedExpr[],
  source: string,
  where: readonly Fragment[],
): Fragment | null {
  if (query.series_limit <= 0 || metrics.length === 0 || query.series_columns.length === 0) return null;
  const series = query.series_columns.map((column) => {
    const label = getColumnLabel(column);
    return dims.find((d) => d.label === label) ?? resolver.column(column, 'series_columns');
  });
  const ranking = query.series_limit_metric
    ? resolver.metric(query.series_limit_metric, 'series_limit_metric')
    : metrics[0]!;
  const inner = frag(
    'SELECT ',
    series.map((s) => `${s.sql} AS ${resolver.quote(`${s.label}__`)}`).join(', '),
    `\n  FROM ${source}`,
    where.length ? frag('\n  WHERE ', join(where, ' AND ')) : [],
    `\n  GROUP BY ${series.map((s) => s.sql).join(', ')}`,
    `\n  ORDER BY ${ranking.sql} ${query.order_desc ? 'DESC' : 'ASC'}`,
    `\n  ${resolver.dialect.limitClause(query.series_limit, 0)}`,
  );
  const on = series.map((s) => `${s.sql} = series_limit.${resolver.quote(`${s.label}__`)}`).join(' AND ');
  return frag('\nJOIN (', inner, `) AS series_limit ON ${on}`);
}

/** extras.where / extras.having: always parenthesised, so an OR inside stays inside. */
function userClause(sql: string | undefined, source: string, dialect: Dialect): Fragment[] {
  if (!sql?.trim()) return [];
  return [[`(${guardFragment(sql, source, dialect.id).sql})`]];
}

/** Compile one normalised query object for a dialect id (or alias). */
export function compileQuery(input: CompileInput, dialectId: string): CompiledQuery {
  const dialect = getDialect(dialectId);
  const { query } = input;
  const resolver = new Resolver(input.dataset, dialect, query.extras.time_grain_sqla ?? null);
  const source = resolver.source();
  const time = legacyTime(input, resolver);

  const dims = dedupe([
    ...(time.dimension ? [time.dimension] : []),
    ...query.columns.map((c, i) => resolver.column(c, `columns[${i}]`)),
  ]);
  const metrics = dedupe((query.metrics ?? []).map((m, i) => resolver.metric(m, `metrics[${i}]`)));
  if (dims.length === 0 && metrics.length === 0) {
    throw new SqlCompileError('EMPTY_QUERY', 'Empty query: it has no columns and no metrics');
  }

  const filters = compileFilters(query.filters, resolver, metrics, input.resolveTimeRange);
  const where: Fragment[] = [
    ...(time.predicate ? [time.predicate] : []),
    ...filters.where,
    ...userClause(query.extras.where, 'extras.where', dialect),
    ...(query.apply_fetch_values_predicate
      ? userClause(input.dataset.fetchValuesPredicate ?? undefined, 'the fetch values predicate', dialect)
      : []),
    ...(input.rlsPredicates ?? []).filter((p) => p.trim()).map((p) => [`(${p.trim()})`]),
  ];
  const having: Fragment[] = [
    ...filters.having,
    ...userClause(query.extras.having, 'extras.having', dialect),
  ];
  const aggregate = query.metrics !== null;
  const orderBy = compileOrderBy(query.orderby, query.order_desc, resolver, dims, metrics);
  const rowLimit = query.row_limit ?? input.defaultRowLimit ?? null;
  const limit = dialect.limitClause(rowLimit === 0 ? null : rowLimit, query.row_offset);

  const select = [...dims, ...metrics]
    .map((item) => `${item.sql} AS ${resolver.alias(item.label, item.sql)}`)
    .join(', ');
  const statement = frag(
    `SELECT ${select}\nFROM ${source}`,
    seriesLimitJoin(query, resolver, dims, metrics, source, where) ?? [],
    where.length ? frag('\nWHERE ', join(where, ' AND ')) : [],
    aggregate && dims.length ? `\nGROUP BY ${dims.map((d) => d.sql).join(', ')}` : '',
    having.length ? frag('\nHAVING ', join(having, ' AND ')) : [],
    orderBy.length ? `\nORDER BY ${orderBy.join(', ')}` : '',
    limit ? `\n${limit}` : '',
  );
  // is_rowcount: the row count of the real query, as Superset wraps it.
  const { sql, parameters } = render(
    query.is_rowcount
      ? frag(`SELECT COUNT(*) AS ${resolver.quote('rowcount')}\nFROM (\n`, statement, '\n) AS rowcount_qry')
      : statement,
    dialect,
  );
  return {
    sql,
    parameters,
    columnLabels: query.is_rowcount ? [] : dims.map((d) => d.label),
    metricLabels: query.is_rowcount ? ['rowcount'] : metrics.map((m) => m.label),
    labelsByAlias: { ...resolver.labelsByAlias },
    appliedFilters: filters.applied,
    rejectedFilters: filters.rejected,
    fromDttm: time.bounds.since,
    toDttm: time.bounds.until,
  };
}
