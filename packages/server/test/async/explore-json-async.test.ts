/**
 * Legacy charts under GLOBAL_ASYNC_QUERIES (SUPERSET_FACTS §9.1 item 7): /superset/explore_json/
 * answers 202 with a job when the chart is not cached, the event's result_url
 * /superset/explore_json/data/<ejr-key> answers the legacy payload, and a repeat is a cached 200.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../platform/harness';
import { AsyncClient, ordersDatasetId, startAsyncApp } from './helpers';

type Payload = {
  data: { records: Record<string, unknown>[]; columns: string[] };
  is_cached: boolean;
  form_data: Record<string, unknown>;
};

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

/** A legacy table chart no other test asks for, so its answer is not cached yet. */
const freshForm = (metric = `q_${randomUUID().slice(0, 8)}`) => ({
  datasource: `${datasetId}__table`,
  viz_type: 'table',
  groupby: ['country'],
  metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(quantity)', label: metric }],
  row_limit: 5,
  order_desc: true,
});

const post = (formData: unknown) =>
  client.json<Record<string, unknown>>('/superset/explore_json/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ form_data: formData }),
  });

describe('/superset/explore_json/ with GLOBAL_ASYNC_QUERIES', () => {
  it('answers 202, then an event whose result_url gives the legacy payload; a repeat is a cached 200', async () => {
    const form = freshForm();
    const started = await post(form);
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'pending', errors: [], result_url: null });
    const event = await client.waitForEvent(String(started.body.job_id));
    expect(event).toMatchObject({ status: 'done', errors: [] });
    expect(String(event.result_url)).toMatch(/^\/superset\/explore_json\/data\/ejr-[0-9a-f]{64}$/);

    const answer = await client.json<Payload>(String(event.result_url));
    expect(answer.status).toBe(200);
    expect(answer.body.is_cached).toBe(true);
    expect(answer.body.data.columns).toEqual(['country', form.metrics[0]!.label]);
    expect(answer.body.data.records).toHaveLength(5);

    const again = await post(form);
    expect(again.status).toBe(200);
    expect((again.body as unknown as Payload).data).toEqual(answer.body.data);
  });

  it('ends a chart that cannot run in an error event', async () => {
    const started = await post({
      ...freshForm(),
      metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(not_a_column)', label: 'broken' }],
    });
    expect(started.status).toBe(202);
    const event = await client.waitForEvent(String(started.body.job_id));
    expect(event).toMatchObject({ status: 'error', result_url: null });
    expect((event.errors as { message: string }[])[0]!.message).toMatch(/not_a_column/);
  });

  it('answers the query variant at once, and 401 without the async token', async () => {
    const query = await client.json<{ query: string }>('/superset/explore_json/?query=true', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ form_data: freshForm() }),
    });
    expect(query.status).toBe(200);
    expect(query.body.query).toMatch(/GROUP BY/);

    const bare = await fetch(`${t.baseUrl}/superset/explore_json/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...t.bearer(client.token) },
      body: JSON.stringify({ form_data: freshForm() }),
    });
    expect(bare.status).toBe(401);
  });

  it('answers 404 for an unknown result key', async () => {
    const missing = await client.json(`/superset/explore_json/data/ejr-${'0'.repeat(64)}`);
    expect(missing.status).toBe(404);
  });
});
