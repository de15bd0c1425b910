import { normaliseQueryContext } from '@tessera/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeChartDataRequest } from '../../src/engine/execute-request';
import { loadCurrentUser } from '../../src/security/users';
import { type OrdersApp, startOrdersApp } from './orders-app';

let o: OrdersApp;

beforeAll(async () => {
  o = await startOrdersApp();
});
afterAll(() => o?.close());

const month = { columnType: 'BASE_AXIS', sqlExpression: 'order_date', label: 'order_date', timeGrain: 'P1M' };
const day = { ...month, timeGrain: 'P1D' };
const range = (val: string) => [{ col: 'order_date', op: 'TEMPORAL_RANGE', val }];

/** `{epoch ms → count}` of rows the SQL returns as (t, c). */
const countsBy = (rows: Record<string, unknown>[]) =>
  new Map(rows.map((r) => [r.t as number, r.c as number]));

describe('time_offsets', () => {
  it('joins last year’s metrics as <metric>__1 year ago, as DuckDB computes them', async () => {
    const { status, body } = await o.post(
      o.context({
        columns: [month],
        metrics: ['count', 'sum__revenue'],
        filters: range('2025-01-01 : 2025-07-01'),
        orderby: [],
        time_offsets: ['1 year ago'],
      }),
    );
    expect(status).toBe(200);
    const result = body.result[0]!;
    expect(result.colnames).toEqual([
      'order_date',
      'count',
      'sum__revenue',
      'count__1 year ago',
      'sum__revenue__1 year ago',
    ]);
    expect(result.data).toHaveLength(6);
    const lastYear = await o.direct(
      "SELECT (date_trunc('month', order_date) + INTERVAL 1 YEAR)::TIMESTAMP AS t, COUNT(*) AS c, SUM(revenue) AS s FROM tessera_orders WHERE order_date >= TIMESTAMP '2024-01-01' AND order_date < TIMESTAMP '2024-07-01' GROUP BY 1",
    );
    expect(lastYear).toHaveLength(6);
    for (const row of result.data) {
      const match = lastYear.find((r) => r.t === row.order_date)!;
      expect(row['count__1 year ago']).toBe(match.c);
      expect(row['sum__revenue__1 year ago']).toBe(match.s);
    }
  });

  it('compares with the range just before (inherited) and with a start date', async () => {
    const { body } = await o.post(
      o.context({
        columns: [day],
        metrics: ['count'],
        filters: range('2024-03-01 : 2024-03-08'),
        orderby: [],
        time_offsets: ['inherited', '2024-02-01'],
      }),
    );
    const result = body.result[0]!;
    const inherited = countsBy(
      await o.direct(
        "SELECT (date_trunc('day', order_date) + INTERVAL 7 DAY)::TIMESTAMP AS t, COUNT(*) AS c FROM tessera_orders WHERE order_date >= TIMESTAMP '2024-02-23' AND order_date < TIMESTAMP '2024-03-01' GROUP BY 1",
      ),
    );
    // From 2024-02-01 to the range's start is 29 days.
    const dated = countsBy(
      await o.direct(
        "SELECT (date_trunc('day', order_date) + INTERVAL 29 DAY)::TIMESTAMP AS t, COUNT(*) AS c FROM tessera_orders WHERE order_date >= TIMESTAMP '2024-02-01' AND order_date < TIMESTAMP '2024-02-08' GROUP BY 1",
      ),
    );
    expect(result.data.length).toBeGreaterThan(3);
    for (const row of result.data) {
      expect(row.count__inherited).toBe(inherited.get(row.order_date as number) ?? null);
      expect(row['count__2024-02-01']).toBe(dated.get(row.order_date as number) ?? null);
    }
  });

  it('refuses an offset without an enclosed time range', async () => {
    const { status, body } = await o.post(
      o.context({
        columns: [month],
        metrics: ['count'],
        filters: range('No filter'),
        time_offsets: ['1 year ago'],
      }),
    );
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Error: .*An enclosed time range \(both start and end\) must be specified/);
  });
});

