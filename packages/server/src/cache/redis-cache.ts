/**
 * The shared result cache on Redis (used when REDIS_URL is set): one string per entry under a
 * key prefix, `SET ... EX <ttl>` so Redis expires it, the value stored as `{"t":cachedAt,"v":value}`
 * JSON. Once a connection has failed, commands fail at once until Redis is back (ioredis keeps
 * reconnecting meanwhile), so an outage turns into cache misses rather than slow charts. Only the
 * commands of the very first connection attempt wait for it.
 */
import { Redis, type RedisOptions } from 'ioredis';
import type { CacheEntry, CacheLogger, ResultCache, TtlSeconds } from './result-cache';

export const DEFAULT_REDIS_PREFIX = 'tessera:data:';
const COMMAND_TIMEOUT_MS = 2_000;

export interface RedisResultCacheOptions {
  /** Prepended to every key, so several deployments (or test runs) can share one Redis. */
  readonly prefix?: string;
  readonly logger?: CacheLogger;
  /** Extra ioredis options (tests use them to point at a database number, for example). */
  readonly redis?: RedisOptions;
}

function isEntry(value: unknown): value is { t: number; v: unknown } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { t?: unknown }).t === 'number' &&
    'v' in value
  );
}

export class RedisResultCache implements ResultCache {
  readonly kind = 'redis';
  readonly prefix: string;
  private readonly client: Redis;
  private readonly logger: CacheLogger | undefined;
  private closed = false;
  /** Set when the connection fails, cleared when it is ready again. */
  private unavailable = false;

  constructor(url: string, options: RedisResultCacheOptions = {}) {
    this.prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
    this.logger = options.logger;
    this.client = new Redis(url, {
      maxRetriesPerRequest: 1,
      commandTimeout: COMMAND_TIMEOUT_MS,
      ...options.redis,
    });
    let lastReported = '';
    // ioredis emits an error on every failed reconnect; report each distinct problem once.
    this.client.on('error', (error: Error) => {
      this.unavailable = true;
      if (error.message === lastReported) return;
      lastReported = error.message;
      this.logger?.warn({ err: error }, 'Redis result cache: connection problem');
    });
    this.client.on('ready', () => {
      this.unavailable = false;
      lastReported = '';
    });
    this.client.on('close', () => {
      this.unavailable = true;
    });
  }

  /** The client, or an error at once when Redis is known to be away. */
  private connected(): Redis {
    if (this.unavailable && this.client.status !== 'ready') {
      throw new Error(`Redis result cache is unavailable (connection ${this.client.status}).`);
    }
    return this.client;
  }

  async get<T = unknown>(key: string): Promise<CacheEntry<T> | null> {
    const text = await this.connected().get(this.prefix + key);
    if (text === null) return null;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isEntry(parsed)) {
      // Not ours, or cut short: drop it so the next request recomputes and stores a good one.
      this.logger?.warn({ key }, 'Redis result cache: unreadable entry removed');
      await this.client.del(this.prefix + key);
      return null;
    }
    return { value: parsed.v as T, cachedAt: parsed.t };
  }

  async set(key: string, value: unknown, ttlSeconds: TtlSeconds): Promise<void> {
    if (ttlSeconds < 0) return;
    const body = JSON.stringify(value);
    if (body === undefined) throw new TypeError('A cached value must be JSON-serialisable (got undefined).');
    const text = `{"t":${Date.now()},"v":${body}}`;
    const client = this.connected();
    if (ttlSeconds === 0) await client.set(this.prefix + key, text);
    else await client.set(this.prefix + key, text, 'EX', Math.max(1, Math.round(ttlSeconds)));
  }

  async delete(key: string): Promise<void> {
    await this.connected().del(this.prefix + key);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    try {
      await this.client.quit();
    } catch {
      // quit fails when the connection is already gone; disconnect stops the reconnect loop.
      this.client.disconnect();
    }
  }
}
