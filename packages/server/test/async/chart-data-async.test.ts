/**
 * POST /api/v1/chart/data under GLOBAL_ASYNC_QUERIES (SUPERSET_FACTS §9.1 step 3): 202 with the
 * job, then the event, then the rows at result_url; 200 straight away when the answer is cached;
 * 401 without the async token. With the flag off the route answers 200 as before.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureExamples } from '../../src/examples';
import { startTestApp, type TestApp } from '../platform/harness';
import { AsyncClient, ordersContext, ordersDatasetId, startAsyncApp } from './helpers';

type Entry = { data: Record<string, unknown>[]; is_cached: boolean; rowcount: number };

let t: TestApp;
let client: AsyncClient;
let datasetId: number;

beforeAll(async () => {
  t = await startAsyncApp();
  client = new AsyncClient(t, await t.login());
  await client.fetch('/api/v1/me/'); // the first response hands out the channel cookie
  datasetId = await ordersDatasetId(t);
});
afterAll(() => t?.close());

/** A query no other test asks, so its answer is not cached yet. */
const freshQuery = () =>
  ordersContext(datasetId, {
    columns: ['country'],
    metrics: [
      { expressionType: 'SQL', sqlExpression: 'SUM(quantity)', label: `q_${randomUUID().slice(0, 8)}` },
    ],
    orderby: [['country', true]],
    row_limit: 7,
  });

describe('POST /api/v1/chart/data with GLOBAL_ASYNC_QUERIES', () => {
  it('answers 202 with the job, then the event, then the rows at result_url; a repeat is a cached 200', async () => {
    const context = freshQuery();
    const started = await client.postChartData(context);
    expect(started.status).toBe(202);
    expect(Object.keys(started.body).sort()).toEqual(
      ['channel_id', 'errors', 'job_id', 'result_url', 'status', 'user_id'].sort(),
    );
    expect(started.body).toMatchObject({ status: 'pending', errors: [], result_url: null, user_id: 1 });
    const event = await client.waitForEvent(String(started.body.job_id));
    expect(event).toMatchObject({ status: 'done', errors: [], job_id: started.body.job_id });
    const answer = await client.json<{ result: Entry[] }>(String(event.result_url));
    expect(answer.status).toBe(200);
    expect(answer.body.result[0]!.rowcount).toBe(7);
    expect(Object.keys(answer.body.result[0]!.data[0]!)).toContain('country');

    const again = await client.postChartData(context);
    expect(again.status).toBe(200);
    const entry = (again.body as unknown as { result: Entry[] }).result[0]!;
    expect(entry.is_cached).toBe(true);
    expect(entry.data).toEqual(answer.body.result[0]!.data);
  });

  it('goes async again when the request forces a refresh', async () => {
    const context = freshQuery();
    const first = await client.postChartData(context);
    await client.waitForEvent(String(first.body.job_id));
    const forced = await client.postChartData({ ...context, force: true });
    expect(forced.status).toBe(202);
    expect((await client.waitForEvent(String(forced.body.job_id))).status).toBe('done');
  });

  it('ends a failing query in an error event', async () => {
    const started = await client.postChartData(
      ordersContext(datasetId, {
        columns: ['country'],
        metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(not_a_column)', label: 'broken' }],
        row_limit: 5,
      }),
    );
    expect(started.status).toBe(202);
    const event = await client.waitForEvent(String(started.body.job_id));
    expect(event).toMatchObject({ status: 'error', result_url: null });
    expect((event.errors as { message: string }[])[0]!.message).toMatch(/not_a_column/);
  });

  it('answers 401 without a valid async token, and 404 for an unknown dataset before queuing', async () => {
    const noCookie = await fetch(`${t.baseUrl}/api/v1/chart/data`, {
      method: 'POST',
      headers: { ...t.bearer(client.token), 'content-type': 'application/json' },
      body: JSON.stringify(freshQuery()),
    });
    expect(noCookie.status).toBe(401);
    const unknown = await client.postChartData(
      ordersContext(987_654, { columns: ['country'], metrics: ['count'] }),
    );
    expect(unknown.status).toBe(404);
  });

  it('keeps non-JSON formats synchronous', async () => {
    const response = await client.fetch('/api/v1/chart/data', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...freshQuery(), result_format: 'csv' }),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/country/);
  });
});

describe('POST /api/v1/chart/data with the flag off', () => {
  it('answers 200 with the rows as before', async () => {
    const off = await startTestApp({
      build: { afterStart: (app) => ensureExamples(app, { orderRows: 2_000 }) },
    });
    try {
      const token = await off.login();
      const id = await ordersDatasetId(off);
      const response = await fetch(`${off.baseUrl}/api/v1/chart/data`, {
        method: 'POST',
        headers: { ...off.bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(
          ordersContext(id, {
            columns: ['country'],
            metrics: ['count'],
            orderby: [['country', true]],
            row_limit: 3,
          }),
        ),
      });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { result: Entry[] };
      expect(body.result[0]!.data).toHaveLength(3);
    } finally {
      await off.close();
    }
  });
});