describe('filters, bounds and the legacy time axis', () => {
  it('reports applied and rejected filters, time extras included', async () => {
    const { body } = await o.post(
      o.context({
        columns: ['region'],
        metrics: ['count'],
        filters: [{ col: 'no_such_column', op: '==', val: 1 }, ...range('Last year')],
        applied_time_extras: { __time_range: 'Last year' },
      }),
    );
    const result = body.result[0]!;
    expect(result.applied_filters).toEqual([{ column: 'order_date' }, { column: '__time_range' }]);
    expect(result.rejected_filters).toEqual([{ reason: 'not_in_datasource', column: 'no_such_column' }]);
    expect(typeof result.from_dttm).toBe('number');
    expect(result.to_dttm! as number).toBeGreaterThan(result.from_dttm as number);
  });

  it('buckets by granularity as __timestamp when is_timeseries', async () => {
    const { body } = await o.post(
      o.context({
        columns: ['__timestamp'],
        granularity: 'order_date',
        extras: { time_grain_sqla: 'P1Y' },
        metrics: ['count'],
        time_range: '2023-01-01 : 2025-01-01',
        orderby: [],
      }),
    );
    const result = body.result[0]!;
    expect(result.colnames).toEqual(['__timestamp', 'count']);
    expect(result.coltypes).toEqual([2, 0]);
    expect(result.from_dttm).toBe(Date.UTC(2023, 0, 1));
    expect(result.to_dttm).toBe(Date.UTC(2025, 0, 1));
    const expected = await o.direct(
      "SELECT date_trunc('year', order_date)::TIMESTAMP AS t, COUNT(*) AS c FROM tessera_orders WHERE order_date >= TIMESTAMP '2023-01-01' AND order_date < TIMESTAMP '2025-01-01' GROUP BY 1 ORDER BY 1",
    );
    const rows = [...result.data].sort((a, b) => (a.__timestamp as number) - (b.__timestamp as number));
    expect(rows.map((r) => [r.__timestamp, r.count])).toEqual(expected.map((r) => [r.t, r.c]));
    expect(result.label_map).toEqual({ __timestamp: ['__timestamp'], count: ['count'] });
  });
});

describe('annotation layers', () => {
  it('answers native layers from stored annotations and chart layers by running the chart', async () => {
    const now = new Date().toISOString();
    const audit = { created_on: now, changed_on: now, created_by_fk: null, changed_by_fk: null };
    const layer = await o.t.app.store
      .insertInto('annotation_layer')
      .values({ name: 'Launches', descr: 'Product launches', ...audit })
      .returning('id')
      .executeTakeFirstOrThrow();
    await o.t.app.store
      .insertInto('annotation')
      .values([
        {
          layer_id: layer.id,
          start_dttm: '2024-02-01 00:00:00',
          end_dttm: '2024-02-01 00:00:00',
          short_descr: 'v2',
          long_descr: 'Version two',
          json_metadata: '{}',
          ...audit,
        },
        {
          layer_id: layer.id,
          start_dttm: '2024-05-01 00:00:00',
          end_dttm: '2024-05-15 00:00:00',
          short_descr: 'Sale',
          long_descr: null,
          json_metadata: null,
          ...audit,
        },
      ])
      .execute();
    const monthly = await o.t.app.store
      .selectFrom('slices')
      .select('id')
      .where('slice_name', '=', 'Monthly Revenue')
      .executeTakeFirstOrThrow();
    const { status, body } = await o.post(
      o.context({
        columns: [month],
        metrics: ['count'],
        orderby: [],
        annotation_layers: [
          {
            name: 'Launches',
            annotationType: 'EVENT',
            sourceType: 'NATIVE',
            value: layer.id,
            show: true,
            showMarkers: false,
          },
          {
            name: 'Target',
            annotationType: 'FORMULA',
            sourceType: '',
            value: 'x * 2',
            show: true,
            showMarkers: false,
          },
          {
            name: 'Revenue',
            annotationType: 'TIME_SERIES',
            sourceType: 'line',
            value: monthly.id,
            show: true,
            showMarkers: false,
            overrides: { time_range: '2024-01-01 : 2024-04-01' },
          },
        ],
      }),
    );
    expect(status).toBe(200);
    const data = body.result[0]!.annotation_data as Record<
      string,
      { columns?: string[]; records: Record<string, unknown>[] }
    >;
    expect(Object.keys(data)).toEqual(['Launches', 'Revenue']);
    expect(data.Launches).toEqual({
      columns: ['start_dttm', 'end_dttm', 'short_descr', 'long_descr', 'json_metadata'],
      records: [
        {
          start_dttm: Date.UTC(2024, 1, 1),
          end_dttm: Date.UTC(2024, 1, 1),
          short_descr: 'v2',
          long_descr: 'Version two',
          json_metadata: '{}',
        },
        {
          start_dttm: Date.UTC(2024, 4, 1),
          end_dttm: Date.UTC(2024, 4, 15),
          short_descr: 'Sale',
          long_descr: null,
          json_metadata: null,
        },
      ],
    });
    const expected = await o.direct(
      "SELECT date_trunc('month', order_date)::TIMESTAMP AS t, SUM(revenue) AS s FROM tessera_orders WHERE order_date >= TIMESTAMP '2024-01-01' AND order_date < TIMESTAMP '2024-04-01' GROUP BY 1 ORDER BY 1",
    );
    const records = [...data.Revenue!.records].sort(
      (a, b) => (a.order_date as number) - (b.order_date as number),
    );
    expect(records.map((r) => [r.order_date, r.sum__revenue])).toEqual(expected.map((r) => [r.t, r.s]));
  });

  it('answers 400 for a native layer that does not exist', async () => {
    const { status, body } = await o.post(
      o.context({
        columns: ['region'],
        metrics: ['count'],
        annotation_layers: [
          {
            name: 'Gone',
            annotationType: 'EVENT',
            sourceType: 'NATIVE',
            value: 99_999,
            show: true,
            showMarkers: false,
          },
        ],
      }),
    );
    expect(status).toBe(400);
    expect(body.message).toBe('Error: The annotation layer 99999 does not exist');
  });
});

