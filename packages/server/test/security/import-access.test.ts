/**
 * Issue 13, findings 9 and 11 (import part): an import checks, object by object, the right to
 * create or overwrite what it writes, as the matching API call would, and every database URI it
 * writes passes the data-source file rule. A refusal changes nothing and names the file.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { BundleAccessError, type BundleFiles, importBundleFiles } from '../../src/bundles';
import type { ListContext } from '../../src/repositories/list/filters';
import type { CurrentUser } from '../../src/security/users';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';
import {
  CHART_UUID,
  DATABASE_UUID,
  DATASET_UUID,
  dashboardBundle,
  dashboardYaml,
  metadata,
  ROOT,
  upload,
  zip,
} from './import-support';

const NETWORK_URI = 'postgresql://bi@db.example/analytics';

let t: TestApp;
let adminToken: string;
let admin: Client;
let gammaToken: string;
let alphaToken: string;

beforeAll(async () => {
  t = await startTestApp();
  adminToken = await t.login();
  admin = client(t, adminToken);
  await t.createUser('gamma', 'gamma-password-1', ['Gamma']);
  await t.createUser('alpha', 'alpha-password-1', ['Alpha']);
  gammaToken = await t.login('gamma', 'gamma-password-1');
  alphaToken = await t.login('alpha', 'alpha-password-1');
});
afterEach(async () => {
  await clear();
});
afterAll(async () => {
  await t?.close();
});

/** What exists, as the admin sees it: nothing a refused import may change. */
async function inventory() {
  const rows = async (table: 'dbs' | 'tables' | 'slices' | 'dashboards') =>
    (await t.app.store.selectFrom(table).select(['id', 'uuid']).orderBy('id').execute()).map((r) => r.uuid);
  const dashboards = await t.app.store.selectFrom('dashboards').select(['uuid', 'dashboard_title']).execute();
  return {
    databases: await rows('dbs'),
    datasets: await rows('tables'),
    charts: await rows('slices'),
    dashboards,
  };
}

describe('creating what the importer may not create', () => {
  it('refuses Gamma a bundle that registers the metadata store as a database, creating nothing', async () => {
    const before = await inventory();
    const storeUri = `sqlite:///${join(t.home, 'tessera.db')}`;
    for (const uri of [storeUri, 'duckdb:///:memory:']) {
      const reply = await upload(t, gammaToken, 'dashboard', zip(dashboardBundle(uri)));
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.message).toContain('databases/imported.yaml: you may not create databases');
      expect(reply.body.errors[0].extra['databases/imported.yaml']).toBe('you may not create databases');
    }
    expect(await inventory()).toEqual(before);
    expect((await admin.get('/api/v1/database/')).body.count).toBe(before.databases.length);
  });

  it('refuses Gamma datasets (Gamma may not write datasets) on a database that exists', async () => {
    await importAsAdmin(dashboardBundle(NETWORK_URI));
    const before = await inventory();
    const files = dashboardBundle(NETWORK_URI);
    files[`${ROOT}/datasets/imported/sales.yaml`] = files[`${ROOT}/datasets/imported/sales.yaml`]!.replace(
      DATASET_UUID,
      '11111111-2222-4333-8444-555555555555',
    ).replace('table_name: sales', 'table_name: other');
    const reply = await upload(t, gammaToken, 'dashboard', zip(files));
    expect(reply.status).toBe(403);
    expect(reply.body.message).toContain('datasets/imported/sales.yaml: you may not create datasets');
    expect(await inventory()).toEqual(before);
  });
});

describe('overwriting what the importer may not edit', () => {
  it('refuses Gamma and Alpha overwrite=true of a dashboard the admin owns; it stays unchanged', async () => {
    await importAsAdmin(dashboardBundle(NETWORK_URI, 'Sales'));
    const before = await inventory();
    const id = (await admin.get('/api/v1/dashboard/')).body.ids[0];
    const hijack = zip(dashboardBundle(NETWORK_URI, 'Hijacked'));
    for (const token of [gammaToken, alphaToken]) {
      // What PUT decides for the same dashboard...
      const put = await client(t, token).put(`/api/v1/dashboard/${id}`, { dashboard_title: 'Hijacked' });
      expect([403, 404]).toContain(put.status);
      // ...the import decides too.
      const reply = await upload(t, token, 'dashboard', hijack, { overwrite: 'true' });
      expect(reply.status, JSON.stringify(reply.body)).toBe(403);
      expect(reply.body.message).toMatch(
        /dashboards\/Sales_1\.yaml: you may not overwrite this dashboard: only its owners or an admin may/,
      );
    }
    // The asset import always overwrites: Alpha may write datasets and charts, but not these.
    const assetFiles = dashboardBundle(NETWORK_URI, 'Hijacked');
    assetFiles[`${ROOT}/metadata.yaml`] = metadata('assets');
    const assets = await upload(t, alphaToken, 'assets', zip(assetFiles));
    expect(assets.status).toBe(403);
    expect(Object.keys(assets.body.errors[0].extra).sort()).toEqual([
      'charts/Sales_1.yaml',
      'dashboards/Sales_1.yaml',
      'datasets/imported/sales.yaml',
    ]);
    expect(await inventory()).toEqual(before);
    expect((await admin.get(`/api/v1/dashboard/${id}`)).body.result.dashboard_title).toBe('Sales');
  });

  it('lets Gamma create a dashboard and overwrite it as its owner', async () => {
    const files = (title: string) => ({
      [`${ROOT}/metadata.yaml`]: metadata(),
      [`${ROOT}/dashboards/Mine.yaml`]: dashboardYaml(title),
    });
    expect((await upload(t, gammaToken, 'dashboard', zip(files('Mine')))).status).toBe(200);
    const again = await upload(t, gammaToken, 'dashboard', zip(files('Mine v2')), { overwrite: 'true' });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const titles = (await inventory()).dashboards.map((d) => d.dashboard_title);
    expect(titles).toEqual(['Mine v2']);
  });
});

