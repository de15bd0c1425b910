/**
 * The cache key of one query object: SHA-256 over the canonical JSON (keys sorted) of the
 * normalised query and everything else its answer depends on — the dataset and its last change,
 * the result type and format, the row-level-security filters and any per-user scope. Like
 * Superset's QueryObject.cache_key, a saved change to the dataset (changed_on) gives new keys, so
 * stale entries are never read again and simply age out.
 *
 * Pass the query as `normaliseQueryObject` (packages/core) returns it: normalisation renames the
 * deprecated keys (groupby → columns, ...) and fills defaults, and the canonical JSON ignores key
 * order, so the same query written two ways gets one key.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, type QueryObject } from '@tessera/core';

/** Bump when the shape of what is cached changes, so old entries are not read by new code. */
export const CACHE_KEY_VERSION = 1;

export interface CacheKeyContext {
  readonly datasetId: number | string;
  /** The dataset's `changed_on` (ISO text): a saved edit of the dataset gives new keys. */
  readonly datasetChangedOn: string;
  /** `table`, `query`, ... (DatasourceType) */
  readonly datasourceType: string;
  /** The effective result type of this query (its own override, else the context's). */
  readonly resultType: string;
  readonly resultFormat: string;
  /**
   * A text standing for the row-level-security filters applied for this user (e.g. their
   * clauses and group keys joined), or null when none apply. Users with different RLS filters
   * must never share an entry.
   */
  readonly rlsKey?: string | null;
  /**
   * Anything else that makes the answer depend on who asks, e.g. the username when the database
   * impersonates users; null when the answer is the same for everyone allowed to see it.
   */
  readonly userScope?: string | number | null;
  /** The database's `changed_on`, so a changed connection (another host, say) gives new keys. */
  readonly databaseChangedOn?: string | null;
  /** Further inputs the answer depends on (e.g. resolved time bounds, the row cap). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

/** A 64-character lowercase hex key for `query` in `context`. */
export function cacheKeyFor(normalisedQuery: QueryObject, context: CacheKeyContext): string {
  const document = {
    version: CACHE_KEY_VERSION,
    query: normalisedQuery,
    datasource: `${context.datasetId}__${context.datasourceType}`,
    changed_on: context.datasetChangedOn,
    database_changed_on: context.databaseChangedOn ?? null,
    result_type: context.resultType,
    result_format: context.resultFormat,
    rls: context.rlsKey ?? null,
    user_scope: context.userScope ?? null,
    extra: context.extra ?? {},
  };
  return createHash('sha256').update(canonicalJson(document)).digest('hex');
}
