/**
 * Row-level security in SQL Lab (Superset's RLS_IN_SQLLAB, on by default here): a user under a
 * Regular rule reads only the allowed rows of a table through POST /api/v1/sqllab/execute/, however
 * the table is named (aliased or not, schema-qualified, joined, in a CTE), and nothing written
 * around the reference widens the rule; a user without a rule and an admin read every row.
 */
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermissions } from '../../src/security/seed';
import { startTestApp, type TestApp } from '../platform/harness';
import { service } from '../platform/services';
import { type Client, client } from '../resources/client';

const DATA = `CREATE TABLE sales (id INTEGER, region VARCHAR, amount INTEGER);
INSERT INTO sales VALUES (1, 'North', 10), (2, 'South', 20), (3, 'North', 30), (4, 'East', 5), (5, 'West', 7);
CREATE TABLE staff (id INTEGER, region VARCHAR, name VARCHAR);
INSERT INTO staff VALUES (1, 'North', 'Nadia'), (2, 'South', 'Sam'), (3, 'East', 'Eve');`;

let t: TestApp;
let admin: Client;
let north: Client;
let plain: Client;
type Engine = 'sqlite' | 'duckdb' | 'postgresql';
const withPostgres = !service('postgres', 'SQL Lab row-level security on PostgreSQL').skip;
const engines: Engine[] = ['sqlite', 'duckdb', ...(withPostgres ? (['postgresql'] as const) : [])];
const defaultSchema: Record<Engine, string> = { sqlite: 'main', duckdb: 'main', postgresql: 'public' };
const databases: Record<Engine, number> = { sqlite: 0, duckdb: 0, postgresql: 0 };
const pgBase = process.env.TEST_POSTGRES_URL ?? '';
const pgName = `tessera_rls_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
/** A DuckDB database that runs queries in the background and allows DML. */
let asyncDml = 0;

async function makeDuckDb(path: string) {
  const instance = await DuckDBInstance.create(path);
  const connection = await instance.connect();
  await connection.run(DATA);
  connection.closeSync();
  instance.closeSync();
}

function makeSqlite(path: string) {
  const db = new SQLite(path);
  db.exec(DATA);
  db.close();
}

async function createDatabase(
  name: string,
  uri: string,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const created = await admin.post('/api/v1/database/', {
    database_name: name,
    sqlalchemy_uri: uri,
    expose_in_sqllab: true,
    ...extra,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

/** A fresh PostgreSQL database holding the tables; its SQLAlchemy URI. */
async function makePostgres(): Promise<string> {
  const setup = new pg.Client({ connectionString: pgBase });
  await setup.connect();
  await setup.query(`create database ${pgName}`);
  await setup.end();
  const url = new URL(pgBase);
  url.pathname = `/${pgName}`;
  const data = new pg.Client({ connectionString: url.toString() });
  await data.connect();
  await data.query(DATA);
  await data.end();
  return url.toString().replace(/^postgres:/, 'postgresql:');
}

async function createDataset(database: number, schema: string, table: string): Promise<number> {
  const created = await admin.post('/api/v1/dataset/', { database, schema, table_name: table });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id as number;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, await t.login());
  const sqlitePath = join(t.config.uploadsDir, 'rls-sales.sqlite');
  makeSqlite(sqlitePath);
  const duckPath = join(t.config.uploadsDir, 'rls-sales.duckdb');
  await makeDuckDb(duckPath);
  databases.sqlite = await createDatabase('rls_sqlite', `sqlite:///${sqlitePath}`);
  databases.duckdb = await createDatabase('rls_duckdb', `duckdb:///${duckPath}`);
  const asyncPath = join(t.config.uploadsDir, 'rls-async.duckdb');
  await makeDuckDb(asyncPath);
  asyncDml = await createDatabase('rls_async', `duckdb:///${asyncPath}`, {
    allow_run_async: true,
    allow_dml: true,
  });
  if (withPostgres) databases.postgresql = await createDatabase('rls_postgresql', await makePostgres());
  const datasets: number[] = [];
  for (const engine of engines) {
    const schema = defaultSchema[engine];
    datasets.push(
      await createDataset(databases[engine], schema, 'sales'),
      await createDataset(databases[engine], schema, 'staff'),
    );
  }
  datasets.push(
    await createDataset(asyncDml, 'main', 'sales'),
    await createDataset(asyncDml, 'main', 'staff'),
  );
  await grantPermissions(t.app.store, 'rls_db_users', [
    ['database_access', `[rls_sqlite].(id:${databases.sqlite})`],
    ['database_access', `[rls_duckdb].(id:${databases.duckdb})`],
    ['database_access', `[rls_async].(id:${asyncDml})`],
    ['database_access', `[rls_postgresql].(id:${databases.postgresql})`],
  ] as const);
  await grantPermissions(t.app.store, 'north_team', []);
  await t.createUser('nora', 'north-pass-123', ['Gamma', 'sql_lab', 'rls_db_users', 'north_team']);
  await t.createUser('paul', 'plain-pass-123', ['Gamma', 'sql_lab', 'rls_db_users']);
  north = client(t, await t.login('nora', 'north-pass-123'));
  plain = client(t, await t.login('paul', 'plain-pass-123'));
  const roles = await t.app.store.selectFrom('ab_role').select(['id', 'name']).execute();
  const northTeam = roles.find((r) => r.name === 'north_team')!.id;
  const rule = await admin.post('/api/v1/rowlevelsecurity/', {
    name: 'North only',
    filter_type: 'Regular',
    tables: datasets,
    roles: [northTeam],
    clause: "region = 'North'",
  });
  expect(rule.status, JSON.stringify(rule.body)).toBe(201);
});

