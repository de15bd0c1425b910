/**
 * Read-through caching of one computation, with single-flight: while a key is being computed,
 * further requests for it (forced or not) wait for that computation instead of starting their
 * own, so N concurrent identical chart loads run the query once. The flight ends once the
 * result is stored, so a request arriving between "computed" and "stored" joins it too.
 *
 * Cache trouble never fails the request: a failed read is a miss and a failed write leaves the
 * result uncached; both are reported through `onCacheError`. Failed computations are not cached
 * (as in Superset) and reach every waiter.
 *
 * Single-flight is per process; several servers sharing Redis may each compute a key once.
 */
import { CACHE_DISABLED_TIMEOUT } from './cache-timeout';
import type { ResultCache, TtlSeconds } from './result-cache';

export interface CachedResult<T> {
  readonly value: T;
  /** True when the value came from the cache (Superset's `is_cached`). */
  readonly isCached: boolean;
  /** Superset's `cached_dttm`: `YYYY-MM-DDTHH:MM:SS` in UTC when served from the cache, else null. */
  readonly cachedDttm: string | null;
  /** Epoch ms at which the served value was stored, or null when computed for this request. */
  readonly cachedAt: number | null;
  /** Milliseconds spent reading the cache (0 when forced or disabled): the timing's cache phase. */
  readonly lookupMs: number;
  /** True when this request waited for an identical computation another request started. */
  readonly shared: boolean;
}

export interface CachedQueryOptions<T> {
  /** Whether a computed value may be stored (e.g. not a result with `status: failed`). Default yes. */
  readonly shouldCache?: (value: T) => boolean;
  readonly onCacheError?: (error: unknown, operation: 'get' | 'set') => void;
}

const flightsByCache = new WeakMap<ResultCache, Map<string, Promise<unknown>>>();

function flightsOf(cache: ResultCache): Map<string, Promise<unknown>> {
  let flights = flightsByCache.get(cache);
  if (!flights) {
    flights = new Map();
    flightsByCache.set(cache, flights);
  }
  return flights;
}

/** Superset's cached_dttm format: `datetime.utcnow().isoformat()` without the fraction. */
export function supersetDttm(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 19);
}

const round = (ms: number) => Math.round(ms * 100) / 100;

function computed<T>(value: T, lookupMs: number, shared: boolean): CachedResult<T> {
  return { value, isCached: false, cachedDttm: null, cachedAt: null, lookupMs, shared };
}

/**
 * The cached value of `key`, or `compute()`'s, stored for `ttlSeconds` (see resolveCacheTimeout:
 * 0 = no expiry, -1 = never cache). `force` skips the lookup but still stores the fresh value.
 * Everyone waiting on one key gets the same value object: treat it as read-only.
 */
export async function cachedQuery<T>(
  cache: ResultCache,
  key: string,
  ttlSeconds: TtlSeconds,
  force: boolean,
  compute: () => Promise<T>,
  options: CachedQueryOptions<T> = {},
): Promise<CachedResult<T>> {
  const flights = flightsOf(cache);
  const running = flights.get(key) as Promise<T> | undefined;
  if (running) return computed(await running, 0, true);

  const disabled = ttlSeconds <= CACHE_DISABLED_TIMEOUT;
  let lookupMs = 0;
  if (!force && !disabled) {
    const started = performance.now();
    let hit = null;
    try {
      hit = await cache.get<T>(key);
    } catch (error) {
      options.onCacheError?.(error, 'get');
    }
    lookupMs = round(performance.now() - started);
    if (hit) {
      return {
        value: hit.value,
        isCached: true,
        cachedDttm: supersetDttm(hit.cachedAt),
        cachedAt: hit.cachedAt,
        lookupMs,
        shared: false,
      };
    }
    // Another request may have started computing while this one read the cache.
    const started2 = flights.get(key) as Promise<T> | undefined;
    if (started2) return computed(await started2, lookupMs, true);
  }

  const flight = (async () => {
    const value = await compute();
    if (!disabled && (options.shouldCache?.(value) ?? true)) {
      try {
        await cache.set(key, value, ttlSeconds);
      } catch (error) {
        options.onCacheError?.(error, 'set');
      }
    }
    return value;
  })();
  flights.set(key, flight);
  try {
    return computed(await flight, lookupMs, false);
  } finally {
    if (flights.get(key) === flight) flights.delete(key);
  }
}
