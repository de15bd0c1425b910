/**
 * A sharded engine charted through the API: the two ClickHouse servers of
 * scripts/ci/clickhouse-shards.sh (Debian's 18.16, no query parameters, so values are inlined as
 * escaped literals), registered with POST /api/v1/database/, a dataset on the Distributed table,
 * a saved chart and chart data with filters and a time grain. Every figure is checked against
 * both shards' local tables, read directly from each server, and each shard must hold part of
 * the rows that answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { service } from '../platform/services';
import { type Client, client } from '../resources/client';

const { url, skip } = service('clickhouse', 'the ClickHouse shards suite (scripts/ci/clickhouse-shards.sh)');

/** The second shard's HTTP port; the first is TEST_CLICKHOUSE_URL's. */
const SHARD2_PORT = Number(process.env.CLICKHOUSE_SHARD2_HTTP_PORT ?? 18124);

/** One query on one shard over its HTTP interface, rows as JSON objects. */
async function onShard(port: number, sql: string): Promise<Record<string, string>[]> {
  const response = await fetch(`http://127.0.0.1:${port}/`, {
    method: 'POST',
    body: `${sql} FORMAT JSONEachRow`,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`shard on ${port}: ${text}`);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, string>);
}

/** year (epoch ms, UTC) → sum(num) over one shard's local table, for the filters the chart uses. */
async function localSums(port: number, where: string): Promise<Map<number, number>> {
  const rows = await onShard(
    port,
    `SELECT toString(toStartOfYear(ds)) AS year, sum(num) AS total
     FROM tessera_shards.birth_names_local WHERE ${where} GROUP BY year`,
  );
  return new Map(rows.map((row) => [Date.parse(`${row.year}T00:00:00Z`), Number(row.total)]));
}

function added(a: Map<number, number>, b: Map<number, number>): Record<number, number> {
  const out: Record<number, number> = {};
  for (const [year, total] of [...a, ...b]) out[year] = (out[year] ?? 0) + total;
  return out;
}

const GIRLS_IN_CA_NY_1980S_90S =
  "gender = 'girl' AND state IN ('CA', 'NY') AND ds >= toDateTime('1980-01-01 00:00:00') AND ds < toDateTime('2000-01-01 00:00:00')";

const yearlyQuery = (filters: unknown[]) => ({
  columns: [
    { columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL', timeGrain: 'P1Y' },
  ],
  metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'births' }],
  filters,
  orderby: [],
  row_limit: 1000,
});

const FILTERS = [
  { col: 'gender', op: '==', val: 'girl' },
  { col: 'state', op: 'IN', val: ['CA', 'NY'] },
  { col: 'ds', op: 'TEMPORAL_RANGE', val: '1980-01-01 : 2000-01-01' },
];

