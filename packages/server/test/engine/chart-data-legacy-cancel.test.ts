import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getConnector } from '../../src/engine/connectors';
import { loadDatasource } from '../../src/engine/datasource';
import { type OrdersApp, startOrdersApp } from './orders-app';

let o: OrdersApp;
let slowId: number;

// A one-second query timeout keeps the timeout test short.
beforeAll(async () => {
  o = await startOrdersApp({ env: { TESSERA_QUERY_TIMEOUT: '1' } });
  // A virtual dataset whose every query is slow: the orders table joined with itself three times.
  const orders = await o.t.app.store
    .selectFrom('tables')
    .selectAll()
    .where('id', '=', o.ordersId)
    .executeTakeFirstOrThrow();
  const { id: _id, ...rest } = orders;
  const slow = await o.t.app.store
    .insertInto('tables')
    .values({
      ...rest,
      uuid: randomUUID(),
      table_name: 'slow_orders',
      sql: 'SELECT a.order_id + b.order_id + c.order_id AS x FROM tessera_orders a CROSS JOIN tessera_orders b CROSS JOIN tessera_orders c',
      main_dttm_col: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  slowId = slow.id;
  await o.t.app.store
    .insertInto('table_columns')
    .values({
      uuid: randomUUID(),
      table_id: slowId,
      column_name: 'x',
      verbose_name: null,
      is_dttm: 0,
      is_active: 1,
      type: 'BIGINT',
      advanced_data_type: null,
      groupby: 1,
      filterable: 1,
      expression: null,
      description: null,
      python_date_format: null,
      extra: null,
    })
    .execute();
});
afterAll(async () => {
  // The aborted request leaves undici's pooled socket to Fastify's 72 s keep-alive; drop it.
  o?.t.app.server.closeAllConnections();
  await o?.close();
});

const slowQuery = () => ({
  datasource: { id: slowId, type: 'table' },
  queries: [
    {
      columns: [],
      metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'x' }, label: 'total' }],
    },
  ],
});

