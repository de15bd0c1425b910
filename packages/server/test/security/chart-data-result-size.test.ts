/**
 * Issue 13 finding 4: an answer larger than TESSERA_MAX_RESULT_BYTES is never sent and never
 * cached; the client gets 422 with our message, in JSON, CSV, XLSX, explore_json and async runs.
 * The cap is set to 100 KB here so the 5,000 example orders cross it.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringifyCapped } from '../../src/engine/result-size';
import { ASYNC_ON, AsyncClient } from '../async/helpers';
import { type OrdersApp, startOrdersApp } from '../engine/orders-app';

const CAP = 100_000;
const MESSAGE =
  'The result is larger than this server sends (TESSERA_MAX_RESULT_BYTES = 100 KB). ' +
  'Add filters, lower the row limit or pick fewer columns.';

let o: OrdersApp;
const cacheWrites: { key: string; value: unknown }[] = [];

beforeAll(async () => {
  o = await startOrdersApp({
    env: { TESSERA_MAX_RESULT_BYTES: String(CAP), TESSERA_FEATURE_FLAGS: ASYNC_ON },
    routes: (app) => {
      // Record every cache write, to prove a too-large answer is never stored.
      const set = app.resultCache.set.bind(app.resultCache);
      app.resultCache.set = (key, value, ttl) => {
        cacheWrites.push({ key, value });
        return set(key, value, ttl);
      };
    },
  });
}, 60_000);
afterAll(() => o?.close());

const rawRows = (rowLimit: number, extra: Record<string, unknown> = {}) =>
  o.context(
    {
      columns: ['order_id', 'order_date', 'country', 'channel', 'revenue'],
      metrics: null,
      row_limit: rowLimit,
    },
    extra,
  );

/**
 * POSTs without the async-token cookie: with GLOBAL_ASYNC_QUERIES on (for the async test) only
 * JSON `full` results go async, so these bodies use another result type or format.
 */
