import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../../src/engine/connectors/duckdb';
import { ensureExamples } from '../../src/examples';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { grantPermissions } from '../../src/security/seed';
import { startTestApp, type TestApp } from '../platform/harness';

let t: TestApp;
let token: string;
let ordersId: number;
let duck: DuckDBConnector;

beforeAll(async () => {
  t = await startTestApp({ build: { afterStart: (app) => ensureExamples(app, { orderRows: 5_000 }) } });
  token = await t.login();
  const orders = await t.app.store
    .selectFrom('tables')
    .select('id')
    .where('table_name', '=', 'tessera_orders')
    .executeTakeFirstOrThrow();
  ordersId = orders.id;
  duck = new DuckDBConnector({ path: t.config.examplesDuckdbPath });
});
afterAll(() => t?.close());

type Result = Record<string, unknown> & {
  data: Record<string, unknown>[];
  colnames: string[];
  coltypes: number[];
};

async function post(body: unknown, headers: Record<string, string> = t.bearer(token)) {
  const response = await fetch(`${t.baseUrl}/api/v1/chart/data`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { result: Result[]; message?: unknown },
  };
}

const context = (query: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  datasource: { id: ordersId, type: 'table' },
  force: false,
  queries: [query],
  result_format: 'json',
  result_type: 'full',
  ...extra,
});

/** The same question asked of DuckDB directly: what the API must answer. */
async function direct(sql: string, parameters: (string | number)[] = []) {
  return (await duck.execute(sql, parameters)).rows;
}

