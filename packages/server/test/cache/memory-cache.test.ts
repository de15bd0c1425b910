import { describe, expect, it } from 'vitest';
import { MemoryResultCache, serialisedBytes } from '../../src/cache';

/** A clock the test moves by hand. */
function manualClock(start = Date.UTC(2026, 10, 21, 12, 0, 0)) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A value whose JSON is exactly `bytes` long: `"xxx…"`. */
const sized = (bytes: number) => 'x'.repeat(bytes - 2);

describe('MemoryResultCache', () => {
  it('stores and returns a value with the time it was stored', async () => {
    const clock = manualClock();
    const cache = new MemoryResultCache({ clock: clock.now });
    const value = { data: [{ a: 1 }], colnames: ['a'] };
    await cache.set('k', value, 60);
    expect(await cache.get('k')).toEqual({ value, cachedAt: clock.now() });
    expect(await cache.get('other')).toBeNull();
    await cache.delete('k');
    expect(await cache.get('k')).toBeNull();
  });

  it('expires an entry after its own TTL, and keeps a TTL-0 entry', async () => {
    const clock = manualClock();
    const cache = new MemoryResultCache({ clock: clock.now });
    await cache.set('short', 1, 10);
    await cache.set('long', 2, 100);
    await cache.set('forever', 3, 0);
    clock.advance(9_999);
    expect((await cache.get('short'))?.value).toBe(1);
    clock.advance(2);
    expect(await cache.get('short')).toBeNull();
    expect((await cache.get('long'))?.value).toBe(2);
    clock.advance(100_000);
    expect(await cache.get('long')).toBeNull();
    clock.advance(365 * 86_400_000);
    expect((await cache.get('forever'))?.value).toBe(3);
  });

  it('does not store with a negative TTL (never cache)', async () => {
    const cache = new MemoryResultCache();
    await cache.set('k', 1, -1);
    expect(await cache.get('k')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('charges each entry its UTF-8 JSON size', async () => {
    const cache = new MemoryResultCache();
    await cache.set('a', { s: 'é' }, 60); // {"s":"é"} is 9 characters, 10 bytes
    await cache.set('b', [1, 2, 3], 60);
    expect(serialisedBytes({ s: 'é' })).toBe(10);
    expect(cache.totalBytes).toBe(10 + '[1,2,3]'.length);
  });

  it('evicts the least recently used entries when the byte budget is exceeded', async () => {
    const cache = new MemoryResultCache({ maxBytes: 1_000, maxEntries: 100 });
    await cache.set('a', sized(300), 60);
    await cache.set('b', sized(300), 60);
    await cache.set('c', sized(300), 60);
    expect(cache.totalBytes).toBe(900);
    await cache.get('a'); // a is now more recent than b
    await cache.set('d', sized(300), 60);
    expect(await cache.get('b')).toBeNull();
    expect(await cache.get('a')).not.toBeNull();
    expect(await cache.get('c')).not.toBeNull();
    expect(await cache.get('d')).not.toBeNull();
    expect(cache.totalBytes).toBeLessThanOrEqual(1_000);
  });

  it('never stores a value larger than the whole budget, and drops the old value of that key', async () => {
    const cache = new MemoryResultCache({ maxBytes: 1_000 });
    await cache.set('k', sized(100), 60);
    await cache.set('other', sized(100), 60);
    await cache.set('k', sized(1_001), 60);
    expect(await cache.get('k')).toBeNull();
    expect((await cache.get('other'))?.value).toBe(sized(100));
    expect(cache.totalBytes).toBe(100);
  });

  it('evicts by entry count as well', async () => {
    const cache = new MemoryResultCache({ maxEntries: 2 });
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(cache.size).toBe(2);
    expect(await cache.get('a')).toBeNull();
  });

  it('refuses values JSON cannot hold, and bad bounds', async () => {
    const cache = new MemoryResultCache();
    await expect(cache.set('k', undefined, 60)).rejects.toThrow(/JSON-serialisable/);
    await expect(cache.set('k', { n: 1n }, 60)).rejects.toThrow(TypeError);
    expect(() => new MemoryResultCache({ maxBytes: 0 })).toThrow(/maxBytes must be a positive integer/);
  });

  it('is empty and stores nothing once closed', async () => {
    const cache = new MemoryResultCache();
    await cache.set('k', 1, 60);
    await cache.close();
    await cache.close();
    expect(await cache.get('k')).toBeNull();
    await cache.set('k', 1, 60);
    expect(await cache.get('k')).toBeNull();
  });
});
