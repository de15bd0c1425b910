import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../../src/engine/connectors/duckdb';
import { ensureExamples } from '../../src/examples';
import { generateExamplesData } from '../../src/examples/generator';
import { EXAMPLES_DB_UUID } from '../../src/examples/register';
import { startTestApp, type TestApp } from '../platform/harness';

const dir = mkdtempSync(join(tmpdir(), 'tessera-generator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHECKSUM = `SELECT
  (SELECT COUNT(*) FROM tessera_orders) AS orders,
  (SELECT SUM(revenue)::VARCHAR FROM tessera_orders) AS revenue,
  (SELECT SUM(cost)::VARCHAR FROM tessera_orders) AS cost,
  (SELECT SUM(quantity) FROM tessera_orders) AS quantity,
  (SELECT SUM(epoch(order_date))::BIGINT FROM tessera_orders) AS dates,
  (SELECT bit_xor(hash(order_id, region, country, product_line, channel, customer_segment, deal_size, status)) FROM tessera_orders)::VARCHAR AS dims,
  (SELECT COUNT(*) FROM tessera_web_sessions) AS sessions,
  (SELECT SUM(duration_seconds) FROM tessera_web_sessions) AS duration,
  (SELECT COUNT(*) FILTER (WHERE converted) FROM tessera_web_sessions) AS conversions,
  (SELECT bit_xor(hash(session_id, session_start, device, browser, traffic_source, country, landing_page)) FROM tessera_web_sessions)::VARCHAR AS session_dims,
  (SELECT COUNT(*) FROM tessera_countries) AS countries`;

async function checksum(path: string) {
  const connector = new DuckDBConnector({ path });
  return (await connector.execute(CHECKSUM)).rows[0];
}

describe('the example data generator', () => {
  it('gives the same rows for the same seed, and different rows for another seed', async () => {
    const a = join(dir, 'a.duckdb');
    const b = join(dir, 'b.duckdb');
    const c = join(dir, 'c.duckdb');
    expect(await generateExamplesData(a, { orderRows: 20_000 })).toBe(true);
    expect(await generateExamplesData(b, { orderRows: 20_000 })).toBe(true);
    expect(await generateExamplesData(c, { orderRows: 20_000, seed: 7 })).toBe(true);
    const [sumA, sumB, sumC] = [await checksum(a), await checksum(b), await checksum(c)];
    expect(sumA).toEqual(sumB);
    expect(sumA).toMatchObject({ orders: 20_000, sessions: 6_000, countries: 24 });
    expect(sumC!.revenue).not.toEqual(sumA!.revenue);
    expect(sumC!.dims).not.toEqual(sumA!.dims);
  });

  it('does nothing the second time, and regenerates when the size changes', async () => {
    const path = join(dir, 'idem.duckdb');
    expect(await generateExamplesData(path, { orderRows: 5_000 })).toBe(true);
    const started = Date.now();
    expect(await generateExamplesData(path, { orderRows: 5_000 })).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await generateExamplesData(path, { orderRows: 6_000 })).toBe(true);
    expect((await checksum(path))!.orders).toBe(6_000);
  });

  it('checks the stamp without a write lock while another process reads the file', async () => {
    const path = join(dir, 'shared.duckdb');
    expect(await generateExamplesData(path, { orderRows: 2_000 })).toBe(true);
    // A `tessera worker` or a second server: another process holding the file open read-only.
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { DuckDBInstance } from '@duckdb/node-api';
         const db = await DuckDBInstance.create(${JSON.stringify(path)}, { access_mode: 'READ_ONLY' });
         await (await db.connect()).run('SELECT COUNT(*) FROM tessera_orders');
         console.log('ready');
         process.stdin.on('end', () => process.exit(0));
         process.stdin.resume();`,
      ],
      { cwd: fileURLToPath(new URL('.', import.meta.url)), stdio: ['pipe', 'pipe', 'inherit'] },
    );
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
        holder.on('exit', (code) => reject(new Error(`the reader process exited early (${code})`)));
      });
      expect(await generateExamplesData(path, { orderRows: 2_000 })).toBe(false);
    } finally {
      holder.stdin.end();
      await new Promise((resolve) => holder.on('close', resolve));
    }
  });

  it('produces plausible data: three years, every region, consistent measures', async () => {
    const path = join(dir, 'a.duckdb');
    const connector = new DuckDBConnector({ path });
    const { rows } = await connector.execute(`SELECT
        MIN(order_date) >= TIMESTAMP '2023-07-01' AND MAX(order_date) < TIMESTAMP '2026-07-01' AS in_window,
        COUNT(DISTINCT o.region) AS regions, COUNT(DISTINCT product_line) AS lines,
        COUNT(*) FILTER (WHERE revenue <> round(quantity * unit_price * (1 - discount), 2)) AS bad_revenue,
        COUNT(*) FILTER (WHERE cost <= 0 OR cost > revenue) AS bad_cost,
        COUNT(*) FILTER (WHERE o.region <> c.region) AS wrong_region
      FROM tessera_orders o JOIN tessera_countries c USING (country)`);
    expect(rows[0]).toEqual({
      in_window: true,
      regions: 5,
      lines: 6,
      bad_revenue: 0,
      bad_cost: 0,
      wrong_region: 0,
    });
  });
});