describe.skipIf(skip)('a ClickHouse Distributed table over two shards, charted', () => {
  let t: TestApp;
  let admin: Client;
  let datasetId: number;
  let shard1Port: number;

  beforeAll(async () => {
    shard1Port = Number(new URL((url ?? '').replace(/^[a-z+]+:/, 'http:')).port || 8123);
    t = await startTestApp();
    admin = client(t, await t.login());
    const database = await admin.post('/api/v1/database/', {
      database_name: `ClickHouse shards ${process.pid}`,
      sqlalchemy_uri: `clickhousedb://default@127.0.0.1:${shard1Port}/tessera_shards`,
      expose_in_sqllab: true,
    });
    expect(database.status).toBe(201);
    const dataset = await admin.post('/api/v1/dataset/', {
      database: database.body.id,
      schema: 'tessera_shards',
      table_name: 'birth_names',
    });
    expect(dataset.status).toBe(201);
    datasetId = dataset.body.id;
  });

  afterAll(() => t?.close());

  const chartData = (query: unknown) =>
    admin.post('/api/v1/chart/data', { datasource: { id: datasetId, type: 'table' }, queries: [query] });

  it('lists the shards and the columns of the Distributed table', async () => {
    const [one, two] = await Promise.all([
      onShard(shard1Port, 'SELECT count() AS n FROM tessera_shards.birth_names_local'),
      onShard(SHARD2_PORT, 'SELECT count() AS n FROM tessera_shards.birth_names_local'),
    ]);
    const cluster = await onShard(
      shard1Port,
      "SELECT shard_num, port FROM system.clusters WHERE cluster = 'tessera_shards' ORDER BY shard_num",
    );
    expect(cluster).toHaveLength(2);
    // Each shard holds part of the rows: neither is empty, neither has them all.
    expect(Number(one[0]?.n)).toBeGreaterThan(0);
    expect(Number(two[0]?.n)).toBeGreaterThan(0);
    const dataset = await admin.get(`/api/v1/dataset/${datasetId}`);
    const columns = dataset.body.result.columns as { column_name: string; is_dttm: boolean }[];
    expect(columns.map((column) => column.column_name)).toEqual(
      expect.arrayContaining(['ds', 'gender', 'name', 'num', 'state']),
    );
    expect(columns.find((column) => column.column_name === 'ds')?.is_dttm).toBe(true);
  });

  it('answers a time grain with filters across both shards: the sum of the local tables', async () => {
    const [one, two] = await Promise.all([
      localSums(shard1Port, GIRLS_IN_CA_NY_1980S_90S),
      localSums(SHARD2_PORT, GIRLS_IN_CA_NY_1980S_90S),
    ]);
    // Both shards answer for the same years: the chart needs rows from each.
    expect(one.size).toBeGreaterThan(0);
    expect(two.size).toBeGreaterThan(0);
    const reply = await chartData(yearlyQuery(FILTERS));
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const result = reply.body.result[0];
    expect(result.coltypes).toEqual([2, 0]);
    const fromChart = Object.fromEntries(
      (result.data as { ds: number; births: number }[]).map((row) => [row.ds, row.births]),
    );
    expect(fromChart).toEqual(added(one, two));
    expect(Object.keys(fromChart)).toHaveLength(20);
  });

  it('answers a saved chart from its query context', async () => {
    const query = yearlyQuery([{ col: 'state', op: '==', val: 'TX' }]);
    const chart = await admin.post('/api/v1/chart/', {
      slice_name: 'Births in Texas by year (two shards)',
      viz_type: 'echarts_timeseries_bar',
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'echarts_timeseries_bar' }),
      query_context: JSON.stringify({ datasource: { id: datasetId, type: 'table' }, queries: [query] }),
    });
    expect(chart.status).toBe(201);
    const reply = await admin.get(`/api/v1/chart/${chart.body.id}/data`);
    expect(reply.status).toBe(200);
    const total = (reply.body.result[0].data as { births: number }[]).reduce(
      (sum, row) => sum + row.births,
      0,
    );
    const where = "state = 'TX'";
    const [one, two] = await Promise.all([localSums(shard1Port, where), localSums(SHARD2_PORT, where)]);
    const expected = Object.values(added(one, two)).reduce((sum, value) => sum + value, 0);
    expect(total).toBe(expected);
    expect(total).toBeGreaterThan(0);
  });

  it('binds hostile filter values as data on this server version', async () => {
    const named = async (names: string[]) => {
      const reply = await chartData({
        columns: [],
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: 'births' },
        ],
        filters: [{ col: 'name', op: 'IN', val: names }],
        orderby: [],
      });
      expect(reply.status).toBe(200);
      return reply.body.result[0].data[0]?.births ?? null;
    };
    const [one, two] = await Promise.all([
      onShard(shard1Port, "SELECT sum(num) AS n FROM tessera_shards.birth_names_local WHERE name = 'Aaron'"),
      onShard(SHARD2_PORT, "SELECT sum(num) AS n FROM tessera_shards.birth_names_local WHERE name = 'Aaron'"),
    ]);
    const aaron = Number(one[0]?.n) + Number(two[0]?.n);
    expect(aaron).toBeGreaterThan(0);
    expect(await named(['Aaron'])).toBe(aaron);
    const hostile = [
      "Aaron' OR '1'='1",
      "Aaron\\' OR 1=1 --",
      "x'); DROP TABLE tessera_shards.birth_names_local; --",
      'Aaron */ OR 1=1 /*',
      'Aaron\n-- comment',
      '{p1:String}',
      '\\x27) OR (1=1',
    ];
    // Alone they match no name; beside Aaron they change nothing.
    expect([0, null]).toContain(await named(hostile));
    expect(await named(['Aaron', ...hostile])).toBe(aaron);
    const still = await onShard(SHARD2_PORT, 'SELECT count() AS n FROM tessera_shards.birth_names_local');
    expect(Number(still[0]?.n)).toBeGreaterThan(0);
  });
});
