/**
 * A SQL Lab query as a datasource: GET /api/v1/explore/?datasource_type=query, chart data with
 * `datasource: {id, type: 'query'}` or `"<id>__query"`, samples, filter values and the explore
 * form-data cache — and who may use it (the query's owner or an admin).
 */
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';

let t: TestApp;
let admin: Client;
let ana: Client;
let bob: Client;
let anaToken: string;
let bobToken: string;
let warehouseId: number;
let scratchId: number;
/** ana's query: the people table, run with a SQL Lab row limit of 5. */
let queryId: number;

const SQL = "SELECT id, CASE WHEN id % 2 = 0 THEN 'even' ELSE 'odd' END AS parity, joined FROM people";

async function makeDuckDb(path: string, sql: string) {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(sql);
  connection.closeSync();
  instance.closeSync();
}

const run = (c: Client, sql: string, extra: Record<string, unknown> = {}) =>
  c.post('/api/v1/sqllab/execute/', { database_id: warehouseId, sql, ...extra });

const chartData = (c: Client, datasource: unknown, query: Record<string, unknown>, resultType = 'full') =>
  c.post('/api/v1/chart/data', {
    datasource,
    queries: [query],
    result_format: 'json',
    result_type: resultType,
    force: true,
  });

const COUNT = { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'count' };

beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, await t.login());
  await t.createUser('qds_ana', 'analyst-pass-123', ['Alpha', 'sql_lab']);
  anaToken = await t.login('qds_ana', 'analyst-pass-123');
  ana = client(t, anaToken);
  await t.createUser('qds_bob', 'analyst-pass-456', ['Alpha', 'sql_lab']);
  bobToken = await t.login('qds_bob', 'analyst-pass-456');
  bob = client(t, bobToken);
  const path = join(t.config.uploadsDir, 'qds-people.duckdb');
  await makeDuckDb(
    path,
    `CREATE TABLE people AS SELECT i AS id, TIMESTAMP '2024-01-01 00:00:00' + INTERVAL (i) DAY AS joined
     FROM range(1, 41) t(i)`,
  );
  const created = await admin.post('/api/v1/database/', {
    database_name: 'qds_warehouse',
    sqlalchemy_uri: `duckdb:///${path}`,
    expose_in_sqllab: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  warehouseId = created.body.id;
  const scratchPath = join(t.config.uploadsDir, 'qds-scratch.duckdb');
  await makeDuckDb(scratchPath, 'CREATE TABLE seed (a INTEGER)');
  const scratch = await admin.post('/api/v1/database/', {
    database_name: 'qds_scratch',
    sqlalchemy_uri: `duckdb:///${scratchPath}`,
    expose_in_sqllab: true,
    allow_dml: true,
  });
  scratchId = scratch.body.id;
  const ran = await run(ana, `${SQL};`, { queryLimit: 5, tab: 'People by parity', schema: 'main' });
  expect(ran.status, JSON.stringify(ran.body)).toBe(200);
  queryId = ran.body.query_id;
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/v1/explore/?datasource_type=query', () => {
  it("answers the query as Superset's Query.data: SQL, database, result columns, no metrics", async () => {
    const reply = await ana.get(`/api/v1/explore/?datasource_type=query&datasource_id=${queryId}`);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    const { dataset, form_data, slice } = reply.body.result;
    expect(form_data).toEqual({ datasource: `${queryId}__query` });
    expect(slice).toBeNull();
    expect(dataset).toMatchObject({
      id: queryId,
      type: 'query',
      name: 'People by parity',
      sql: SQL,
      metrics: [],
      schema: 'main',
      main_dttm_col: 'joined',
      database: { id: warehouseId, database_name: 'qds_warehouse', backend: 'duckdb' },
    });
    expect(
      dataset.columns.map((c: { column_name: string; is_dttm: boolean }) => [c.column_name, c.is_dttm]),
    ).toEqual([
      ['id', false],
      ['parity', false],
      ['joined', true],
    ]);
  });

  it('still answers a dataset (datasource_type=table) for whoever may see it', async () => {
    const datasets = await admin.list('/api/v1/dataset/', { page_size: 1 });
    if (datasets.body.count === 0) return;
    const id = datasets.body.result[0].id;
    const reply = await admin.get(`/api/v1/explore/?datasource_id=${id}`);
    expect(reply.status).toBe(200);
    expect(reply.body.result.form_data).toEqual({ datasource: `${id}__table` });
  });

  it('hides a query from other users (404) but not from admins; unknown ids are 404', async () => {
    expect((await bob.get(`/api/v1/explore/?datasource_type=query&datasource_id=${queryId}`)).status).toBe(
      404,
    );
    expect((await admin.get(`/api/v1/explore/?datasource_type=query&datasource_id=${queryId}`)).status).toBe(
      200,
    );
    expect((await ana.get('/api/v1/explore/?datasource_type=query&datasource_id=999999')).status).toBe(404);
  });
});

