/**
 * The in-process caches of the current user and of loaded datasources never outlive a write in
 * the same process: deactivating a user, revoking a permission (also inside a transaction) or
 * editing a dataset shows on the very next load.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDatasource } from '../../src/engine/datasource';
import { seedSecurity } from '../../src/security/seed';
import { createUser, loadCurrentUser } from '../../src/security/users';
import { storeChangesOf, writtenTopics } from '../../src/store/changes';
import { openStore, type Store } from '../../src/store/connection';
import { migrateToLatest } from '../../src/store/migrate';
import { insertDatabaseRow } from './test-data';

let home: string;
let store: Store;

beforeAll(async () => {
  home = mkdtempSync(join(tmpdir(), 'tessera-caches-'));
  store = openStore(`sqlite:///${join(home, 'tessera.db')}`);
  await migrateToLatest(store);
  await seedSecurity(store.db);
});

afterAll(async () => {
  await store.close();
  rmSync(home, { recursive: true, force: true });
});

describe('store change tracking', () => {
  it('classifies statements by the tables they write', () => {
    const db = store.db;
    expect(writtenTopics(db.selectFrom('ab_user').selectAll().toOperationNode())).toEqual([]);
    expect(
      writtenTopics(db.updateTable('ab_user').set({ active: 0 }).where('id', '=', 1).toOperationNode()),
    ).toEqual(['security']);
    expect(writtenTopics(db.deleteFrom('table_columns as c').toOperationNode())).toEqual(['datasource']);
    expect(writtenTopics(db.deleteFrom('logs').toOperationNode())).toEqual([]);
  });

  it('bumps the topic of a write and leaves it alone for reads', async () => {
    const changes = storeChangesOf(store.db);
    expect(changes).toBeDefined();
    const before = changes?.version('security') ?? -1;
    await store.db.selectFrom('ab_role').selectAll().execute();
    expect(changes?.version('security')).toBe(before);
    await store.db.updateTable('ab_role').set({ name: 'Public' }).where('name', '=', 'Public').execute();
    expect(changes?.version('security')).toBeGreaterThan(before);
  });
});

describe('loadCurrentUser cache', () => {
  it('serves repeated loads from memory', async () => {
    const id = await createUser(store.db, { username: 'cached', password: 'pw-123456', roles: ['Gamma'] });
    const first = await loadCurrentUser(store.db, id);
    expect(first?.username).toBe('cached');
    expect(await loadCurrentUser(store.db, id)).toBe(first);
  });

  it('sees a deactivated user at once', async () => {
    const id = await createUser(store.db, { username: 'leaver', password: 'pw-123456', roles: ['Gamma'] });
    expect(await loadCurrentUser(store.db, id)).not.toBeNull();
    await store.db.updateTable('ab_user').set({ active: 0 }).where('id', '=', id).execute();
    expect(await loadCurrentUser(store.db, id)).toBeNull();
  });

  it('sees a permission revoked inside a transaction at once', async () => {
    const id = await createUser(store.db, { username: 'revoked', password: 'pw-123456', roles: ['Gamma'] });
    const before = await loadCurrentUser(store.db, id);
    expect(before?.permissions.has('can_read|Chart')).toBe(true);
    await store.db.transaction().execute(async (trx) => {
      const pv = await trx
        .selectFrom('ab_permission_view as pv')
        .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
        .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
        .select('pv.id')
        .where('p.name', '=', 'can_read')
        .where('v.name', '=', 'Chart')
        .executeTakeFirstOrThrow();
      const role = await trx
        .selectFrom('ab_role')
        .select('id')
        .where('name', '=', 'Gamma')
        .executeTakeFirstOrThrow();
      await trx
        .deleteFrom('ab_permission_view_role')
        .where('role_id', '=', role.id)
        .where('permission_view_id', '=', pv.id)
        .execute();
    });
    const after = await loadCurrentUser(store.db, id);
    expect(after?.permissions.has('can_read|Chart')).toBe(false);
  });

  it('sees a role taken away at once', async () => {
    const id = await createUser(store.db, { username: 'demoted', password: 'pw-123456', roles: ['Admin'] });
    expect((await loadCurrentUser(store.db, id))?.roles).toEqual(['Admin']);
    await store.db.deleteFrom('ab_user_role').where('user_id', '=', id).execute();
    expect((await loadCurrentUser(store.db, id))?.roles).toEqual([]);
  });
});

describe('loadDatasource cache', () => {
  async function createDataset(name: string): Promise<{ datasetId: number; uuid: string }> {
    const stamp = new Date().toISOString();
    const audit = { created_on: stamp, changed_on: stamp, created_by_fk: null, changed_by_fk: null };
    const databaseId = await insertDatabaseRow(store.db, {
      name: `db_${name}`,
      uri: 'sqlite:////tmp/nothing.db',
    });
    const uuid = randomUUID();
    const { id: datasetId } = await store.db
      .insertInto('tables')
      .values({
        uuid,
        database_id: databaseId,
        catalog: null,
        schema: null,
        table_name: name,
        sql: null,
        main_dttm_col: null,
        description: null,
        default_endpoint: null,
        offset: 0,
        cache_timeout: null,
        params: null,
        template_params: null,
        extra: null,
        filter_select_enabled: 1,
        fetch_values_predicate: null,
        normalize_columns: 0,
        always_filter_main_dttm: 0,
        is_managed_externally: 0,
        external_url: null,
        ...audit,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { datasetId, uuid };
  }

  it('serves repeated loads from memory and sees every edit at once', async () => {
    const { datasetId, uuid } = await createDataset('orders');
    const first = await loadDatasource(store.db, datasetId);
    expect(first?.dataset.table_name).toBe('orders');
    expect(await loadDatasource(store.db, datasetId)).toBe(first);
    expect((await loadDatasource(store.db, uuid))?.dataset.id).toBe(datasetId);

    await store.db
      .updateTable('tables')
      .set({ table_name: 'orders_v2' })
      .where('id', '=', datasetId)
      .execute();
    expect((await loadDatasource(store.db, datasetId))?.dataset.table_name).toBe('orders_v2');
    expect((await loadDatasource(store.db, uuid))?.dataset.table_name).toBe('orders_v2');

    await store.db
      .insertInto('sql_metrics')
      .values({
        uuid: randomUUID(),
        table_id: datasetId,
        metric_name: 'count',
        verbose_name: null,
        metric_type: null,
        expression: 'COUNT(*)',
        description: null,
        d3format: null,
        currency: null,
        extra: null,
        warning_text: null,
      })
      .execute();
    expect((await loadDatasource(store.db, datasetId))?.metrics.map((m) => m.metric_name)).toEqual(['count']);

    const source = await loadDatasource(store.db, datasetId);
    await store.db
      .updateTable('dbs')
      .set({ sqlalchemy_uri: 'sqlite:////tmp/elsewhere.db' })
      .where('id', '=', source?.database.id ?? -1)
      .execute();
    expect((await loadDatasource(store.db, datasetId))?.database.sqlalchemy_uri).toBe(
      'sqlite:////tmp/elsewhere.db',
    );

    await store.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sql_metrics').where('table_id', '=', datasetId).execute();
      await trx.deleteFrom('tables').where('id', '=', datasetId).execute();
    });
    expect(await loadDatasource(store.db, datasetId)).toBeNull();
  });
});
