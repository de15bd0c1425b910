import { describe, expect, it } from 'vitest';
import {
  type CacheEntry,
  cachedQuery,
  MemoryResultCache,
  type ResultCache,
  supersetDttm,
} from '../../src/cache';

/** A promise the test settles by hand, to hold a computation open while others arrive. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Counts calls of a computation that answers `value`. */
function counted<T>(value: () => T | Promise<T>) {
  const state = { calls: 0 };
  const compute = async () => {
    state.calls += 1;
    return value();
  };
  return { state, compute };
}

/** A store whose reads or writes fail, standing for Redis being away. */
class FailingCache implements ResultCache {
  readonly kind = 'redis';
  constructor(private readonly fail: { get?: boolean; set?: boolean }) {}
  async get<T>(): Promise<CacheEntry<T> | null> {
    if (this.fail.get) throw new Error('connection refused');
    return null;
  }
  async set(): Promise<void> {
    if (this.fail.set) throw new Error('connection refused');
  }
  async delete(): Promise<void> {}
  async close(): Promise<void> {}
}

describe('cachedQuery', () => {
  it('computes on a miss, then serves the stored value with Superset cache fields', async () => {
    const cache = new MemoryResultCache();
    const { state, compute } = counted(() => ({ rows: 3 }));
    const first = await cachedQuery(cache, 'k', 60, false, compute);
    expect(first).toMatchObject({ value: { rows: 3 }, isCached: false, cachedDttm: null, shared: false });
    const second = await cachedQuery(cache, 'k', 60, false, compute);
    expect(second.isCached).toBe(true);
    expect(second.value).toEqual({ rows: 3 });
    expect(second.cachedDttm).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(second.cachedDttm).toBe(supersetDttm(second.cachedAt!));
    expect(second.lookupMs).toBeGreaterThanOrEqual(0);
    expect(state.calls).toBe(1);
  });

  it('recomputes when forced and stores the fresh value', async () => {
    const cache = new MemoryResultCache();
    let version = 1;
    const compute = async () => ({ version });
    await cachedQuery(cache, 'k', 60, false, compute);
    version = 2;
    const forced = await cachedQuery(cache, 'k', 60, true, compute);
    expect(forced).toMatchObject({ value: { version: 2 }, isCached: false, lookupMs: 0 });
    expect((await cachedQuery(cache, 'k', 60, false, compute)).value).toEqual({ version: 2 });
  });

  it('runs N concurrent identical misses once and gives all of them the answer', async () => {
    const cache = new MemoryResultCache();
    const gate = deferred<{ rows: number }>();
    const { state, compute } = counted(() => gate.promise);
    const calls = Array.from({ length: 20 }, (_, i) => cachedQuery(cache, 'k', 60, i % 5 === 0, compute));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(state.calls).toBe(1);
    gate.resolve({ rows: 42 });
    const results = await Promise.all(calls);
    expect(state.calls).toBe(1);
    expect(new Set(results.map((r) => r.value)).size).toBe(1);
    expect(results.every((r) => r.value.rows === 42 && !r.isCached)).toBe(true);
    expect(results.filter((r) => r.shared)).toHaveLength(19);
    // The flight is over: the next request is a plain hit.
    expect((await cachedQuery(cache, 'k', 60, false, compute)).isCached).toBe(true);
  });

  it('keeps different keys apart', async () => {
    const cache = new MemoryResultCache();
    const { state, compute } = counted(() => 'v');
    await Promise.all([
      cachedQuery(cache, 'a', 60, false, compute),
      cachedQuery(cache, 'b', 60, false, compute),
    ]);
    expect(state.calls).toBe(2);
  });

  it('hands a failure to every waiter, caches nothing, and lets the next request retry', async () => {
    const cache = new MemoryResultCache();
    const gate = deferred<string>();
    const { state, compute } = counted(() => gate.promise);
    const calls = [1, 2, 3].map(() => cachedQuery(cache, 'k', 60, false, compute));
    await new Promise((resolve) => setTimeout(resolve, 5));
    gate.reject(new Error('relation "sales" does not exist'));
    for (const call of calls) await expect(call).rejects.toThrow('relation "sales" does not exist');
    expect(state.calls).toBe(1);
    expect(await cache.get('k')).toBeNull();
    const retry = await cachedQuery(cache, 'k', 60, false, async () => 'ok');
    expect(retry).toMatchObject({ value: 'ok', isCached: false });
  });

  it('never reads nor stores with a -1 timeout, but still shares a running computation', async () => {
    const cache = new MemoryResultCache();
    await cache.set('k', 'stale', 60);
    const gate = deferred<string>();
    const { state, compute } = counted(() => gate.promise);
    const calls = [cachedQuery(cache, 'k', -1, false, compute), cachedQuery(cache, 'k', -1, false, compute)];
    gate.resolve('fresh');
    const results = await Promise.all(calls);
    expect(results.map((r) => r.value)).toEqual(['fresh', 'fresh']);
    expect(state.calls).toBe(1);
    expect((await cache.get('k'))?.value).toBe('stale');
  });

  it('does not store values that shouldCache refuses', async () => {
    const cache = new MemoryResultCache();
    const failed = { status: 'failed' };
    await cachedQuery(cache, 'k', 60, false, async () => failed, {
      shouldCache: (value) => value.status !== 'failed',
    });
    expect(await cache.get('k')).toBeNull();
  });

  it('turns cache trouble into misses and reports it', async () => {
    const problems: string[] = [];
    const onCacheError = (error: unknown, operation: 'get' | 'set') =>
      problems.push(`${operation}: ${(error as Error).message}`);
    const down = new FailingCache({ get: true, set: true });
    const result = await cachedQuery(down, 'k', 60, false, async () => 7, { onCacheError });
    expect(result).toMatchObject({ value: 7, isCached: false });
    expect(problems).toEqual(['get: connection refused', 'set: connection refused']);
  });
});
