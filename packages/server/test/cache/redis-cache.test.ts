import { randomUUID } from 'node:crypto';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cachedQuery, createResultCache, RedisResultCache } from '../../src/cache';
import { service } from '../platform/services';

const { url } = service('redis', 'the Redis cache tests (set TEST_REDIS_URL, e.g. redis://127.0.0.1:6379)');

describe.skipIf(!url)('RedisResultCache', () => {
  // A prefix of its own per run, so parallel suites and earlier runs never collide.
  const prefix = `tessera-test:${randomUUID()}:`;
  let cache: RedisResultCache;
  let admin: Redis;
  const warnings: string[] = [];

  beforeAll(() => {
    cache = new RedisResultCache(url!, {
      prefix,
      logger: { warn: (_details, message) => warnings.push(message) },
    });
    admin = new Redis(url!);
  });

  afterAll(async () => {
    const keys = await admin.keys(`${prefix}*`);
    if (keys.length > 0) await admin.del(...keys);
    await cache?.close();
    await admin?.quit();
  });

  it('round-trips a value with the time it was stored, under the prefix', async () => {
    const value = {
      data: [{ country: 'FR', 'SUM(sales)': 12.5, day: 1_700_000_000_000 }],
      colnames: ['country'],
    };
    const before = Date.now();
    await cache.set('k1', value, 60);
    const hit = await cache.get<typeof value>('k1');
    expect(hit?.value).toEqual(value);
    expect(hit?.cachedAt).toBeGreaterThanOrEqual(before);
    expect(await admin.exists(`${prefix}k1`)).toBe(1);
    expect(await cache.get('missing')).toBeNull();
  });

  it('lets Redis expire entries (SET EX) and keeps TTL-0 entries without expiry', async () => {
    await cache.set('ttl', 1, 60);
    const ttl = await admin.ttl(`${prefix}ttl`);
    expect(ttl).toBeGreaterThan(55);
    expect(ttl).toBeLessThanOrEqual(60);
    await cache.set('forever', 1, 0);
    expect(await admin.ttl(`${prefix}forever`)).toBe(-1);
    await cache.set('gone', 1, 1);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await cache.get('gone')).toBeNull();
  });

  it('stores nothing with a negative TTL and deletes on request', async () => {
    await cache.set('never', 1, -1);
    expect(await admin.exists(`${prefix}never`)).toBe(0);
    await cache.set('del', 1, 60);
    await cache.delete('del');
    expect(await cache.get('del')).toBeNull();
  });

  it('drops an unreadable entry and reports it as a miss', async () => {
    await admin.set(`${prefix}broken`, '{"t":1,"v":[1,2');
    expect(await cache.get('broken')).toBeNull();
    expect(await admin.exists(`${prefix}broken`)).toBe(0);
    expect(warnings).toContain('Redis result cache: unreadable entry removed');
  });

  it('shares entries between two caches on the same prefix (two servers), not across prefixes', async () => {
    const twin = new RedisResultCache(url!, { prefix });
    const stranger = new RedisResultCache(url!, { prefix: `${prefix}other:` });
    try {
      await cache.set('shared', 'from server 1', 60);
      expect((await twin.get('shared'))?.value).toBe('from server 1');
      expect(await stranger.get('shared')).toBeNull();
    } finally {
      await twin.close();
      await stranger.close();
    }
  });

  it('serves cachedQuery: one computation for concurrent misses, then hits', async () => {
    let calls = 0;
    const compute = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { rows: calls };
    };
    const results = await Promise.all(
      Array.from({ length: 10 }, () => cachedQuery(cache, 'cq', 60, false, compute)),
    );
    expect(calls).toBe(1);
    expect(results.every((r) => r.value.rows === 1 && !r.isCached)).toBe(true);
    const hit = await cachedQuery(cache, 'cq', 60, false, compute);
    expect(hit).toMatchObject({ value: { rows: 1 }, isCached: true });
  });

  it('is what createResultCache gives when REDIS_URL is set', async () => {
    const made = createResultCache({ redisUrl: url });
    try {
      expect(made.kind).toBe('redis');
    } finally {
      await made.close();
      await made.close();
    }
  });
});

describe('RedisResultCache with Redis away', () => {
  it('fails fast when Redis cannot be reached, so cachedQuery answers from the computation', async () => {
    // Port 1 refuses connections on any machine we run on.
    const down = new RedisResultCache('redis://127.0.0.1:1', {
      prefix: 'unused:',
      logger: { warn: () => {} },
    });
    const problems: string[] = [];
    try {
      const first = await cachedQuery(down, 'k', 60, false, async () => 'computed', {
        onCacheError: (_error, operation) => problems.push(operation),
      });
      expect(first).toMatchObject({ value: 'computed', isCached: false });
      expect(problems).toEqual(['get', 'set']);
      // Once the failure is known, lookups fail at once instead of waiting for reconnects.
      const started = performance.now();
      await expect(down.get('k')).rejects.toThrow(/unavailable/);
      expect(performance.now() - started).toBeLessThan(50);
    } finally {
      await down.close();
    }
  });
});

/** A TCP proxy to Redis the test can cut and restore, standing for a network outage. */
async function startProxy(target: URL, port = 0) {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port || 6379), target.hostname);
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('error', close).on('close', close);
    upstream.on('error', close).on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe.skipIf(!url)('RedisResultCache through an outage', () => {
  it('misses at once while Redis is away and serves again once it is back', async () => {
    const target = new URL(url!);
    let proxy = await startProxy(target);
    const port = proxy.port;
    const prefix = `tessera-test:${randomUUID()}:`;
    const cache = new RedisResultCache(`redis://127.0.0.1:${port}${target.pathname}`, {
      prefix,
      logger: { warn: () => {} },
    });
    try {
      await cache.set('k', 'before', 60);
      expect((await cache.get('k'))?.value).toBe('before');
      await proxy.stop();
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = performance.now();
      await expect(cache.get('k')).rejects.toThrow(/unavailable/);
      expect(performance.now() - started).toBeLessThan(50);
      proxy = await startProxy(target, port);
      const deadline = Date.now() + 5_000;
      let value: unknown = null;
      while (value === null && Date.now() < deadline) {
        value = (await cache.get('k').catch(() => null))?.value ?? null;
        if (value === null) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(value).toBe('before');
      await cache.delete('k');
    } finally {
      await cache.close();
      await proxy.stop();
    }
  });
});
