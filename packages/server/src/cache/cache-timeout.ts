/**
 * How long a chart-data result stays cached (SUPERSET_FACTS §1.8 `cache_timeout`): the first level
 * that sets a value wins, in the order custom (the request's `custom_cache_timeout`) > chart >
 * dataset > database > the configured default (CACHE_DEFAULT_TIMEOUT, 86400 s).
 *
 * Values mean what Superset's database dialog says: seconds; 0 "indicates that the cache never
 * expires"; -1 "bypasses the cache" (any negative value is read as -1). null or undefined means
 * "not set here, ask the next level". Superset's response code additionally turns a resolved 0
 * into the global default (a truthiness check); Tessera keeps the documented meaning instead.
 */

/** Never read from nor write to the cache. */
export const CACHE_DISABLED_TIMEOUT = -1;
/** Keep the entry until it is evicted or its dataset changes. */
export const CACHE_NO_EXPIRY = 0;
/** Superset's CACHE_DEFAULT_TIMEOUT: one day. */
export const DEFAULT_CACHE_TIMEOUT = 86_400;

export interface CacheTimeoutLevels {
  readonly custom?: number | null;
  readonly chart?: number | null;
  readonly dataset?: number | null;
  readonly database?: number | null;
  /** The configured default (`config.cacheDefaultTimeout`). */
  readonly default: number;
}

function normalise(value: number): number {
  if (value < 0) return CACHE_DISABLED_TIMEOUT;
  return Math.floor(value);
}

/** Seconds to cache for; CACHE_NO_EXPIRY (0) or CACHE_DISABLED_TIMEOUT (-1) as above. */
export function resolveCacheTimeout(levels: CacheTimeoutLevels): number {
  for (const value of [levels.custom, levels.chart, levels.dataset, levels.database]) {
    if (typeof value === 'number' && Number.isFinite(value)) return normalise(value);
  }
  return Number.isFinite(levels.default) ? normalise(levels.default) : DEFAULT_CACHE_TIMEOUT;
}
