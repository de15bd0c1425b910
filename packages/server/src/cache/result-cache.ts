/**
 * The contract of the chart-data result cache. Two stores fulfil it: MemoryResultCache (an
 * in-process LRU, the default) and RedisResultCache (shared by every server when REDIS_URL is set).
 *
 * Values must be JSON-serialisable. Treat what `get` returns as read-only: the memory store hands
 * out the stored object itself (no copy, so a hit costs no parse), the Redis store a fresh parse.
 */

/** What a hit returns: the value and when it was stored. */
export interface CacheEntry<T = unknown> {
  readonly value: T;
  /** Epoch milliseconds at which the value was stored. */
  readonly cachedAt: number;
}

/**
 * TTL semantics, as Superset documents its cache_timeout: a positive number of seconds expires
 * the entry after that long; 0 keeps it until evicted (no expiry); a negative value (Superset's -1)
 * means "never cache", so `set` stores nothing.
 */
export type TtlSeconds = number;

export interface ResultCache {
  /** `memory` or `redis`, for logs and the health of the cache. */
  readonly kind: 'memory' | 'redis';
  get<T = unknown>(key: string): Promise<CacheEntry<T> | null>;
  set(key: string, value: unknown, ttlSeconds: TtlSeconds): Promise<void>;
  delete(key: string): Promise<void>;
  /** Releases connections and timers; later calls fail or miss. Safe to call twice. */
  close(): Promise<void>;
}

/** Where a store reports trouble it recovers from (a failed Redis command, a corrupt entry). */
export interface CacheLogger {
  warn(details: Record<string, unknown>, message: string): void;
}