afterAll(async () => {
  await t?.close();
  if (!withPostgres) return;
  const cleanup = new pg.Client({ connectionString: pgBase });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${pgName} with (force)`);
  await cleanup.end();
});

async function rows(who: Client, database: number, sql: string, extra: Record<string, unknown> = {}) {
  const reply = await who.post('/api/v1/sqllab/execute/', { database_id: database, sql, ...extra });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  return (reply.body.data as Record<string, unknown>[]).map((row) =>
    Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])),
  );
}

const ids = async (who: Client, database: number, sql: string, extra: Record<string, unknown> = {}) =>
  (await rows(who, database, sql, extra)).map((row) => Number(row.id));

describe.each(engines)('SQL Lab row-level security on %s', (engine) => {
  const db = () => databases[engine];
  const schema = defaultSchema[engine];

  it('filters unaliased, aliased and schema-qualified references for a user under a rule', async () => {
    expect(await ids(north, db(), 'SELECT id FROM sales ORDER BY id')).toEqual([1, 3]);
    expect(await ids(north, db(), 'SELECT id FROM sales ORDER BY id', { schema })).toEqual([1, 3]);
    expect(await ids(north, db(), 'SELECT s.id FROM sales AS s ORDER BY s.id')).toEqual([1, 3]);
    expect(await ids(north, db(), 'SELECT s.id AS id FROM sales s ORDER BY 1')).toEqual([1, 3]);
    expect(await ids(north, db(), 'SELECT sales.id FROM sales ORDER BY sales.id')).toEqual([1, 3]);
    expect(await ids(north, db(), `SELECT id FROM ${schema}.sales ORDER BY id`)).toEqual([1, 3]);
    expect(await ids(north, db(), 'select id from "sales" order by id')).toEqual([1, 3]);
  });

  it('filters both tables of a join, CTEs and subqueries', async () => {
    const joined = await rows(
      north,
      db(),
      'SELECT s.id, st.name FROM sales s JOIN staff st ON st.region = s.region ORDER BY s.id',
    );
    expect(joined).toEqual([
      { id: 1, name: 'Nadia' },
      { id: 3, name: 'Nadia' },
    ]);
    const comma = await rows(north, db(), 'SELECT count(*) AS n FROM sales, staff');
    expect(Number(comma[0]!.n)).toBe(2);
    const cte = await rows(
      north,
      db(),
      'WITH x AS (SELECT * FROM sales) SELECT count(*) AS n, sum(amount) AS total FROM x',
    );
    expect(cte.map((r) => [Number(r.n), Number(r.total)])).toEqual([[2, 40]]);
    expect(
      await ids(
        north,
        db(),
        'SELECT id FROM staff WHERE region IN (SELECT region FROM sales WHERE amount > 0) ORDER BY id',
      ),
    ).toEqual([1]);
  });

  it('cannot be widened by an OR, a comment or a subquery in the user SQL', async () => {
    expect(
      await ids(north, db(), "SELECT id FROM sales WHERE region <> 'North' OR 1 = 1 ORDER BY id"),
    ).toEqual([1, 3]);
    expect(
      await ids(north, db(), 'SELECT id FROM sales -- WHERE false\nWHERE 1 = 1 OR true ORDER BY id'),
    ).toEqual([1, 3]);
    expect(await ids(north, db(), 'SELECT id FROM sales /* ) OR (1 = 1 */ ORDER BY id')).toEqual([1, 3]);
    expect(
      await ids(north, db(), "SELECT id FROM (SELECT * FROM sales) AS q WHERE q.region = 'South'"),
    ).toEqual([]);
  });

  it('refuses a read of the table it cannot filter', async () => {
    const reply = await north.post('/api/v1/sqllab/execute/', {
      database_id: db(),
      sql: 'WITH sales AS (SELECT 1 AS id) SELECT id FROM sales',
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('row level security');
  });

  it('leaves a user without a rule and an admin every row', async () => {
    expect(await ids(plain, db(), 'SELECT id FROM sales ORDER BY id')).toEqual([1, 2, 3, 4, 5]);
    expect(await ids(admin, db(), `SELECT s.id FROM ${schema}.sales s ORDER BY s.id`)).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });
});

describe('SQL Lab row-level security beyond one synchronous SELECT', () => {
  async function finished(who: Client, queryId: number) {
    for (let attempt = 0; attempt < 200; attempt++) {
      const shown = await who.get(`/api/v1/query/${queryId}`);
      const status = shown.body.result?.status as string | undefined;
      if (status === 'success' || status === 'failed') return shown.body.result;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the query did not finish');
  }

  it('filters a background (runAsync) run as the user who started it', async () => {
    const started = await north.post('/api/v1/sqllab/execute/', {
      database_id: asyncDml,
      sql: 'SELECT id FROM sales ORDER BY id',
      runAsync: true,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const query = await finished(north, started.body.query.queryId);
    expect(query.status).toBe('success');
    const results = await north.get(`/api/v1/sqllab/results/?key=${query.results_key}`);
    expect(results.body.data.map((row: { id: unknown }) => Number(row.id))).toEqual([1, 3]);
  });

  it('refuses DML that names a table under a rule, and allows it on other tables', async () => {
    for (const sql of [
      'CREATE TABLE copied AS SELECT * FROM sales',
      'INSERT INTO staff SELECT id, region, region FROM sales',
      'DELETE FROM sales',
    ]) {
      const reply = await north.post('/api/v1/sqllab/execute/', { database_id: asyncDml, sql });
      expect(reply.status, sql).toBe(400);
      expect(JSON.stringify(reply.body)).toContain('row level security');
    }
    const other = await north.post('/api/v1/sqllab/execute/', {
      database_id: asyncDml,
      sql: 'CREATE TABLE scratch AS SELECT 1 AS one',
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
  });
});

describe('a SQL Lab query as a chart datasource', () => {
  it('reads only the rows its user may see, though the query keeps the SQL as written', async () => {
    const ran = await north.post('/api/v1/sqllab/execute/', {
      database_id: databases.duckdb,
      sql: 'SELECT id, region FROM sales',
    });
    expect(ran.status, JSON.stringify(ran.body)).toBe(200);
    const queryId = ran.body.query_id as number;
    const chart = await north.post('/api/v1/chart/data', {
      datasource: { id: queryId, type: 'query' },
      queries: [
        { columns: ['region'], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'n' }] },
      ],
      result_format: 'json',
      result_type: 'full',
    });
    expect(chart.status, JSON.stringify(chart.body)).toBe(200);
    const data = chart.body.result[0].data as { region: string; n: unknown }[];
    expect(data.map((row) => [row.region, Number(row.n)])).toEqual([['North', 2]]);
  });
});