describe('references to objects the importer cannot read', () => {
  const contextFor = async (permissions: string[]) => {
    const userId = (
      await t.app.store
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', 'gamma')
        .executeTakeFirstOrThrow()
    ).id;
    const set = new Set(permissions);
    const user: CurrentUser = {
      id: userId,
      username: 'gamma',
      firstName: '',
      lastName: '',
      email: '',
      roles: ['Custom'],
      permissions: set,
    };
    const context: ListContext = { userId, isAdmin: false, permissions: set };
    return { trusted: false as const, user, context };
  };
  const importAs = async (files: Record<string, string>, permissions: string[]) =>
    importBundleFiles(t.app.store, toBundle(files), {
      overwrite: false,
      expect: null,
      access: await contextFor(permissions),
      userId: null,
      secretKey: t.config.secretKey,
    });

  it('needs access to the database a new dataset uses, and to the dataset a new chart uses', async () => {
    await importAsAdmin(dashboardBundle(NETWORK_URI));
    const databaseId = (await inventoryIds('dbs'))[0]!;
    const datasetOnly = {
      'metadata.yaml': metadata('SqlaTable'),
      'databases/imported.yaml': stringify({
        database_name: 'imported',
        sqlalchemy_uri: NETWORK_URI,
        uuid: DATABASE_UUID,
        version: '1.0.0',
      }),
      'datasets/imported/other.yaml': stringify({
        table_name: 'other',
        uuid: '21111111-2222-4333-8444-555555555555',
        database_uuid: DATABASE_UUID,
        version: '1.0.0',
      }),
    };
    await expect(importAs(datasetOnly, ['can_write|Dataset'])).rejects.toThrow(
      new BundleAccessError({
        'datasets/imported/other.yaml': 'you have no access to the database this dataset uses',
      }),
    );
    const granted = await importAs(datasetOnly, [
      'can_write|Dataset',
      `database_access|[imported].(id:${databaseId})`,
    ]);
    expect(granted.datasets).toBe(1);

    const chartOnly = {
      'metadata.yaml': metadata('Slice'),
      'charts/Other.yaml': stringify({
        slice_name: 'Other',
        viz_type: 'table',
        uuid: '31111111-2222-4333-8444-555555555555',
        dataset_uuid: DATASET_UUID,
        version: '1.0.0',
      }),
    };
    await expect(importAs(chartOnly, ['can_write|Chart'])).rejects.toThrow(
      'charts/Other.yaml: you have no access to the dataset this chart uses.',
    );

    const dashboardOnly = {
      'metadata.yaml': metadata(),
      'dashboards/Peek.yaml': stringify({
        dashboard_title: 'Peek',
        uuid: '41111111-2222-4333-8444-555555555555',
        version: '1.0.0',
        position: { 'CHART-1': { type: 'CHART', meta: { chartId: 1, uuid: CHART_UUID } } },
      }),
    };
    await expect(importAs(dashboardOnly, ['can_write|Dashboard'])).rejects.toThrow(
      'dashboards/Peek.yaml: this dashboard places a chart you have no access to.',
    );
  });
});

describe('database URIs in bundles', () => {
  it('refuses the metadata store, in-memory engines and missing files even from an admin', async () => {
    const before = await inventory();
    const created = join(t.home, 'uploads', 'created-by-import.duckdb');
    const cases: [string, RegExp][] = [
      [`sqlite:///${join(t.home, 'tessera.db')}`, /may only open files in the data directories/],
      ['duckdb:///:memory:', /In-memory databases cannot be imported/],
      ['sqlite:///:memory:', /In-memory databases cannot be imported/],
      [`duckdb:///${created}`, /does not exist; data sources open existing files and never create them/],
    ];
    for (const [uri, message] of cases) {
      const files = dashboardBundle(uri);
      files[`${ROOT}/databases/imported.yaml`] = stringify({
        database_name: 'imported',
        sqlalchemy_uri: uri,
        allow_dml: true,
        uuid: DATABASE_UUID,
        version: '1.0.0',
      });
      const reply = await upload(t, adminToken, 'dashboard', zip(files));
      expect(reply.status, uri).toBe(422);
      const problem = reply.body.errors[0].extra['databases/imported.yaml'];
      expect(problem.sqlalchemy_uri[0], uri).toMatch(message);
      expect(JSON.stringify(reply.body)).not.toContain(t.home);
    }
    expect(existsSync(created)).toBe(false);
    expect(await inventory()).toEqual(before);
  });
});

function toBundle(files: Record<string, string>): BundleFiles {
  return new Map(Object.entries(files));
}

async function inventoryIds(table: 'dbs' | 'tables') {
  return (await t.app.store.selectFrom(table).select('id').orderBy('id').execute()).map((r) => r.id);
}

async function importAsAdmin(files: Record<string, string>) {
  const reply = await upload(t, adminToken, 'dashboard', zip(files), { overwrite: 'true' });
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
}

/** Removes what a test imported, so each test starts from an empty store. */
async function clear() {
  const store = t.app.store;
  for (const table of ['dashboard_slices', 'dashboard_user', 'slice_user', 'sqlatable_user'] as const) {
    await store.deleteFrom(table).execute();
  }
  await store.deleteFrom('dashboards').execute();
  await store.deleteFrom('slices').execute();
  await store.deleteFrom('table_columns').execute();
  await store.deleteFrom('sql_metrics').execute();
  await store.deleteFrom('tables').execute();
  await store.deleteFrom('dbs').execute();
}
