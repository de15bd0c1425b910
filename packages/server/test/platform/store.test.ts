/**
 * The metadata store migrates a fresh SQLite file and a fresh PostgreSQL database to the same
 * schema, with the same constraints, and round-trips rows. PostgreSQL runs when
 * TEST_POSTGRES_URL is set (a uniquely named database is created and dropped).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSecurity } from '../../src/security/seed';
import { openStore, type Store } from '../../src/store/connection';
import { migrateToLatest, migrationStatus } from '../../src/store/migrate';
import { MIGRATIONS } from '../../src/store/migrations';
import { service } from './services';

const MIGRATION_NAMES = MIGRATIONS.map((migration) => migration.name);

const TABLES = [
  'ab_permission',
  'ab_permission_view',
  'ab_permission_view_role',
  'ab_role',
  'ab_user',
  'ab_user_role',
  'ab_view_menu',
  'annotation',
  'annotation_layer',
  'dashboard_roles',
  'dashboard_slices',
  'dashboard_user',
  'dashboards',
  'dbs',
  'dynamic_plugin',
  'embedded_dashboards',
  'favstar',
  'filter_sets',
  'key_value',
  'logs',
  'query',
  'revoked_token',
  'rls_filter_roles',
  'rls_filter_tables',
  'row_level_security_filters',
  'saved_query',
  'slice_user',
  'slices',
  'sql_metrics',
  'sqlatable_user',
  'table_columns',
  'tables',
  'tag',
  'tagged_object',
];

const now = () => new Date().toISOString();
const column = (tableId: number, name: string, isDttm: 0 | 1, type: string) => ({
  uuid: randomUUID(),
  table_id: tableId,
  column_name: name,
  verbose_name: null,
  is_dttm: isDttm,
  is_active: 1,
  type,
  advanced_data_type: null,
  groupby: 1,
  filterable: 1,
  expression: null,
  description: null,
  python_date_format: null,
  extra: null,
});
const datasetRow = (databaseId: number, schema: string | null, tableName: string) => ({
  ...audit(),
  uuid: randomUUID(),
  database_id: databaseId,
  catalog: null,
  schema,
  table_name: tableName,
  sql: null,
  main_dttm_col: null,
  description: null,
  default_endpoint: null,
  offset: 0,
  cache_timeout: null,
  params: '{"a":1}',
  template_params: null,
  extra: null,
  filter_select_enabled: 1,
  fetch_values_predicate: null,
  normalize_columns: 0,
  always_filter_main_dttm: 0,
  is_managed_externally: 0,
  external_url: null,
});
const audit = () => ({ created_on: now(), changed_on: now(), created_by_fk: null, changed_by_fk: null });

function storeContract(
  label: string,
  openFresh: () => Promise<{ url: string; cleanup: () => Promise<void> }>,
) {
  let store: Store;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const fresh = await openFresh();
    cleanup = fresh.cleanup;
    store = openStore(fresh.url);
  });
  afterAll(async () => {
    await store?.close();
    await cleanup?.();
  });

  it(`${label}: migrates a fresh database, then is up to date`, async () => {
    expect(await migrateToLatest(store)).toEqual(MIGRATION_NAMES);
    expect(await migrateToLatest(store)).toEqual([]);
    expect(await migrationStatus(store)).toEqual(MIGRATION_NAMES.map((name) => ({ name, applied: true })));
    const tables = (await store.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('tessera_migration'))
      .sort();
    expect(tables).toEqual(TABLES);
  });

  it(`${label}: seeds security idempotently`, async () => {
    await seedSecurity(store.db);
    const count = async () =>
      Promise.all(
        (
          [
            'ab_role',
            'ab_permission',
            'ab_view_menu',
            'ab_permission_view',
            'ab_permission_view_role',
          ] as const
        ).map(
          async (table) =>
            (
              await store.db
                .selectFrom(table)
                .select((eb) => eb.fn.countAll<number>().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
        ),
      );
    const first = await count();
    await seedSecurity(store.db);
    expect(await count()).toEqual(first);
    expect(first[0]).toBe(5);
  });

  it(`${label}: enforces natural keys and foreign keys`, async () => {
    const user = {
      username: 'alice',
      first_name: 'A',
      last_name: 'L',
      email: 'a@x',
      password_hash: 'x',
      active: 1,
      created_on: now(),
      changed_on: now(),
      last_login: null,
      login_count: 0,
      fail_login_count: 0,
    };
    await store.db.insertInto('ab_user').values(user).execute();
    await expect(store.db.insertInto('ab_user').values(user).execute()).rejects.toThrow();
    await expect(store.db.insertInto('ab_role').values({ name: 'Admin' }).execute()).rejects.toThrow();
    await expect(
      store.db.insertInto('ab_user_role').values({ user_id: 999_999, role_id: 1 }).execute(),
    ).rejects.toThrow();

    const database = await store.db
      .insertInto('dbs')
      .values({
        ...audit(),
        uuid: randomUUID(),
        database_name: 'examples',
        sqlalchemy_uri: 'duckdb:///x',
        password: null,
        expose_in_sqllab: 1,
        allow_run_async: 0,
        allow_dml: 0,
        allow_file_upload: 0,
        allow_ctas: 0,
        allow_cvas: 0,
        cache_timeout: null,
        extra: '{}',
        impersonate_user: 0,
        is_managed_externally: 0,
        external_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('tables')
      .values(datasetRow(database.id, 'main', 'birth_names'))
      .execute();
    await expect(
      store.db
        .insertInto('tables')
        .values(datasetRow(database.id, 'main', 'birth_names'))
        .execute(),
    ).rejects.toThrow();
  });

  it(`${label}: round-trips a dataset, chart and dashboard, and cascades deletes`, async () => {
    const database = await store.db
      .selectFrom('dbs')
      .select('id')
      .where('database_name', '=', 'examples')
      .executeTakeFirstOrThrow();
    const dataset = await store.db
      .insertInto('tables')
      .values(datasetRow(database.id, null, 'flights'))
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('table_columns')
      .values([column(dataset.id, 'ds', 1, 'TIMESTAMP'), column(dataset.id, 'airline', 0, 'VARCHAR')])
      .execute();
    await store.db
      .insertInto('sql_metrics')
      .values({
        uuid: randomUUID(),
        table_id: dataset.id,
        metric_name: 'count',
        verbose_name: null,
        metric_type: 'count',
        expression: 'COUNT(*)',
        description: null,
        d3format: null,
        currency: null,
        extra: null,
        warning_text: null,
      })
      .execute();
    const chart = await store.db
      .insertInto('slices')
      .values({
        ...audit(),
        uuid: randomUUID(),
        slice_name: 'Flights per day',
        viz_type: 'echarts_timeseries_line',
        datasource_id: dataset.id,
        datasource_type: 'table',
        params: JSON.stringify({ metrics: ['count'] }),
        query_context: null,
        description: null,
        cache_timeout: null,
        certified_by: null,
        certification_details: null,
        is_managed_externally: 0,
        external_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const dashboard = await store.db
      .insertInto('dashboards')
      .values({
        ...audit(),
        uuid: randomUUID(),
        dashboard_title: 'Flights',
        slug: 'flights',
        position_json: null,
        json_metadata: null,
        css: null,
        description: null,
        published: 1,
        certified_by: null,
        certification_details: null,
        is_managed_externally: 0,
        external_url: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await store.db
      .insertInto('dashboard_slices')
      .values({ dashboard_id: dashboard.id, slice_id: chart.id })
      .execute();

    const row = await store.db
      .selectFrom('dashboards as d')
      .innerJoin('dashboard_slices as ds', 'ds.dashboard_id', 'd.id')
      .innerJoin('slices as s', 's.id', 'ds.slice_id')
      .innerJoin('tables as t', 't.id', 's.datasource_id')
      .select(['d.dashboard_title', 'd.published', 's.slice_name', 's.params', 't.table_name', 't.offset'])
      .where('d.slug', '=', 'flights')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      dashboard_title: 'Flights',
      published: 1,
      slice_name: 'Flights per day',
      params: '{"metrics":["count"]}',
      table_name: 'flights',
      offset: 0,
    });

    await store.db.deleteFrom('tables').where('id', '=', dataset.id).execute();
    const orphans = await store.db
      .selectFrom('table_columns')
      .select('id')
      .where('table_id', '=', dataset.id)
      .execute();
    expect(orphans).toEqual([]);
    await store.db.deleteFrom('slices').where('id', '=', chart.id).execute();
    expect(await store.db.selectFrom('dashboard_slices').selectAll().execute()).toEqual([]);
  });
}

describe('metadata store on SQLite', () => {
  storeContract('sqlite', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-store-'));
    return {
      url: `sqlite:///${join(dir, 'meta.db')}`,
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    };
  });

  it('accepts the four-slash absolute form and creates parent folders', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-store-'));
    const store = openStore(`sqlite:///${join(dir, 'nested', 'meta.db')}`);
    try {
      expect(await migrateToLatest(store)).toEqual(MIGRATION_NAMES);
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const { url: postgresUrl, skip: postgresSkip } = service('postgres', 'the PostgreSQL store tests');

describe.skipIf(postgresSkip)('metadata store on PostgreSQL', () => {
  storeContract('postgres', async () => {
    const name = `tessera_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      cleanup: async () => {
        const client = new pg.Client({ connectionString: postgresUrl });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await client.end();
      },
    };
  });
});

describe.skipIf(postgresSkip)('metadata store on PostgreSQL when a connection is lost', () => {
  it('reports an idle connection ended by the server, and goes on with a new one', async () => {
    const lost: Error[] = [];
    const store = openStore(postgresUrl!, { onIdleConnectionError: (error) => lost.push(error) });
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(store.db);
      // The pooled connection is idle now; end it the way a server restart or an administrator does.
      await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
      const until = Date.now() + 5_000;
      while (lost.length === 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
      expect(lost[0]?.message).toMatch(/terminat/i);
      const again = await sql<{ one: number }>`select 1 as one`.execute(store.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await store.close();
    }
  });

  it('fails the work of a connection ended while checked out, without crashing, and goes on', async () => {
    const store = openStore(postgresUrl!);
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const transaction = store.db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        await admin.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
        // Between two statements the client is checked out but idle: the pool does not listen to
        // it then, and an unheard 'error' would be an uncaught exception that ends the process.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await sql`select 1`.execute(trx);
      });
      await expect(transaction).rejects.toThrow();
      const again = await sql<{ one: number }>`select 1 as one`.execute(store.db);
      expect(again.rows).toEqual([{ one: 1 }]);
    } finally {
      await admin.end();
      await store.close();
    }
  });
});
