/**
 * SQL Lab over HTTP: execute (results, limits, DML, the guard, access), the query history, saved
 * queries, format and CSV export, and asynchronous runs with polling and stop.
 */
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';

let t: TestApp;
let admin: Client;
let analyst: Client;
let gamma: Client;
let warehouseId: number;
let scratchId: number;
let hiddenId: number;
let asyncId: number;

async function makeDuckDb(path: string, sql: string) {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(sql);
  connection.closeSync();
  instance.closeSync();
}

async function createDatabase(name: string, path: string, extra: Record<string, unknown> = {}) {
  const created = await admin.post('/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: `duckdb:///${path}`,
    expose_in_sqllab: true,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

const run = (c: Client, databaseId: number, sql: string, extra: Record<string, unknown> = {}) =>
  c.post('/api/v1/sqllab/execute/', { database_id: databaseId, sql, ...extra });

beforeAll(async () => {
  t = await startTestApp({ env: { TESSERA_ROW_CAP: '120' } });
  admin = client(t, await t.login());
  await t.createUser('ana', 'analyst-pass-123', ['Alpha', 'sql_lab']);
  analyst = client(t, await t.login('ana', 'analyst-pass-123'));
  await t.createUser('gus', 'gamma-pass-123', ['Gamma']);
  gamma = client(t, await t.login('gus', 'gamma-pass-123'));

  const people = join(t.config.uploadsDir, 'people.duckdb');
  await makeDuckDb(
    people,
    `CREATE TABLE people AS SELECT i AS id, 'person ' || i AS name, TIMESTAMP '2024-01-01 00:00:00' + INTERVAL (i) HOUR AS joined
     FROM range(1, 201) t(i)`,
  );
  warehouseId = await createDatabase('warehouse', people);
  const scratch = join(t.config.uploadsDir, 'scratch.duckdb');
  await makeDuckDb(scratch, 'CREATE TABLE notes (id INTEGER, body VARCHAR)');
  scratchId = await createDatabase('scratch', scratch, { allow_dml: true });
  const hidden = join(t.config.uploadsDir, 'hidden.duckdb');
  await makeDuckDb(hidden, 'CREATE TABLE x AS SELECT 1 AS a');
  hiddenId = await createDatabase('hidden', hidden, { expose_in_sqllab: false });
  const slow = join(t.config.uploadsDir, 'slow.duckdb');
  await makeDuckDb(slow, 'CREATE TABLE n AS SELECT i FROM range(0, 3000) t(i)');
  asyncId = await createDatabase('asyncdb', slow, { allow_run_async: true });
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/v1/sqllab/execute/', () => {
  it("answers Superset's shape with rows, columns and the query", async () => {
    const reply = await run(admin, warehouseId, 'SELECT id, name, joined FROM people ORDER BY id', {
      client_id: 'abcDEF12345',
      queryLimit: 5,
      tab: 'Untitled Query 1',
      schema: 'main',
    });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body.status).toBe('success');
    expect(reply.body.columns).toEqual([
      { column_name: 'id', name: 'id', type: 'BIGINT', type_generic: 0, is_dttm: false },
      { column_name: 'name', name: 'name', type: 'VARCHAR', type_generic: 1, is_dttm: false },
      { column_name: 'joined', name: 'joined', type: 'TIMESTAMP', type_generic: 2, is_dttm: true },
    ]);
    expect(reply.body.selected_columns).toEqual(reply.body.columns);
    expect(reply.body.expanded_columns).toEqual([]);
    expect(reply.body.data).toHaveLength(5);
    expect(reply.body.data[0]).toEqual({ id: 1, name: 'person 1', joined: '2024-01-01T01:00:00' });
    expect(reply.body.query).toMatchObject({
      id: 'abcDEF12345',
      dbId: warehouseId,
      db: 'warehouse',
      state: 'success',
      rows: 5,
      limit: 5,
      limitingFactor: 'DROPDOWN',
      schema: 'main',
      tab: 'Untitled Query 1',
      sql: 'SELECT id, name, joined FROM people ORDER BY id',
    });
    expect(reply.body.query.executedSql).toContain('LIMIT 5');
    expect(reply.body.query_id).toBe(reply.body.query.queryId);
  });

  it('keeps a smaller LIMIT of the query, and caps queryLimit by the server row cap', async () => {
    const own = await run(admin, warehouseId, 'SELECT * FROM people LIMIT 3', { queryLimit: 50 });
    expect(own.body.data).toHaveLength(3);
    expect(own.body.query.limitingFactor).toBe('QUERY');
    const capped = await run(admin, warehouseId, 'SELECT * FROM people', { queryLimit: 100000 });
    expect(capped.body.data).toHaveLength(120);
    expect(capped.body.query.limit).toBe(120);
  });

  it('refuses DML on a database without Allow DML, with a clear message', async () => {
    const reply = await run(admin, warehouseId, 'DELETE FROM people WHERE id > 10');
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].error_type).toBe('DML_NOT_ALLOWED_ERROR');
    expect(reply.body.message).toMatch(/^Only SELECT statements are allowed against this database/);
    expect(reply.body.errors[0].extra.query.state).toBe('failed');
    const count = await run(admin, warehouseId, 'SELECT count(*) AS n FROM people');
    expect(count.body.data).toEqual([{ n: 200 }]);
  });

  it('runs DML where the database allows it', async () => {
    expect((await run(admin, scratchId, "INSERT INTO notes VALUES (1, 'hello'), (2, 'world')")).status).toBe(
      200,
    );
    expect((await run(admin, scratchId, "UPDATE notes SET body = 'there' WHERE id = 2")).status).toBe(200);
    const script = await run(
      admin,
      scratchId,
      'CREATE TABLE notes_copy AS SELECT * FROM notes; SELECT * FROM notes_copy ORDER BY id',
    );
    expect(script.status, JSON.stringify(script.body)).toBe(200);
    expect(script.body.data).toEqual([
      { id: 1, body: 'hello' },
      { id: 2, body: 'there' },
    ]);
  });

  it('refuses file access, catalogues and session statements with the chart guard', async () => {
    const cases: [number, string][] = [
      [warehouseId, "SELECT * FROM read_csv('/etc/passwd')"],
      [warehouseId, 'SELECT * FROM information_schema.tables'],
      [scratchId, "INSERT INTO notes SELECT 1, content FROM read_text('/etc/passwd')"],
      [scratchId, "ATTACH '/tmp/other.duckdb' AS other"],
      [scratchId, "SET memory_limit = '1GB'"],
      [scratchId, 'DROP TABLE information_schema.tables'],
    ];
    for (const [id, sql] of cases) {
      const reply = await run(admin, id, sql);
      expect(reply.status, sql).toBe(400);
      expect(reply.body.errors[0].error_type, sql).toBe('INVALID_SQL_ERROR');
      expect(reply.body.message, sql).toMatch(/^Unsafe SQL in the query: /);
    }
  });

  it('reports engine errors and records the failure', async () => {
    const reply = await run(admin, warehouseId, 'SELECT nope FROM people', { client_id: 'failing0001' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors[0].error_type).toBe('GENERIC_DB_ENGINE_ERROR');
    expect(reply.body.message).toMatch(/nope/);
    const history = await admin.list('/api/v1/query/', {
      filters: [{ col: 'client_id', opr: 'eq', value: 'failing0001' }],
      columns: ['status', 'error_message'],
    });
    expect(history.body.result).toEqual([{ status: 'failed', error_message: reply.body.message }]);
  });

  it('needs SQL Lab permission, database access and a database exposed in SQL Lab', async () => {
    const denied = await run(gamma, warehouseId, 'SELECT 1');
    expect(denied.status).toBe(403);
    expect((await gamma.list('/api/v1/query/', {})).status).toBe(403);
    expect((await gamma.list('/api/v1/saved_query/', {})).status).toBe(403);
    const hidden = await run(admin, hiddenId, 'SELECT 1');
    expect(hidden.status).toBe(403);
    expect(hidden.body.message).toMatch(/is not exposed in SQL Lab/);
    expect((await run(admin, 99999, 'SELECT 1')).status).toBe(404);
    const sqlOnly = await t.createUser('sol', 'sql-only-pass-1', ['sql_lab']);
    expect(sqlOnly).toBeGreaterThan(0);
    const sol = client(t, await t.login('sol', 'sql-only-pass-1'));
    expect((await run(sol, warehouseId, 'SELECT 1')).status).toBe(404);
  });
});