describe('ensureExamples', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ build: { afterStart: (app) => ensureExamples(app, { orderRows: 10_000 }) } });
  });
  afterAll(() => t?.close());

  it('registers the examples database, datasets, charts and the dashboard', async () => {
    const db = t.app.store;
    const database = await db
      .selectFrom('dbs')
      .selectAll()
      .where('uuid', '=', EXAMPLES_DB_UUID)
      .executeTakeFirstOrThrow();
    expect(database).toMatchObject({
      database_name: 'examples',
      sqlalchemy_uri: `duckdb:///${t.config.examplesDuckdbPath}`,
      expose_in_sqllab: 1,
    });
    expect(JSON.parse(database.extra)).toEqual({ allows_virtual_table_explore: true });

    const datasets = await db
      .selectFrom('tables')
      .select(['id', 'table_name', 'main_dttm_col'])
      .orderBy('table_name')
      .execute();
    expect(datasets.map((d) => d.table_name)).toEqual([
      'tessera_countries',
      'tessera_orders',
      'tessera_web_sessions',
    ]);
    const orders = datasets.find((d) => d.table_name === 'tessera_orders')!;
    expect(orders.main_dttm_col).toBe('order_date');
    const columns = await db
      .selectFrom('table_columns')
      .selectAll()
      .where('table_id', '=', orders.id)
      .execute();
    expect(columns.find((c) => c.column_name === 'order_date')).toMatchObject({
      is_dttm: 1,
      type: 'TIMESTAMP',
    });
    expect(columns.find((c) => c.column_name === 'revenue')).toMatchObject({
      is_dttm: 0,
      type: 'DECIMAL(14,2)',
    });
    const metrics = await db
      .selectFrom('sql_metrics')
      .select(['metric_name', 'expression'])
      .where('table_id', '=', orders.id)
      .execute();
    expect(metrics.map((m) => m.metric_name)).toEqual(
      expect.arrayContaining(['count', 'sum__revenue', 'avg__unit_price', 'margin']),
    );

    const dashboard = await db.selectFrom('dashboards').selectAll().executeTakeFirstOrThrow();
    expect(dashboard).toMatchObject({ dashboard_title: 'Tessera Sales Overview', published: 1 });
    const layout = JSON.parse(dashboard.position_json!) as Record<
      string,
      { type: string; children?: string[]; meta?: Record<string, unknown> }
    >;
    expect(layout.ROOT_ID!.children).toEqual(['GRID_ID']);
    expect(layout.HEADER_ID!.meta).toEqual({ text: 'Tessera Sales Overview' });
    const chartNodes = Object.values(layout).filter((node) => node?.type === 'CHART');
    const charts = await db.selectFrom('slices').selectAll().execute();
    expect(chartNodes.map((node) => node.meta!.chartId).sort()).toEqual(charts.map((c) => c.id).sort());
    for (const node of chartNodes) expect(node.meta).toMatchObject({ height: 50, uuid: expect.any(String) });
    expect(new Set(charts.map((c) => c.viz_type))).toEqual(
      new Set(['echarts_timeseries_line', 'table', 'big_number_total', 'echarts_timeseries_bar', 'pie']),
    );
    const links = await db.selectFrom('dashboard_slices').selectAll().execute();
    expect(links).toHaveLength(charts.length);

    const line = charts.find((c) => c.slice_name === 'Monthly Revenue')!;
    const params = JSON.parse(line.params!);
    expect(params).toMatchObject({
      datasource: `${orders.id}__table`,
      x_axis: 'order_date',
      time_grain_sqla: 'P1M',
      metrics: ['sum__revenue'],
      dashboards: [dashboard.id],
      adhoc_filters: [{ operator: 'TEMPORAL_RANGE', comparator: 'No filter', subject: 'order_date' }],
    });
    const context = JSON.parse(line.query_context!);
    expect(context.datasource).toEqual({ id: orders.id, type: 'table' });
    expect(context.queries[0].columns[0]).toMatchObject({
      columnType: 'BASE_AXIS',
      timeGrain: 'P1M',
      sqlExpression: 'order_date',
    });
    const owners = await db.selectFrom('slice_user').selectAll().execute();
    expect(owners).toHaveLength(charts.length);
  });

  it('is idempotent: a second run adds nothing', async () => {
    const count = async () =>
      (
        await t.app.store
          .selectFrom('slices')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const started = Date.now();
    await ensureExamples(t.app, { orderRows: 10_000 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(Number(await count())).toBe(before);
    const dashboards = await t.app.store.selectFrom('dashboards').select('id').execute();
    expect(dashboards).toHaveLength(1);
  });
});