describe('chart data over a query source', () => {
  it('wraps the SQL as a subquery, without the SQL Lab row limit', async () => {
    const reply = await chartData(
      ana,
      { id: queryId, type: 'query' },
      {
        columns: ['parity'],
        metrics: [COUNT],
        orderby: [['parity', true]],
      },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // 40 people, not the 5 rows SQL Lab showed.
    expect(reply.body.result[0].data).toEqual([
      { parity: 'even', count: 20 },
      { parity: 'odd', count: 20 },
    ]);
    const sql = await chartData(ana, `${queryId}__query`, { columns: ['parity'], metrics: [COUNT] }, 'query');
    expect(sql.status).toBe(200);
    expect(sql.body.result[0].query).toContain(SQL);
    expect(sql.body.result[0].query).toContain('virtual_table');
  });

  it('knows the temporal result column for time ranges', async () => {
    const reply = await chartData(
      ana,
      { id: queryId, type: 'query' },
      {
        columns: [],
        metrics: [COUNT],
        filters: [{ col: 'joined', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-01-11' }],
      },
    );
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    // Joined 2 to 10 January: the range's end is exclusive.
    expect(reply.body.result[0].data).toEqual([{ count: 9 }]);
  });

  it("refuses someone else's query as missing, and answers the owner's samples and filter values", async () => {
    const denied = await chartData(
      bob,
      { id: queryId, type: 'query' },
      { columns: ['parity'], metrics: [COUNT] },
    );
    expect(denied.status).toBe(404);
    const samples = await ana.post(
      `/datasource/samples?datasource_type=query&datasource_id=${queryId}&per_page=3`,
      {},
    );
    expect(samples.status, JSON.stringify(samples.body)).toBe(200);
    expect(samples.body.result.total_count).toBe(40);
    expect(samples.body.result.data).toHaveLength(3);
    const values = await ana.get(`/superset/filter/query/${queryId}/parity/`);
    expect(values.status).toBe(200);
    expect(values.body).toEqual(['even', 'odd']);
    expect((await bob.get(`/superset/filter/query/${queryId}/parity/`)).status).toBe(404);
  });

  it('explores the last statement of a script, and refuses a failed run or one ending in DML', async () => {
    const script = await run(ana, 'SELECT 1 AS one; SELECT 2 AS two');
    expect(script.status).toBe(200);
    const two = await chartData(
      ana,
      { id: script.body.query_id, type: 'query' },
      { columns: ['two'], metrics: [] },
    );
    expect(two.status, JSON.stringify(two.body)).toBe(200);
    expect(two.body.result[0].data).toEqual([{ two: 2 }]);

    const failed = await run(ana, 'SELECT * FROM no_such_table');
    expect(failed.status).toBe(400);
    const failedId = failed.body.errors[0].extra.query_id;
    const notRun = await chartData(ana, { id: failedId, type: 'query' }, { columns: [], metrics: [COUNT] });
    expect(notRun.status).toBe(400);
    expect(notRun.body.message).toContain('The query did not finish successfully');

    const dml = await admin.post('/api/v1/sqllab/execute/', {
      database_id: scratchId,
      sql: 'CREATE TABLE qds_notes AS SELECT 1 AS a',
    });
    expect(dml.status, JSON.stringify(dml.body)).toBe(200);
    const notSelect = await chartData(
      admin,
      { id: dml.body.query_id, type: 'query' },
      { columns: [], metrics: [COUNT] },
    );
    expect(notSelect.status).toBe(400);
    expect(notSelect.body.message).toContain('Only a query whose last statement is a SELECT can be explored');
  });
});

describe('explore form data of a query source', () => {
  it("is kept for the query's owner and refused to others", async () => {
    const body = {
      datasource_id: queryId,
      datasource_type: 'query',
      form_data: JSON.stringify({ datasource: `${queryId}__query`, viz_type: 'table' }),
    };
    const created = await ana.post('/api/v1/explore/form_data', body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const read = await ana.get(`/api/v1/explore/form_data/${created.body.key}`);
    expect(JSON.parse(read.body.form_data).datasource).toBe(`${queryId}__query`);
    expect((await bob.post('/api/v1/explore/form_data', body)).status).toBe(404);
  });
});

describe('View in SQL Lab from a query source', () => {
  it("redirects to SQL Lab on the query's database and schema, for its owner only", async () => {
    const post = (token: string) =>
      fetch(`${t.baseUrl}/superset/sqllab/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { ...t.bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify({ form_data: JSON.stringify({ datasourceKey: `${queryId}__query`, sql: SQL }) }),
      });
    const owner = await post(anaToken);
    expect(owner.status).toBe(303);
    const location = new URL(owner.headers.get('location') ?? '', t.baseUrl);
    expect(location.pathname).toBe('/sqllab/');
    expect(location.searchParams.get('dbid')).toBe(String(warehouseId));
    expect(location.searchParams.get('schema')).toBe('main');
    expect(location.searchParams.get('sql')).toBe(SQL);
    expect((await post(bobToken)).status).toBe(404);
  });
});