describe('POST /api/v1/chart/data', () => {
  it('returns raw rows in Superset’s response shape', async () => {
    const { status, body } = await post(
      context({
        columns: ['order_id', 'order_date', 'country', 'revenue'],
        metrics: null,
        orderby: [['order_id', true]],
        row_limit: 5,
      }),
    );
    expect(status).toBe(200);
    const [result] = body.result;
    expect(result).toMatchObject({
      status: 'success',
      error: null,
      is_cached: false,
      cached_dttm: null,
      cache_key: expect.stringMatching(/^[0-9a-f]{64}$/),
      result_format: 'json',
      rowcount: 5,
      sql_rowcount: 5,
      colnames: ['order_id', 'order_date', 'country', 'revenue'],
      coltypes: [0, 2, 1, 0],
      annotation_data: {},
      rejected_filters: [],
    });
    expect(result!.data).toEqual(
      await direct(
        'SELECT order_id, order_date, country, revenue FROM tessera_orders ORDER BY order_id LIMIT 5',
      ),
    );
    expect(typeof result!.data[0]!.order_date).toBe('number');
    expect(result!.query).toMatch(/FROM .*tessera_orders/);
    expect(Object.keys(result!.timing as object)).toEqual(
      expect.arrayContaining([
        'validate',
        'cache_lookup',
        'compile',
        'execute',
        'post_process',
        'serialise',
        'total',
      ]),
    );
  });

  it('aggregates by a dimension with saved and adhoc metrics', async () => {
    const { status, body } = await post(
      context({
        columns: ['region'],
        metrics: [
          'sum__revenue',
          'count',
          {
            expressionType: 'SIMPLE',
            aggregate: 'MAX',
            column: { column_name: 'quantity' },
            label: 'MAX(quantity)',
          },
        ],
        orderby: [['sum__revenue', false]],
        row_limit: 100,
      }),
    );
    expect(status).toBe(200);
    const [result] = body.result;
    expect(result!.colnames).toEqual(['region', 'sum__revenue', 'count', 'MAX(quantity)']);
    expect(result!.coltypes).toEqual([1, 0, 0, 0]);
    const expected = await direct(
      'SELECT region, SUM(revenue) AS sum__revenue, COUNT(*) AS count, MAX(quantity) AS "MAX(quantity)" FROM tessera_orders GROUP BY region ORDER BY 2 DESC',
    );
    expect(result!.data).toEqual(expected);
    expect(result!.rowcount).toBe(5);
  });

  it('buckets a time series by month and by day, with a time range filter', async () => {
    const monthly = await post(
      context({
        columns: [
          {
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
            timeGrain: 'P1M',
          },
        ],
        metrics: ['count'],
        orderby: [],
        row_limit: 1000,
      }),
    );
    expect(monthly.status).toBe(200);
    const expectedMonthly = await direct(
      "SELECT date_trunc('month', order_date)::TIMESTAMP AS order_date, COUNT(*) AS count FROM tessera_orders GROUP BY 1 ORDER BY 1",
    );
    const rows = [...monthly.body.result[0]!.data].sort(
      (a, b) => Number(a.order_date) - Number(b.order_date),
    );
    expect(rows).toEqual(expectedMonthly);
    expect(rows).toHaveLength(36);
    expect(monthly.body.result[0]!.coltypes).toEqual([2, 0]);

    const daily = await post(
      context({
        columns: [
          {
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
            timeGrain: 'P1D',
          },
        ],
        metrics: ['sum__revenue'],
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-02-01' }],
        orderby: [],
        row_limit: 1000,
      }),
    );
    expect(daily.status).toBe(200);
    const result = daily.body.result[0]!;
    const expectedDaily = await direct(
      "SELECT date_trunc('day', order_date)::TIMESTAMP AS order_date, SUM(revenue) AS sum__revenue FROM tessera_orders WHERE order_date >= TIMESTAMP '2024-01-01' AND order_date < TIMESTAMP '2024-02-01' GROUP BY 1 ORDER BY 1",
    );
    expect([...result.data].sort((a, b) => Number(a.order_date) - Number(b.order_date))).toEqual(
      expectedDaily,
    );
    expect(result.data.length).toBeGreaterThan(20);
    expect(result.data.length).toBeLessThanOrEqual(31);
    expect(result.from_dttm).toBe(Date.UTC(2024, 0, 1));
    expect(result.to_dttm).toBe(Date.UTC(2024, 1, 1));
    expect(result.applied_filters).toEqual([{ column: 'order_date' }]);
  });

  it('keeps a text x-axis typed as text when the chart sends a time grain with it', async () => {
    const { status, body } = await post(
      context({
        columns: [
          {
            columnType: 'BASE_AXIS',
            sqlExpression: 'region',
            label: 'region',
            expressionType: 'SQL',
            timeGrain: 'P1D',
          },
        ],
        metrics: ['count'],
        orderby: [],
        row_limit: 100,
      }),
    );
    expect(status).toBe(200);
    const [result] = body.result;
    expect(result!.coltypes).toEqual([1, 0]);
    expect(typeof result!.data[0]!.region).toBe('string');
  });

  it('applies filters as bound values', async () => {
    const { status, body } = await post(
      context({
        columns: ['channel'],
        metrics: ['count'],
        filters: [
          { col: 'region', op: 'IN', val: ['Europe', "Asia' OR 1=1 --"] },
          { col: 'revenue', op: '>=', val: 500 },
          { col: 'status', op: '!=', val: 'Cancelled' },
        ],
        orderby: [['count', false]],
      }),
    );
    expect(status).toBe(200);
    const expected = await direct(
      "SELECT channel, COUNT(*) AS count FROM tessera_orders WHERE region IN ('Europe') AND revenue >= 500 AND status <> 'Cancelled' GROUP BY 1 ORDER BY 2 DESC",
    );
    expect(body.result[0]!.data).toEqual(expected);
    expect(body.result[0]!.applied_filters).toEqual([
      { column: 'region' },
      { column: 'revenue' },
      { column: 'status' },
    ]);
  });

  it('runs a saved chart’s query context, pivoting series into columns', async () => {
    const chart = await t.app.store
      .selectFrom('slices')
      .select('query_context')
      .where('slice_name', '=', 'Revenue by Region')
      .executeTakeFirstOrThrow();
    const { status, body } = await post(JSON.parse(chart.query_context!));
    expect(status).toBe(200);
    const result = body.result[0]!;
    expect(result.colnames).toEqual([
      'order_date',
      'Asia Pacific',
      'Europe',
      'Latin America',
      'Middle East & Africa',
      'North America',
    ]);
    expect(result.coltypes).toEqual([2, 0, 0, 0, 0, 0]);
    const expected = await direct(
      "SELECT date_trunc('quarter', order_date)::TIMESTAMP AS q, SUM(revenue) FILTER (WHERE region = 'Europe') AS europe FROM tessera_orders GROUP BY 1 ORDER BY 1",
    );
    expect(result.data.map((row) => [row.order_date, row.Europe])).toEqual(
      expected.map((row) => [row.q, row.europe]),
    );
    expect(result.label_map).toMatchObject({ Europe: ['Europe'] });
  });

  it('answers result_type query with the SQL, and samples with every column', async () => {
    const query = await post(context({ columns: ['region'], metrics: ['count'] }, { result_type: 'query' }));
    expect(query.status).toBe(200);
    expect(query.body.result[0]).toMatchObject({ query: expect.stringMatching(/GROUP BY/), language: 'sql' });
    const samples = await post(
      context({ columns: [], metrics: ['count'], row_limit: 3 }, { result_type: 'samples' }),
    );
    expect(samples.status).toBe(200);
    expect(samples.body.result[0]!.colnames).toEqual(
      expect.arrayContaining(['order_id', 'order_date', 'revenue', 'cost']),
    );
    expect(samples.body.result[0]!.rowcount).toBe(3);
  });

  it('accepts the query context as a form field form_data', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/chart/data`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...t.bearer(token) },
      body: new URLSearchParams({
        form_data: JSON.stringify(context({ columns: [], metrics: ['count'] })),
      }).toString(),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: Result[] };
    expect(body.result[0]!.data).toEqual([{ count: 5000 }]);
  });

  it('answers 404 for an unknown dataset and 400 for a malformed body', async () => {
    const missing = await post({
      ...context({ columns: [], metrics: ['count'] }),
      datasource: { id: 999_999, type: 'table' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('The datasource 999999 does not exist');

    const malformed = await post({ queries: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toMatch(/^Request is incorrect: .*datasource.*queries/);

    const badOperator = await post(
      context({ columns: [], metrics: ['count'], filters: [{ col: 'region', op: 'SOUNDS LIKE', val: 'x' }] }),
    );
    expect(badOperator.status).toBe(400);
    expect(badOperator.body.message).toMatch(/^Request is incorrect:/);

    const unknownColumn = await post(context({ columns: ['no_such_column'], metrics: ['count'] }));
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.body.message).toMatch(/^Error: .*no_such_column/);
  });

  it('refuses anonymous callers and users without access to the dataset', async () => {
    const anonymous = await post(context({ columns: [], metrics: ['count'] }), {});
    expect(anonymous.status).toBe(401);
    await t.createUser('gamma_user', 'gamma-password-1', [ROLE_GAMMA]);
    const gamma = await t.login('gamma_user', 'gamma-password-1');
    const denied = await post(context({ columns: [], metrics: ['count'] }), t.bearer(gamma));
    expect(denied.status).toBe(403);
    // Granted datasource_access on this one dataset, a Gamma user may query it.
    await grantPermissions(t.app.store, 'orders_readers', [
      ['datasource_access', `[examples].[tessera_orders](id:${ordersId})`],
    ]);
    await t.createUser('reader', 'reader-password-1', [ROLE_GAMMA, 'orders_readers']);
    const reader = await t.login('reader', 'reader-password-1');
    const allowed = await post(context({ columns: [], metrics: ['count'] }), t.bearer(reader));
    expect(allowed.status).toBe(200);
    expect(allowed.body.result[0]!.data).toEqual([{ count: 5000 }]);
  });
});

describe('GET /api/v1/chart/{pk}/data/ and result type timegrains', () => {
  it('runs a saved chart’s query context', async () => {
    const chart = await t.app.store
      .selectFrom('slices')
      .select('id')
      .where('slice_name', '=', 'Total Revenue')
      .executeTakeFirstOrThrow();
    const response = await fetch(`${t.baseUrl}/api/v1/chart/${chart.id}/data/`, { headers: t.bearer(token) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: Result[] };
    const expected = await direct('SELECT SUM(revenue) AS sum__revenue FROM tessera_orders');
    expect(body.result[0]!.data).toEqual(expected);

    const sql = await fetch(`${t.baseUrl}/api/v1/chart/${chart.id}/data/?type=query`, {
      headers: t.bearer(token),
    });
    expect(((await sql.json()) as { result: { language: string }[] }).result[0]!.language).toBe('sql');
    const missing = await fetch(`${t.baseUrl}/api/v1/chart/999999/data/`, { headers: t.bearer(token) });
    expect(missing.status).toBe(404);
  });

  it('lists the time grains of the database’s dialect', async () => {
    const { status, body } = await post(context({ columns: [], metrics: [] }, { result_type: 'timegrains' }));
    expect(status).toBe(200);
    const grains = body.result[0]!.data as { name: string; function: string; duration: string }[];
    expect(grains).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Month', duration: 'P1M' })]),
    );
    expect(grains.find((g) => g.duration === 'P1D')!.function).toMatch(/\{col\}/);
  });
});
