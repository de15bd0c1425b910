import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, postgresSkipped, type STORES, storeFor } from './client';

function resourcesSuite(kind: (typeof STORES)[number]) {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>> | undefined;
  let admin: Client;
  let databaseId: number;
  let datasetId: number;

  beforeAll(async () => {
    store = await storeFor(kind);
    t = await startTestApp({ env: store.env });
    admin = client(t, await t.login());
    // A real SQLite data source, so dataset creation can read the table's columns; in uploads/,
    // where data sources may live (file-policy.ts).
    mkdirSync(join(t.home, 'uploads'), { recursive: true });
    const dataFile = join(t.home, 'uploads', 'shop.db');
    const data = new SQLite(dataFile);
    data.exec(`create table orders (id integer, region text, amount real, ordered_at timestamp);
               insert into orders values (1, 'north', 10.5, '2024-01-01 00:00:00');`);
    data.close();
    const created = await admin.post('/api/v1/database/', {
      database_name: 'shop',
      sqlalchemy_uri: `sqlite:///${dataFile}`,
      expose_in_sqllab: true,
    });
    expect(created.status).toBe(201);
    databaseId = created.body.id;
  });

  afterAll(async () => {
    await t?.close();
    await store?.drop();
  });

  describe('databases', () => {
    it('masks passwords and reports the backend', async () => {
      const created = await admin.post('/api/v1/database/', {
        database_name: 'warehouse',
        sqlalchemy_uri: 'postgresql+psycopg2://bi:s3cret@db.example:5432/dw',
      });
      expect(created.status).toBe(201);
      expect(created.body.result).toMatchObject({
        database_name: 'warehouse',
        backend: 'postgresql',
        driver: 'psycopg2',
        sqlalchemy_uri: 'postgresql+psycopg2://bi:XXXXXXXXXX@db.example:5432/dw',
      });
      const row = await t.app.store
        .selectFrom('dbs')
        .selectAll()
        .where('id', '=', created.body.id)
        .executeTakeFirst();
      expect(row?.password).toMatch(/^v1:/);
      expect(row?.password).not.toContain('s3cret');
      // Saving the masked URI back keeps the stored password.
      const updated = await admin.put(`/api/v1/database/${created.body.id}`, {
        sqlalchemy_uri: created.body.result.sqlalchemy_uri,
        allow_dml: true,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.result.allow_dml).toBe(true);
      const after = await t.app.store
        .selectFrom('dbs')
        .select('password')
        .where('id', '=', created.body.id)
        .executeTakeFirst();
      expect(after?.password).toBe(row?.password);
      expect((await admin.del(`/api/v1/database/${created.body.id}`)).body).toEqual({ message: 'OK' });
    });

    it('tests connections and lists schemas and tables', async () => {
      const ok = await admin.post('/api/v1/database/test_connection/', {
        sqlalchemy_uri: `sqlite:///${join(t.home, 'uploads', 'shop.db')}`,
        database_name: 'anything',
      });
      expect(ok.status).toBe(200);
      const unsupported = await admin.post('/api/v1/database/test_connection/', {
        sqlalchemy_uri: 'oracle://scott:tiger@host/db',
      });
      expect(unsupported.status).toBe(422);
      expect(unsupported.body.message).toMatch(/No connector for "oracle"/);
      const engines = await admin.get('/api/v1/database/available/');
      expect(engines.body.map((e: { engine: string; name: string }) => [e.engine, e.name])).toEqual([
        ['clickhousedb', 'ClickHouse Connect'],
        ['duckdb', 'DuckDB'],
        ['mariadb', 'MariaDB'],
        ['mysql', 'MySQL'],
        ['postgresql', 'PostgreSQL'],
        ['sqlite', 'SQLite'],
        ['trino', 'Trino'],
      ]);
      const tables = await admin.get(
        `/api/v1/database/${databaseId}/tables/?q=${encodeURIComponent("(schema_name:'')")}`,
      );
      expect(tables.status).toBe(200);
      expect(tables.body.result).toEqual(
        expect.arrayContaining([{ value: 'orders', type: 'table', extra: null }]),
      );
      const metadata = await admin.get(`/api/v1/database/${databaseId}/table_metadata/?name=orders`);
      expect(metadata.body.columns.map((c: { name: string }) => c.name)).toContain('amount');
      expect((await admin.get(`/api/v1/database/${databaseId}/schemas/`)).status).toBe(200);
      await t.createUser('gus', 'gamma-pass-123', ['Gamma']);
      const gamma = client(t, await t.login('gus', 'gamma-pass-123'));
      // A database Gamma cannot see answers as missing, not as forbidden (which would confirm it).
      expect((await gamma.get(`/api/v1/database/${databaseId}/schemas/`)).status).toBe(404);
      expect((await gamma.get(`/api/v1/database/${databaseId}/tables/`)).status).toBe(404);
      expect(
        (await gamma.post('/api/v1/database/test_connection/', { sqlalchemy_uri: 'sqlite:///x' })).status,
      ).toBe(403);
    });

    it('refuses a duplicate name and unknown fields', async () => {
      const duplicate = await admin.post('/api/v1/database/', {
        database_name: 'shop',
        sqlalchemy_uri: 'sqlite:///x.db',
      });
      expect(duplicate.status).toBe(422);
      expect(duplicate.body.message.database_name[0]).toMatch(/already exists/);
      const unknown = await admin.post('/api/v1/database/', {
        database_name: 'z',
        sqlalchemy_uri: 'sqlite:///z',
        color: 1,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toEqual({ color: ['Unknown field.'] });
    });
  });

  describe('datasets', () => {
    it('creates a physical dataset with columns read from the database', async () => {
      const created = await admin.post('/api/v1/dataset/', {
        database: databaseId,
        table_name: 'orders',
        schema: null,
      });
      expect(created.status).toBe(201);
      datasetId = created.body.id;
      const shown = await admin.get(`/api/v1/dataset/${datasetId}`);
      expect(shown.status).toBe(200);
      const result = shown.body.result;
      expect(result).toMatchObject({
        table_name: 'orders',
        kind: 'physical',
        main_dttm_col: 'ordered_at',
        datasource_type: 'table',
        uid: `${datasetId}__table`,
        database: { id: databaseId, database_name: 'shop', backend: 'sqlite' },
      });
      const byName = Object.fromEntries(
        result.columns.map((c: { column_name: string }) => [c.column_name, c]),
      ) as Record<string, { type_generic: number; is_dttm: boolean }>;
      expect(Object.keys(byName).sort()).toEqual(['amount', 'id', 'ordered_at', 'region']);
      expect(byName.amount?.type_generic).toBe(0);
      expect(byName.region?.type_generic).toBe(1);
      expect(byName.ordered_at?.is_dttm).toBe(true);
      expect(result.owners.map((o: { username: string }) => o.username)).toEqual(['admin']);
    });

    it('updates metrics and columns, keeping ids', async () => {
      const before = (await admin.get(`/api/v1/dataset/${datasetId}`)).body.result;
      const region = before.columns.find((c: { column_name: string }) => c.column_name === 'region');
      const updated = await admin.put(`/api/v1/dataset/${datasetId}`, {
        main_dttm_col: 'ordered_at',
        columns: before.columns.map((c: { column_name: string; type: string; id: number }) => ({
          id: c.id,
          column_name: c.column_name,
          type: c.type,
          verbose_name: c.column_name === 'region' ? 'Region' : null,
        })),
        metrics: [{ metric_name: 'total', expression: 'SUM(amount)', d3format: ',.2f' }],
      });
      expect(updated.status).toBe(200);
      const after = updated.body.result;
      expect(after.main_dttm_col).toBe('ordered_at');
      expect(after.metrics).toMatchObject([
        { metric_name: 'total', expression: 'SUM(amount)', d3format: ',.2f' },
      ]);
      const regionAfter = after.columns.find((c: { column_name: string }) => c.column_name === 'region');
      expect(regionAfter).toMatchObject({ id: region.id, verbose_name: 'Region' });
    });

    it('refreshes columns from the database, keeping saved settings', async () => {
      const data = new SQLite(join(t.home, 'uploads', 'shop.db'));
      data.exec('alter table orders add column channel text');
      data.close();
      const refreshed = await admin.put(`/api/v1/dataset/${datasetId}/refresh`, {});
      expect(refreshed.body).toEqual({ message: 'OK' });
      const columns = (await admin.get(`/api/v1/dataset/${datasetId}`)).body.result.columns as {
        column_name: string;
        verbose_name: string | null;
      }[];
      expect(columns.map((c) => c.column_name).sort()).toEqual([
        'amount',
        'channel',
        'id',
        'ordered_at',
        'region',
      ]);
      expect(columns.find((c) => c.column_name === 'region')?.verbose_name).toBe('Region');
    });

    it('answers distinct values', async () => {
      const distinct = await admin.get(
        `/api/v1/dataset/distinct/table_name?q=${encodeURIComponent("(filter:'ord')")}`,
      );
      expect(distinct.body).toEqual({ count: 1, result: [{ text: 'orders', value: 'orders' }] });
      expect((await admin.get('/api/v1/dataset/distinct/sql')).status).toBe(404);
    });

    it("reads a virtual dataset's columns by running its SQL, and refuses unsafe SQL", async () => {
      const created = await admin.post('/api/v1/dataset/', {
        database: databaseId,
        table_name: 'region_totals',
        sql: 'select region, sum(amount) as total from orders group by region',
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const columns = created.body.result.columns.map((c: { column_name: string }) => c.column_name);
      expect(columns).toEqual(['region', 'total']);
      expect(created.body.result.kind).toBe('virtual');
      const unsafe = await admin.post('/api/v1/dataset/', {
        database: databaseId,
        table_name: 'evil',
        sql: 'delete from orders',
      });
      expect(unsafe.status).toBe(422);
      expect(unsafe.body.message).toMatch(/Dataset could not be created/);
      expect((await admin.del(`/api/v1/dataset/${created.body.id}`)).status).toBe(200);
    });

    it('saves the dataset editor through the legacy /datasource/save/', async () => {
      const current = (await admin.get(`/api/v1/dataset/${datasetId}`)).body.result;
      const data = {
        ...current,
        description: 'orders from the shop',
        columns: current.columns.map((c: { column_name: string }) =>
          c.column_name === 'amount' ? { ...c, verbose_name: 'Amount (EUR)' } : c,
        ),
        owners: [{ value: 1, label: 'admin' }],
      };
      const response = await fetch(`${t.baseUrl}/datasource/save/`, {
        method: 'POST',
        headers: { ...t.bearer(await t.login()), 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data: JSON.stringify(data) }).toString(),
      });
      expect(response.status).toBe(200);
      const saved = (await response.json()) as {
        description: string;
        uid: string;
        verbose_map: Record<string, string>;
      };
      expect(saved.description).toBe('orders from the shop');
      expect(saved.uid).toBe(`${datasetId}__table`);
      expect(saved.verbose_map.amount).toBe('Amount (EUR)');
      const missing = await admin.post('/datasource/save/', { data: JSON.stringify({ id: 9999 }) });
      expect(missing.status).toBe(404);
      const broken = await admin.post('/datasource/save/', { data: '{' });
      expect(broken.status).toBe(400);
    });

    it('refuses a duplicate dataset and an unknown database', async () => {
      const duplicate = await admin.post('/api/v1/dataset/', {
        database: databaseId,
        table_name: 'orders',
        columns: [],
      });
      expect(duplicate.status).toBe(422);
      expect(duplicate.body.message.table_name[0]).toMatch(/already exists/);
      const noDb = await admin.post('/api/v1/dataset/', { database: 9999, table_name: 'x', columns: [] });
      expect(noDb.status).toBe(422);
      expect(noDb.body.message).toEqual({ database: ['Database does not exist'] });
    });

    it('filters virtual and physical datasets', async () => {
      const virtual = await admin.post('/api/v1/dataset/', {
        database: databaseId,
        table_name: 'big_orders',
        sql: 'select * from orders where amount > 5',
        columns: [{ column_name: 'amount', type: 'REAL' }],
      });
      expect(virtual.status).toBe(201);
      const physical = await admin.list('/api/v1/dataset/', {
        filters: [{ col: 'sql', opr: 'dataset_is_null_or_empty', value: true }],
        columns: ['id', 'table_name', 'kind'],
      });
      expect(physical.body.result).toEqual([{ id: datasetId, table_name: 'orders', kind: 'physical' }]);
      const byDb = await admin.list('/api/v1/dataset/', {
        filters: [{ col: 'database', opr: 'rel_o_m', value: databaseId }],
        order_column: 'table_name',
        order_direction: 'asc',
      });
      expect(byDb.body.result.map((d: { table_name: string }) => d.table_name)).toEqual([
        'big_orders',
        'orders',
      ]);
      expect((await admin.del(`/api/v1/dataset/${virtual.body.id}`)).body).toEqual({ message: 'OK' });
    });

    it('filters certified datasets by the certification in their extra JSON', async () => {
      const certified = await admin.post('/api/v1/dataset/', {
        database: databaseId,
        table_name: 'certified_orders',
        sql: 'select * from orders',
        extra: JSON.stringify({ certification: { certified_by: 'Data team', details: 'Audited' } }),
      });
      expect(certified.status).toBe(201);
      const names = async (value: boolean) =>
        (
          await admin.list('/api/v1/dataset/', {
            filters: [{ col: 'id', opr: 'dataset_is_certified', value }],
            columns: ['table_name'],
          })
        ).body.result.map((d: { table_name: string }) => d.table_name);
      expect(await names(true)).toEqual(['certified_orders']);
      expect(await names(false)).not.toContain('certified_orders');
      expect(await names(false)).toContain('orders');
      expect((await admin.del(`/api/v1/dataset/${certified.body.id}`)).body).toEqual({ message: 'OK' });
    });

    it('will not delete a database that still has datasets', async () => {
      const refused = await admin.del(`/api/v1/database/${databaseId}`);
      expect(refused.status).toBe(422);
      expect(refused.body.message).toMatch(/datasets associated/);
    });
  });
}

describe('on SQLite', () => resourcesSuite('sqlite'));
describe.skipIf(postgresSkipped())('on PostgreSQL', () => resourcesSuite('postgres'));