describe('cache', () => {
  const query = { columns: ['channel'], metrics: ['count'], orderby: [['channel', true]] };

  it('misses, hits, and is bypassed by force; the timeout follows custom > dataset > default', async () => {
    const first = (await o.post(o.context(query))).body.result[0]!;
    expect(first.is_cached).toBe(false);
    expect(first.cache_timeout).toBe(86_400);
    const second = (await o.post(o.context(query))).body.result[0]!;
    expect(second.is_cached).toBe(true);
    expect(second.cache_key).toBe(first.cache_key);
    expect(second.cached_dttm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(second.data).toEqual(first.data);
    expect(second.timing.execute).toBe(0);
    expect(second.timing.cache_lookup).toBeGreaterThanOrEqual(0);
    const forced = (await o.post(o.context(query, { force: true }))).body.result[0]!;
    expect(forced.is_cached).toBe(false);
    const custom = (await o.post(o.context(query, { custom_cache_timeout: 30 }))).body.result[0]!;
    expect(custom.cache_timeout).toBe(30);

    // A saved change of the dataset gives new keys: the old entry is not read again.
    await o.t.app.store
      .updateTable('tables')
      .set({ changed_on: new Date(Date.now() + 1000).toISOString(), cache_timeout: 600 })
      .where('id', '=', o.ordersId)
      .execute();
    const changed = (await o.post(o.context(query))).body.result[0]!;
    expect(changed.is_cached).toBe(false);
    expect(changed.cache_key).not.toBe(first.cache_key);
    expect(changed.cache_timeout).toBe(600);
  });

  it('serves a stored query context at GET /api/v1/chart/data/<cache_key>, 404 when unknown', async () => {
    const user = await loadCurrentUser(o.t.app.store, 1);
    const outcome = await executeChartDataRequest(o.t.app, {
      queryContext: normaliseQueryContext(o.context({ columns: [], metrics: ['count'] })),
      user: user!,
      cacheQueryContext: true,
    });
    expect(outcome.cacheKey).toMatch(/^[0-9a-f]{64}$/);
    const response = await fetch(`${o.t.baseUrl}/api/v1/chart/data/${outcome.cacheKey}`, {
      headers: o.t.bearer(o.token),
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: unknown; is_cached: boolean }[] };
    expect(body.result[0]!.data).toEqual([{ count: 5000 }]);
    expect(body.result[0]!.is_cached).toBe(true);
    const missing = await fetch(`${o.t.baseUrl}/api/v1/chart/data/${'0'.repeat(64)}`, {
      headers: o.t.bearer(o.token),
    });
    expect(missing.status).toBe(404);
  });

  it('logs load_chart per chart load', async () => {
    await o.post(
      o.context(
        { columns: ['status'], metrics: ['count'] },
        { form_data: { slice_id: 4242, viz_type: 'table' } },
      ),
    );
    await o.t.app.eventLog.flush();
    const rows = await o.t.app.store
      .selectFrom('logs')
      .selectAll()
      .where('action', '=', 'load_chart')
      .where('slice_id', '=', 4242)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.parse(rows[0]!.json)).toMatchObject({
      slice_id: 4242,
      viz_type: 'table',
      is_cached: false,
      force_refresh: false,
      rowcount: expect.any(Number),
      datasource: `${o.ordersId}__table`,
      has_extra_filters: false,
    });
  });
});

