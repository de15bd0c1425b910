/**
 * Issue 12 item 4: Redis down. The server's result cache reaches Redis through a TCP proxy the test
 * cuts: chart data still answers (computed, uncached) with no 5xx and no hang; once the proxy is
 * restored the cache is used again, without restarting the server. With asynchronous queries on,
 * chart data answers synchronously with a warning header while the job queue is away, and is
 * queued (202) again once Redis is back.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASYNC_FALLBACK_HEADER, ASYNC_FALLBACK_WARNING } from '../../src/jobs/start-async';
import { AsyncClient, ordersContext, ordersDatasetId, startAsyncApp } from '../async/helpers';
import type { TestApp } from '../platform/harness';
import { service } from '../platform/services';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const { url } = service('redis', 'the Redis outage fault test (set TEST_REDIS_URL)');

interface Answer {
  status: number;
  body: { result?: { data: unknown[]; is_cached: boolean }[]; message?: string };
}

describe.skipIf(!url)('Redis going away under a running server', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let headers: Record<string, string>;
  let datasetId: number;
  // A label of its own per run, so no earlier run's cache entry answers for this one.
  const label = `orders_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const target = new URL(url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    // Feature flags empty: chart data runs synchronously, Redis is only the result cache.
    t = await startAsyncApp({ REDIS_URL: proxy.url(url!), TESSERA_FEATURE_FLAGS: '{}' });
    headers = { ...t.bearer(await t.login()), 'content-type': 'application/json' };
    datasetId = await ordersDatasetId(t);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  const chartData = async (): Promise<Answer> => {
    const response = await fetch(`${t.baseUrl}/api/v1/chart/data`, {
      method: 'POST',
      headers,
      body: JSON.stringify(
        ordersContext(datasetId, {
          columns: ['region'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }],
          row_limit: 10,
        }),
      ),
    });
    return { status: response.status, body: (await response.json()) as Answer['body'] };
  };

  it('answers uncached while Redis is away and uses the cache again once it is back', {
    timeout: 45_000,
  }, async () => {
    const first = await chartData();
    expect(first.status).toBe(200);
    expect(first.body.result?.[0]?.is_cached).toBe(false);
    const cached = await chartData();
    expect(cached.body.result?.[0]?.is_cached).toBe(true);

    await proxy.cut();
    for (let n = 0; n < 3; n++) {
      const answer = await chartData();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.result?.[0]?.is_cached).toBe(false);
      expect(answer.body.result?.[0]?.data).toEqual(first.body.result?.[0]?.data);
    }

    await proxy.restore();
    // The client reconnects by itself; the cache answers again within a few attempts.
    let again: Answer = await chartData();
    for (let n = 0; n < 40 && again.body.result?.[0]?.is_cached !== true; n++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await chartData();
    }
    expect(again.status).toBe(200);
    expect(again.body.result?.[0]?.is_cached).toBe(true);
  });
});

describe.skipIf(!url)('Redis going away with asynchronous queries on', () => {
  let proxy: TcpProxy;
  let t: TestApp;
  let c: AsyncClient;
  let datasetId: number;
  const label = `orders_${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    const target = new URL(url!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 6379));
    // One Redis for queue, events and cache, all through the proxy; the server is its own worker.
    t = await startAsyncApp({ REDIS_URL: proxy.url(url!) });
    c = new AsyncClient(t, await t.login());
    await c.fetch('/api/v1/me/'); // the async-token cookie, as the web app gets it on boot
    datasetId = await ordersDatasetId(t);
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
  });

  /** A fresh query each time (its own row limit), so no cached answer short-cuts the queue. */
  let rowLimit = 10;
  const ask = async () => {
    rowLimit += 1;
    const response = await c.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        ordersContext(datasetId, {
          columns: ['region'],
          metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label }],
          row_limit: rowLimit,
        }),
      ),
    });
    return {
      status: response.status,
      warning: response.headers.get(ASYNC_FALLBACK_HEADER),
      body: (await response.json()) as { result?: { data: unknown[] }[]; job_id?: string },
    };
  };

  it('answers synchronously with a warning while Redis is away, and queues again once it is back', {
    timeout: 60_000,
  }, async () => {
    const queued = await ask();
    expect(queued.status).toBe(202);
    expect(queued.body.job_id).toBeTruthy();

    await proxy.cut();
    for (let n = 0; n < 3; n++) {
      const answer = await ask();
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.warning).toBe(ASYNC_FALLBACK_WARNING);
      expect(answer.body.result?.[0]?.data.length).toBeGreaterThan(0);
    }

    await proxy.restore();
    let again = await ask();
    for (let n = 0; n < 40 && again.status !== 202; n++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      again = await ask();
    }
    expect(again.status).toBe(202);
    expect(again.warning).toBeNull();
  });
});