describe('query history', () => {
  it('lists a user their own queries only; admins see everyone’s', async () => {
    const mine = await run(analyst, warehouseId, 'SELECT 42 AS answer', { client_id: 'analyst0001' });
    expect(mine.status).toBe(200);
    const list = await analyst.list('/api/v1/query/', {
      order_column: 'changed_on',
      order_direction: 'desc',
    });
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.result[0]).toMatchObject({
      sql: 'SELECT 42 AS answer',
      status: 'success',
      rows: 1,
      database: { database_name: 'warehouse' },
      user: { first_name: expect.any(String) },
    });
    const all = await admin.list('/api/v1/query/', { page_size: 100 });
    expect(all.body.count).toBeGreaterThan(5);
    const bySql = await admin.list('/api/v1/query/', {
      filters: [
        { col: 'sql', opr: 'ct', value: '42 as ANSWER' },
        { col: 'status', opr: 'eq', value: 'success' },
        { col: 'database', opr: 'rel_o_m', value: warehouseId },
      ],
    });
    expect(bySql.body.count).toBe(1);
    const adminsQuery = all.body.result.find((q: { sql: string }) => q.sql.includes('DELETE FROM people'));
    expect((await analyst.get(`/api/v1/query/${adminsQuery.id}`)).status).toBe(404);
    const shown = await analyst.get(`/api/v1/query/${mine.body.query_id}`);
    expect(shown.body.result).toMatchObject({ client_id: 'analyst0001', status: 'success', rows: 1 });
    const since = await analyst.get('/api/v1/query/updated_since?q=(last_updated_ms:0)');
    expect(since.body.result.map((q: { id: string }) => q.id)).toEqual(['analyst0001']);
    const distinct = await admin.get('/api/v1/query/distinct/status');
    expect(distinct.body.result.map((r: { value: string }) => r.value)).toEqual(['failed', 'success']);
  });
});