async function post(body: unknown) {
  const response = await fetch(`${o.t.baseUrl}/api/v1/chart/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text(), type: response.headers.get('content-type') };
}

const tooLarge = (text: string) => {
  const body = JSON.parse(text) as { message: string; errors: { error_type: string }[] };
  expect(body.message).toBe(MESSAGE);
  expect(body.errors[0]).toMatchObject({ error_type: 'RESULT_TOO_LARGE_ERROR', level: 'error' });
};

describe('CSV and XLSX exports over the cap', () => {
  it('answer 422 and store nothing; a small export answers 200', async () => {
    const small = await post(rawRows(10, { result_format: 'csv' }));
    expect(small.status).toBe(200);
    expect(small.text.split('\n')[0]).toBe('order_id,order_date,country,channel,revenue');

    const writes = cacheWrites.length;
    const csv = await post(rawRows(5_000, { result_format: 'csv' }));
    expect(csv.status).toBe(422);
    tooLarge(csv.text);
    const xlsx = await post(rawRows(5_000, { result_format: 'xlsx' }));
    expect(xlsx.status).toBe(422);
    tooLarge(xlsx.text);
    expect(cacheWrites.length).toBe(writes);
  });
});

describe('JSON answers over the cap', () => {
  let client: AsyncClient;
  beforeAll(async () => {
    client = new AsyncClient(o.t, o.token);
    await client.fetch('/api/v1/me/'); // the async-token cookie
  });

  it('an async job over the cap ends in an error event with our message and caches nothing', async () => {
    const small = await client.postChartData(rawRows(20));
    expect(small.status).toBe(202);
    expect((await client.waitForEvent(String(small.body.job_id))).status).toBe('done');

    const writes = cacheWrites.length;
    const big = await client.postChartData(rawRows(5_000));
    expect(big.status).toBe(202);
    const event = await client.waitForEvent(String(big.body.job_id));
    expect(event).toMatchObject({ status: 'error', result_url: null });
    expect(event.errors).toEqual([{ message: MESSAGE, error_type: 'RESULT_TOO_LARGE_ERROR' }]);
    expect(cacheWrites.length).toBe(writes);
  });

  it('one huge value (the repro was MAX(repeat(...)), which the guard now refuses) answers 422', async () => {
    // ~150 KB in one cell: every order's country, channel and revenue joined.
    const sql = "STRING_AGG(country || channel || CAST(revenue AS VARCHAR), ',')";
    const body = o.context(
      { columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }] },
      { result_type: 'results' },
    );
    const writes = cacheWrites.length;
    const answer = await post(body);
    expect(answer.status).toBe(422);
    tooLarge(answer.text);
    expect(cacheWrites.length).toBe(writes);
  });

  it('two answers under the cap whose sum is over it answer 422', async () => {
    const query = { columns: ['order_id', 'country'], metrics: null, row_limit: 1_500 };
    const one = await post(o.context(query, { result_type: 'results' }));
    expect(one.status).toBe(200);
    expect(one.text.length).toBeGreaterThan(CAP / 2);
    const both = await post(o.context([query, { ...query, row_offset: 1 }], { result_type: 'results' }));
    expect(both.status).toBe(422);
    tooLarge(both.text);
  });
});

describe('explore_json over the cap', () => {
  const formData = (rowLimit: number) => ({
    datasource: `${o.ordersId}__table`,
    viz_type: 'table',
    all_columns: ['order_id', 'order_date', 'country', 'channel', 'revenue'],
    query_mode: 'raw',
    row_limit: rowLimit,
  });
  const explore = (flags: string, data: unknown) =>
    fetch(`${o.t.baseUrl}/superset/explore_json/${flags}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
      body: JSON.stringify({ form_data: data }),
    });

  it('answers 422 for JSON and CSV, 200 under the cap', async () => {
    expect((await explore('?results=true', formData(10))).status).toBe(200);
    for (const flags of ['?results=true', '?csv=true']) {
      const response = await explore(flags, formData(5_000));
      expect(response.status).toBe(422);
      tooLarge(await response.text());
    }
  });
});

describe('stringifyCapped', () => {
  it('is JSON.stringify, byte for byte, up to the exact cap, and refuses one byte less', () => {
    const rows = fc.array(fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 1 })), { minLength: 1 });
    fc.assert(
      fc.property(
        rows,
        fc.nat(5_000),
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
        (some, n, rest) => {
          // Past 2,000 rows (one chunk) the chunked path can be taken.
          const data = Array.from({ length: n }, (_, i) => some[i % some.length]);
          const value = { ...rest, data };
          const text = JSON.stringify(value);
          const bytes = Buffer.byteLength(text, 'utf8');
          expect(stringifyCapped(value, Number.MAX_SAFE_INTEGER)).toBe(text);
          expect(stringifyCapped(value, bytes)).toBe(text); // near the cap: the chunked path
          expect(() => stringifyCapped(value, bytes - 1)).toThrow(/larger than this server sends/);
        },
      ),
      { numRuns: 30 },
    );
  });

  it('stops at the chunk that crosses the cap instead of serialising every row', () => {
    let serialised = 0;
    const data = Array.from({ length: 100_000 }, (_, i) => ({
      toJSON: () => {
        serialised++;
        return { id: i, name: `row ${i}` };
      },
    }));
    expect(() => stringifyCapped({ status: 'success', data }, 50_000)).toThrow(
      /TESSERA_MAX_RESULT_BYTES = 50 KB/,
    );
    expect(serialised).toBeLessThan(10_000);
  });

  it('counts UTF-8 bytes, not characters', () => {
    const value = { data: ['é'.repeat(40)] }; // 40 characters, 80 bytes
    expect(() => stringifyCapped(value, 70)).toThrow(/larger than this server sends/);
    expect(stringifyCapped(value, 100)).toBe(JSON.stringify(value));
  });
});
