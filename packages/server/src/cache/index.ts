/**
 * The chart-data result cache (issue 3 item 7): keys, timeouts, the stores and the read-through
 * helper. The app holds one store as `app.resultCache` (see attachResultCache).
 */
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { MemoryResultCache } from './memory-cache';
import { RedisResultCache } from './redis-cache';
import type { CacheLogger, ResultCache } from './result-cache';

export { CACHE_KEY_VERSION, type CacheKeyContext, cacheKeyFor } from './cache-key';
export {
  CACHE_DISABLED_TIMEOUT,
  CACHE_NO_EXPIRY,
  type CacheTimeoutLevels,
  DEFAULT_CACHE_TIMEOUT,
  resolveCacheTimeout,
} from './cache-timeout';
export { type CachedQueryOptions, type CachedResult, cachedQuery, supersetDttm } from './cached-query';
export { MemoryResultCache, type MemoryResultCacheOptions, serialisedBytes } from './memory-cache';
export { DEFAULT_REDIS_PREFIX, RedisResultCache, type RedisResultCacheOptions } from './redis-cache';
export type { CacheEntry, CacheLogger, ResultCache, TtlSeconds } from './result-cache';

/** Redis when REDIS_URL is set (shared by every server process), else the in-process LRU. */
export function createResultCache(config: Pick<AppConfig, 'redisUrl'>, logger?: CacheLogger): ResultCache {
  if (config.redisUrl) return new RedisResultCache(config.redisUrl, { logger });
  return new MemoryResultCache();
}

/** Decorates the app with `resultCache` and closes the store with the app. */
export function attachResultCache(app: FastifyInstance): void {
  const cache = createResultCache(app.config, app.log);
  app.decorate('resultCache', cache);
  app.addHook('onClose', async () => {
    await cache.close();
  });
  app.log.debug({ kind: cache.kind }, 'chart-data result cache ready');
}