describe('saved queries', () => {
  it('creates, lists, shows, updates and deletes, each user seeing their own', async () => {
    const created = await analyst.post('/api/v1/saved_query/', {
      db_id: warehouseId,
      label: 'Newest people',
      description: 'The ten latest',
      sql: 'SELECT * FROM people ORDER BY joined DESC LIMIT 10',
      schema: 'main',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    expect(created.body.result).toMatchObject({
      label: 'Newest people',
      db_id: warehouseId,
      database: { database_name: 'warehouse' },
      schema: 'main',
    });
    const list = await analyst.list('/api/v1/saved_query/', {
      filters: [{ col: 'label', opr: 'all_text', value: 'latest' }],
    });
    expect(list.body.count).toBe(1);
    expect(list.body.result[0]).toMatchObject({ id, label: 'Newest people', created_by: expect.any(Object) });
    expect((await admin.get(`/api/v1/saved_query/${id}`)).status).toBe(404);
    expect((await admin.list('/api/v1/saved_query/', {})).body.count).toBe(0);
    const updated = await analyst.put(`/api/v1/saved_query/${id}`, { label: 'Latest people' });
    expect(updated.body.result.label).toBe('Latest people');
    expect(updated.body.result.sql).toContain('ORDER BY joined');
    const invalid = await analyst.post('/api/v1/saved_query/', {
      db_id: warehouseId,
      label: '',
      sql: 'SELECT 1',
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message.label).toBeDefined();
    const info = await analyst.get('/api/v1/saved_query/_info?q=(keys:!(permissions))');
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    const related = await analyst.get('/api/v1/saved_query/related/database');
    expect(related.body.result.map((r: { text: string }) => r.text)).toContain('warehouse');
    const distinct = await analyst.get('/api/v1/saved_query/distinct/schema');
    expect(distinct.body.result).toEqual([{ text: 'main', value: 'main' }]);
    expect((await admin.del(`/api/v1/saved_query/${id}`)).status).toBe(404);
    expect((await analyst.del(`/api/v1/saved_query/${id}`)).body).toEqual({ message: 'OK' });
    expect((await analyst.get(`/api/v1/saved_query/${id}`)).status).toBe(404);
  });
});

describe('format and export', () => {
  it('formats SQL for the database engine', async () => {
    const reply = await admin.post('/api/v1/sqllab/format_sql/', {
      sql: 'select a,b from t where a>1',
      database_id: warehouseId,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.result).toBe('SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  a > 1');
  });

  it('downloads a query’s rows as CSV', async () => {
    await run(admin, warehouseId, 'SELECT id, name FROM people ORDER BY id LIMIT 2', {
      client_id: 'csvexport01',
    });
    const response = await fetch(`${t.baseUrl}/api/v1/sqllab/export/csvexport01/`, {
      headers: t.bearer(await t.login()),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/csv/);
    expect(await response.text()).toBe('id,name\n1,person 1\n2,person 2\n');
    expect((await analyst.get('/api/v1/sqllab/export/csvexport01/')).status).toBe(404);
  });
});

describe('asynchronous runs', () => {
  async function pollState(c: Client, queryId: number, done: (state: string) => boolean) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const shown = await c.get(`/api/v1/query/${queryId}`);
      if (done(shown.body.result.status)) return shown.body.result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the query did not finish');
  }

  it('answers 202 with the pending query, then the results by key', async () => {
    const started = await run(admin, asyncId, 'SELECT count(*) AS n FROM n', {
      runAsync: true,
      client_id: 'async000001',
    });
    expect(started.status).toBe(202);
    expect(started.body.query).toMatchObject({ id: 'async000001', state: 'pending' });
    const finished = await pollState(
      admin,
      started.body.query.queryId,
      (s) => s === 'success' || s === 'failed',
    );
    expect(finished.status).toBe('success');
    const results = await admin.get(`/api/v1/sqllab/results/?key=${finished.results_key}`);
    expect(results.body.data).toEqual([{ n: 3000 }]);
    expect(results.body.query.state).toBe('success');
    const rison = await admin.get(`/api/v1/sqllab/results/?q=(key:'${finished.results_key}')`);
    expect(rison.body.data).toEqual([{ n: 3000 }]);
    expect((await analyst.get(`/api/v1/sqllab/results/?key=${finished.results_key}`)).status).toBe(404);
  });

  it('stops a running query by client id', async () => {
    const slowSql = 'SELECT count(*) AS n FROM n a, n b, n c WHERE a.i + b.i + c.i = -1';
    const started = await run(admin, asyncId, slowSql, { runAsync: true, client_id: 'stopme00001' });
    expect(started.status).toBe(202);
    await pollState(admin, started.body.query.queryId, (s) => s !== 'pending');
    expect((await admin.post('/api/v1/query/stop', { client_id: 'stopme00001' })).body).toEqual({
      result: 'OK',
    });
    const stopped = await pollState(admin, started.body.query.queryId, (s) => s !== 'running');
    expect(stopped.status).toBe('stopped');
    expect((await admin.post('/api/v1/query/stop', { client_id: 'nosuchquery' })).status).toBe(404);
  });
});
