/**
 * The cache key of one query object's answer, shared by the chart-data pipeline and the async
 * jobs' "is it cached already?" check, so the two can never drift apart.
 */
import type { QueryContext, QueryObject, ResultType } from '@tessera/core';
import { cacheKeyFor } from '../cache/index';
import { resolverFor } from './chart-data';
import type { LoadedDatasource } from './datasource';

/** Result types the engine answers without the database and never caches. */
export const UNCACHED_RESULT_TYPES: ReadonlySet<ResultType> = new Set(['query', 'columns', 'timegrains']);

/**
 * How far "now"-anchored ranges may drift within one cache entry. The key holds each range's text
 * and its resolved bounds in whole minutes: ranges anchored on "today" re-key at midnight, ranges
 * anchored on "now" ("Last 6 hours", DATETIME("now")) share an entry for up to a minute instead
 * of re-keying every second, and two different texts never share one.
 */
export const RELATIVE_RANGE_RESOLUTION_MS = 60_000;

const bucket = (date: Date | null | undefined) =>
  date ? String(Math.floor(date.getTime() / RELATIVE_RANGE_RESOLUTION_MS)) : '';

/** Every time range the query names with its resolved bounds: relative ranges move with the clock. */
function resolvedRanges(query: QueryObject, now: Date): string[] {
  const resolve = resolverFor(query, now);
  const ranges = [
    query.time_range,
    ...query.filters.filter((f) => f.op === 'TEMPORAL_RANGE').map((f) => f.val),
  ];
  return ranges
    .filter((r): r is string => typeof r === 'string')
    .map((r) => {
      try {
        const { since, until } = resolve(r);
        return `${r}=${bucket(since)}/${bucket(until)}`;
      } catch {
        return r; // an unparsable range fails in compile, with its own message
      }
    });
}

export interface QueryCacheKeyInput {
  readonly query: QueryObject;
  readonly context: QueryContext;
  readonly source: LoadedDatasource;
  /** The request's clock, whole seconds, as the engine resolves time ranges with it. */
  readonly now: Date;
  readonly rowCap: number;
  /** The RLS predicates applied for the user: users seeing different rows never share an entry. */
  readonly rlsPredicates?: readonly string[];
}

export function queryCacheKey({
  query,
  context,
  source,
  now,
  rowCap,
  rlsPredicates = [],
}: QueryCacheKeyInput): string {
  const resultType = query.result_type ?? context.result_type;
  return cacheKeyFor(query, {
    datasetId: source.dataset.id,
    datasetChangedOn: source.dataset.changed_on,
    databaseChangedOn: source.database.changed_on,
    datasourceType: context.datasource.type,
    resultType,
    resultFormat: 'json',
    // post_processed caches the query's plain answer; the form data shape it after the cache.
    extra: {
      ranges: resolvedRanges(query, now),
      rowCap,
      ...(rlsPredicates.length > 0 ? { rls: rlsPredicates } : {}),
      // A SQL Lab query source's SQL carries its user's RLS filters (sqllab/row-level-security.ts).
      ...(context.datasource.type === 'query' ? { sql: source.dataset.sql } : {}),
    },
  });
}
