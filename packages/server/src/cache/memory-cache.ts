/**
 * The in-process result cache: an LRU bounded both by entry count and by the total size of the
 * values in bytes (their UTF-8 JSON length), each entry with its own TTL. A value larger than the
 * whole budget is not stored. Hits return the stored object itself, so they cost no copy or parse.
 */
import { LRUCache } from 'lru-cache';
import { knownJsonBytes } from './json-text';
import type { CacheEntry, ResultCache, TtlSeconds } from './result-cache';

export const DEFAULT_MAX_ENTRIES = 5_000;
/**
 * 128 MB of serialised JSON. Parsed objects take a few times their JSON size on the heap, so this
 * keeps the cache well inside Node's default heap.
 */
export const DEFAULT_MAX_BYTES = 128 * 1024 * 1024;

export interface MemoryResultCacheOptions {
  readonly maxEntries?: number;
  readonly maxBytes?: number;
  /** Epoch milliseconds; tests pass a fake clock to expire entries without waiting. */
  readonly clock?: () => number;
}

interface Stored {
  readonly value: unknown;
  readonly cachedAt: number;
  readonly bytes: number;
}

/** The size a value is charged: its UTF-8 JSON length. Throws for values JSON cannot hold. */
export function serialisedBytes(value: unknown): number {
  // The engine serialises each result once (json-text.ts); reuse that size instead of a second pass.
  const known = knownJsonBytes(value);
  if (known !== undefined) return known;
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError('A cached value must be JSON-serialisable (got undefined).');
  return Buffer.byteLength(text, 'utf8');
}

function positiveInteger(name: string, value: number): number {
  if (!Number.isSafeInteger(value) || value < 1) {
    throw new RangeError(`${name} must be a positive integer; got ${value}.`);
  }
  return value;
}

export class MemoryResultCache implements ResultCache {
  readonly kind = 'memory';
  private readonly lru: LRUCache<string, Stored>;
  private readonly clock: () => number;
  private closed = false;

  constructor(options: MemoryResultCacheOptions = {}) {
    this.clock = options.clock ?? Date.now;
    const clock = this.clock;
    this.lru = new LRUCache<string, Stored>({
      max: positiveInteger('maxEntries', options.maxEntries ?? DEFAULT_MAX_ENTRIES),
      maxSize: positiveInteger('maxBytes', options.maxBytes ?? DEFAULT_MAX_BYTES),
      sizeCalculation: (stored) => Math.max(1, stored.bytes),
      // lru-cache measures TTLs with this clock; read it on every check so a fake clock works.
      perf: { now: clock },
      ttlResolution: 0,
      allowStale: false,
      updateAgeOnGet: false,
    });
  }

  async get<T = unknown>(key: string): Promise<CacheEntry<T> | null> {
    const stored = this.lru.get(key);
    if (!stored) return null;
    return { value: stored.value as T, cachedAt: stored.cachedAt };
  }

  async set(key: string, value: unknown, ttlSeconds: TtlSeconds): Promise<void> {
    if (this.closed || ttlSeconds < 0) return;
    const bytes = serialisedBytes(value);
    const ttl = ttlSeconds === 0 ? 0 : Math.max(1, Math.round(ttlSeconds * 1000));
    // ttl 0: lru-cache keeps the entry until it is evicted.
    this.lru.set(key, { value, cachedAt: this.clock(), bytes }, { ttl });
  }

  async delete(key: string): Promise<void> {
    this.lru.delete(key);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.lru.clear();
  }

  /** Entries held now (expired ones may linger until touched). */
  get size(): number {
    return this.lru.size;
  }

  /** Bytes charged for the entries held now. */
  get totalBytes(): number {
    return this.lru.calculatedSize;
  }
}