describe('legacy /superset/explore_json/', () => {
  const formData = () => ({
    datasource: `${o.ordersId}__table`,
    viz_type: 'table',
    groupby: ['region'],
    metrics: ['count'],
    adhoc_filters: [
      { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'channel', operator: '==', comparator: 'Online' },
      { expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'revenue > 100' },
    ],
    granularity_sqla: 'order_date',
    time_range: 'No filter',
    row_limit: 10,
    order_desc: true,
  });

  it('answers GET with form_data in the query string in the legacy payload shape', async () => {
    const url = `${o.t.baseUrl}/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(formData()))}`;
    const response = await fetch(url, { headers: o.t.bearer(o.token) });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown> & {
      data: { records: Record<string, unknown>[]; columns: string[] };
    };
    expect(body).toMatchObject({
      status: 'success',
      error: null,
      is_cached: false,
      stacktrace: null,
      rowcount: 5,
    });
    expect(body.form_data).toMatchObject({ viz_type: 'table' });
    expect(body.cache_key).toMatch(/^[0-9a-f]{64}$/);
    const expected = await o.direct(
      "SELECT region, COUNT(*) AS count FROM tessera_orders WHERE channel = 'Online' AND revenue > 100 GROUP BY 1",
    );
    const sort = (rows: Record<string, unknown>[]) =>
      [...rows].sort((a, b) => String(a.region).localeCompare(String(b.region)));
    // TableViz's shape: records and their column order.
    expect(body.data.columns).toEqual(['region', 'count']);
    expect(sort(body.data.records)).toEqual(sort(expected));
  });

  it('answers POST (form field), with the query, csv and legacy time-series variants', async () => {
    const post = (params: Record<string, string>, data: Record<string, unknown>) =>
      fetch(`${o.t.baseUrl}/superset/explore_json/?${new URLSearchParams(params)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...o.t.bearer(o.token) },
        body: new URLSearchParams({ form_data: JSON.stringify(data) }).toString(),
      });
    const query = await post({ query: 'true' }, formData());
    expect(((await query.json()) as { language: string; query: string }).query).toMatch(/GROUP BY/);
    const csv = await post({ csv: 'true' }, formData());
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect((await csv.text()).split('\n')[0]).toBe('region,count');

    const series = await post(
      {},
      {
        datasource: `${o.ordersId}__table`,
        // A type without a legacy viz answers records; __timestamp among the dimensions makes it
        // a time series (BaseViz.query_obj).
        viz_type: 'echarts_timeseries_line',
        groupby: ['__timestamp'],
        granularity_sqla: 'order_date',
        time_grain_sqla: 'P1Y',
        metrics: ['count'],
        since: '2024-01-01',
        until: '2026-01-01',
      },
    );
    expect(series.status).toBe(200);
    const body = (await series.json()) as {
      data: { __timestamp: number; count: number }[];
      from_dttm: number;
    };
    const expected = await o.direct(
      "SELECT date_trunc('year', order_date)::TIMESTAMP AS t, COUNT(*) AS c FROM tessera_orders WHERE order_date >= TIMESTAMP '2024-01-01' AND order_date < TIMESTAMP '2026-01-01' GROUP BY 1 ORDER BY 1",
    );
    expect(
      [...body.data].sort((a, b) => a.__timestamp - b.__timestamp).map((r) => [r.__timestamp, r.count]),
    ).toEqual(expected.map((r) => [r.t, r.c]));
    expect(body.from_dttm).toBe(Date.UTC(2024, 0, 1));
  });

  it("applies a dashboard's native filters and time filter given as extra_form_data", async () => {
    const url = (data: unknown) =>
      `${o.t.baseUrl}/superset/explore_json/?form_data=${encodeURIComponent(JSON.stringify(data))}`;
    const response = await fetch(
      url({
        ...formData(),
        extra_form_data: {
          filters: [{ col: 'region', op: 'IN', val: ['Europe', 'North America'] }],
          time_range: '2025-01-01 : 2025-07-01',
        },
      }),
      { headers: o.t.bearer(o.token) },
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      data: { records: { region: string; count: number }[] };
      form_data: Record<string, unknown>;
    };
    expect(body.form_data.extra_form_data).toBeUndefined();
    expect(body.form_data.time_range).toBe('2025-01-01 : 2025-07-01');
    const expected = await o.direct(
      "SELECT region, COUNT(*) AS count FROM tessera_orders WHERE channel = 'Online' AND revenue > 100 AND region IN ('Europe', 'North America') AND order_date >= TIMESTAMP '2025-01-01' AND order_date < TIMESTAMP '2025-07-01' GROUP BY 1 ORDER BY 1",
    );
    expect(expected).toHaveLength(2);
    expect([...body.data.records].sort((a, b) => a.region.localeCompare(b.region))).toEqual(expected);
  });

  it('answers 400 for form data without a datasource', async () => {
    const response = await fetch(
      `${o.t.baseUrl}/superset/explore_json/?form_data=${encodeURIComponent('{"viz_type":"table"}')}`,
      {
        headers: o.t.bearer(o.token),
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(
      /^Request is incorrect: .*datasource/,
    );
  });
});

describe('timeouts and cancellation', () => {
  it('stops a query at the configured timeout with 408', async () => {
    const started = Date.now();
    const { status, body } = await o.post(slowQuery());
    expect(status).toBe(408);
    expect(body.message).toMatch(/^Error: The query exceeded the 1 seconds timeout/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('cancels the running query when the client goes away', async () => {
    // Watch the shared DuckDB connector of the examples database: how does the slow query end?
    const source = await loadDatasource(o.t.app.store, slowId);
    const connector = getConnector(source!.database, null);
    const execute = connector.execute.bind(connector);
    const outcomes: { error: unknown; ms: number }[] = [];
    connector.execute = async (...args) => {
      const started = Date.now();
      try {
        return await execute(...args);
      } catch (error) {
        outcomes.push({ error, ms: Date.now() - started });
        throw error;
      }
    };
    try {
      const controller = new AbortController();
      const request = fetch(`${o.t.baseUrl}/api/v1/chart/data`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
        body: JSON.stringify({ ...slowQuery(), force: true }),
        signal: controller.signal,
      }).catch((error: unknown) => error);
      setTimeout(() => controller.abort(), 200);
      expect(await request).toBeInstanceOf(Error);
      await vi.waitFor(() => expect(outcomes).toHaveLength(1), { timeout: 3_000 });
      // Cancelled, not timed out: the abort reached the connector before the 1 s timeout.
      expect(outcomes[0]!.error).toMatchObject({ name: 'ConnectorError', code: 'CANCELLED' });
      expect(outcomes[0]!.ms).toBeLessThan(900);
    } finally {
      connector.execute = execute;
    }
  });
});