describe('the query string of a chart-data call (form_data with slice_id, dashboard_id, force)', () => {
  it('names the chart and dashboard in load_chart, and force=true bypasses the cache', async () => {
    const context = o.context({ columns: ['channel'], metrics: ['count'], row_limit: 3 });
    const qs = `form_data=${encodeURIComponent('{"slice_id":4343}')}&dashboard_id=77`;
    const call = (extra = '') =>
      fetch(`${o.t.baseUrl}/api/v1/chart/data?${qs}${extra}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...o.t.bearer(o.token) },
        body: JSON.stringify(context),
      }).then((r) => r.json() as Promise<{ result: { is_cached: boolean }[] }>);
    await call();
    expect((await call()).result[0]!.is_cached).toBe(true);
    expect((await call('&force=true')).result[0]!.is_cached).toBe(false);
    await o.t.app.eventLog.flush();
    const rows = await o.t.app.store
      .selectFrom('logs')
      .select(['slice_id', 'dashboard_id'])
      .where('action', '=', 'load_chart')
      .where('slice_id', '=', 4343)
      .execute();
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.dashboard_id === 77)).toBe(true);
  });
});

describe('GET /api/v1/chart/{pk}/data/', () => {
  it('answers 400 for a chart without a saved query context, and csv on ?format=csv', async () => {
    const chart = await o.t.app.store
      .selectFrom('slices')
      .select(['id', 'query_context'])
      .where('slice_name', '=', 'Orders by Channel')
      .executeTakeFirstOrThrow();
    const csv = await fetch(`${o.t.baseUrl}/api/v1/chart/${chart.id}/data/?format=csv`, {
      headers: o.t.bearer(o.token),
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    await o.t.app.store
      .updateTable('slices')
      .set({ query_context: null })
      .where('id', '=', chart.id)
      .execute();
    const missing = await fetch(`${o.t.baseUrl}/api/v1/chart/${chart.id}/data/`, {
      headers: o.t.bearer(o.token),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { message: string }).message).toBe(
      'Chart has no query context saved. Please save the chart again.',
    );
    await o.t.app.store
      .updateTable('slices')
      .set({ query_context: chart.query_context })
      .where('id', '=', chart.id)
      .execute();
  });
});

describe('GET /api/v1/dataset/{pk}/samples', () => {
  it('answers up to 1,000 raw rows of every column, cached unless forced', async () => {
    const get = async (query = '') => {
      const response = await fetch(`${o.t.baseUrl}/api/v1/dataset/${o.ordersId}/samples${query}`, {
        headers: o.t.bearer(o.token),
      });
      return {
        status: response.status,
        body: (await response.json()) as { result: Record<string, unknown> },
      };
    };
    const first = await get('?force=true');
    expect(first.status).toBe(200);
    expect(first.body.result.rowcount).toBe(1000);
    expect(first.body.result.colnames).toEqual(expect.arrayContaining(['order_id', 'order_date', 'revenue']));
    expect(first.body.result.is_cached).toBe(false);
    expect((await get()).body.result.is_cached).toBe(true);
    expect(
      (await fetch(`${o.t.baseUrl}/api/v1/dataset/999999/samples`, { headers: o.t.bearer(o.token) })).status,
    ).toBe(404);
  });
});
