/**
 * SQL Lab's schema select sets where unqualified table names resolve (Superset: the schema is the
 * search path): DuckDB's USE, PostgreSQL's search_path (when TEST_POSTGRES_URL is set). Pooled
 * connections do not keep it for the next query.
 */
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { service } from '../platform/services';
import { type Client, client } from '../resources/client';

let t: TestApp;
let admin: Client;

const run = (databaseId: number, sql: string, schema?: string) =>
  admin.post('/api/v1/sqllab/execute/', { database_id: databaseId, sql, ...(schema ? { schema } : {}) });

beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, await t.login());
});

afterAll(async () => {
  await t?.close();
});

describe('SQL Lab schema on DuckDB', () => {
  let databaseId: number;

  beforeAll(async () => {
    const path = join(t.config.uploadsDir, 'schemas.duckdb');
    const instance = await DuckDBInstance.create(path);
    const connection = await instance.connect();
    await connection.run(`CREATE SCHEMA sales;
      CREATE TABLE main.items AS SELECT 'from main' AS origin;
      CREATE TABLE sales.items AS SELECT 'from sales' AS origin;`);
    connection.closeSync();
    instance.closeSync();
    const created = await admin.post('/api/v1/database/', {
      database_name: 'schemas',
      sqlalchemy_uri: `duckdb:///${path}`,
      expose_in_sqllab: true,
    });
    expect(created.status).toBe(201);
    databaseId = created.body.id;
  });

  it('resolves unqualified names in the chosen schema, and in the default without one', async () => {
    const sales = await run(databaseId, 'SELECT origin FROM items', 'sales');
    expect(sales.status, JSON.stringify(sales.body)).toBe(200);
    expect(sales.body.data).toEqual([{ origin: 'from sales' }]);
    const plain = await run(databaseId, 'SELECT origin FROM items');
    expect(plain.body.data).toEqual([{ origin: 'from main' }]);
    const main = await run(databaseId, 'SELECT origin FROM items', 'main');
    expect(main.body.data).toEqual([{ origin: 'from main' }]);
  });

  it('says which schema is unknown', async () => {
    const missing = await run(databaseId, 'SELECT 1', 'nowhere');
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(JSON.stringify(missing.body)).toMatch(/nowhere/);
  });
});

describe.skipIf(service('postgres', 'SQL Lab schema on PostgreSQL').skip)(
  'SQL Lab schema on PostgreSQL',
  () => {
    const base = process.env.TEST_POSTGRES_URL ?? '';
    const name = `tessera_schema_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    let databaseId: number;

    beforeAll(async () => {
      const setup = new pg.Client({ connectionString: base });
      await setup.connect();
      await setup.query(`create database ${name}`);
      await setup.end();
      const url = new URL(base);
      url.pathname = `/${name}`;
      const data = new pg.Client({ connectionString: url.toString() });
      await data.connect();
      await data.query(`create schema sales;
      create table public.items as select 'from public' as origin;
      create table sales.items as select 'from sales' as origin;`);
      await data.end();
      const created = await admin.post('/api/v1/database/', {
        database_name: 'pg-schemas',
        sqlalchemy_uri: url.toString().replace(/^postgres:/, 'postgresql:'),
        expose_in_sqllab: true,
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      databaseId = created.body.id;
    });

    afterAll(async () => {
      const cleanup = new pg.Client({ connectionString: base });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    });

    it('sets the search_path for the query and resets it for the next', async () => {
      const sales = await run(databaseId, 'SELECT origin FROM items', 'sales');
      expect(sales.status, JSON.stringify(sales.body)).toBe(200);
      expect(sales.body.data).toEqual([{ origin: 'from sales' }]);
      for (let i = 0; i < 3; i++) {
        const plain = await run(databaseId, 'SELECT origin FROM items');
        expect(plain.body.data).toEqual([{ origin: 'from public' }]);
      }
    });
  },
);
