/**
 * Issue 13, findings 6 and 7: lists, shows and related pickers apply the same object access as
 * reading; non-admins never see where a database points; database writes and connection tests
 * are admin-only (Superset's READ_ONLY_MODEL_VIEWS).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermissions } from '../../src/security/seed';
import { client } from '../resources/client';
import { seedWorld, WAREHOUSE_URI, type World } from './access-fixture';

let w: World;

beforeAll(async () => {
  w = await seedWorld();
});

afterAll(async () => {
  await w?.t.close();
});

/** Host, user and password of the seeded URIs: none may reach a non-admin. */
const CONNECTION_DETAILS = /db\.internal|ops\.internal|loader|s3cret|ops-pw/;
const ALL_COLUMNS = ['id', 'database_name', 'backend', 'sqlalchemy_uri', 'parameters', 'extra'];

describe('database list and show', () => {
  it('shows a Gamma without grants no database', async () => {
    const list = await w.gus.list('/api/v1/database/', { columns: ALL_COLUMNS });
    expect(list.body.count).toBe(0);
    expect((await w.gus.get(`/api/v1/database/${w.ids.other}`)).status).toBe(404);
  });

  it('shows a Gamma the database of its dataset, without URI or connection details', async () => {
    const list = await w.rita.list('/api/v1/database/', { columns: ALL_COLUMNS });
    expect(list.status).toBe(200);
    expect(list.body.ids).toEqual([w.ids.warehouse]);
    const [item] = list.body.result;
    expect(item.backend).toBe('postgresql');
    expect(item.sqlalchemy_uri).toBeNull();
    expect(JSON.parse(item.extra)).toEqual({ allows_virtual_table_explore: true });
    expect(JSON.stringify(list.body)).not.toMatch(CONNECTION_DETAILS);

    const show = await w.rita.get(`/api/v1/database/${w.ids.warehouse}`);
    expect(show.status).toBe(200);
    expect(show.body.result.backend).toBe('postgresql');
    expect(show.body.result.sqlalchemy_uri).toBeNull();
    expect(JSON.stringify(show.body)).not.toMatch(CONNECTION_DETAILS);
    expect((await w.rita.get(`/api/v1/database/${w.ids.other}`)).status).toBe(404);
  });

  it('hides the URI from Alpha too, and shows admins the masked URI', async () => {
    const alpha = await w.al.list('/api/v1/database/', { columns: ALL_COLUMNS });
    expect(alpha.body.count).toBe(2);
    expect(JSON.stringify(alpha.body)).not.toMatch(CONNECTION_DETAILS);
    const admin = await w.admin.get(`/api/v1/database/${w.ids.warehouse}`);
    expect(admin.body.result.sqlalchemy_uri).toBe(WAREHOUSE_URI.replace('s3cret-pw', 'XXXXXXXXXX'));
    expect(JSON.parse(admin.body.result.extra).engine_params).toBeDefined();
  });
});

describe('database writes are admin-only', () => {
  const body = { database_name: 'metadata', sqlalchemy_uri: 'sqlite:////tmp/tessera-probe.db' };

  it('refuses Alpha and Gamma create, update, delete and test_connection', async () => {
    for (const user of [w.al, w.rita]) {
      expect((await user.post('/api/v1/database/', body)).status).toBe(403);
      expect((await user.put(`/api/v1/database/${w.ids.warehouse}`, { database_name: 'x' })).status).toBe(
        403,
      );
      expect((await user.del(`/api/v1/database/${w.ids.other}`)).status).toBe(403);
      expect((await user.post('/api/v1/database/test_connection/', body)).status).toBe(403);
    }
    const names = await w.admin.list('/api/v1/database/', { columns: ['database_name'] });
    expect(names.body.result.map((r: { database_name: string }) => r.database_name).sort()).toEqual([
      'other',
      'warehouse',
    ]);
  });

  it('tells the client through _info: Alpha may read databases, not write them', async () => {
    const info = await w.al.list('/api/v1/database/_info', { keys: ['permissions'] });
    expect(info.body.permissions).toContain('can_read');
    expect(info.body.permissions).toContain('can_upload');
    expect(info.body.permissions).not.toContain('can_write');
  });
});

describe('related pickers and related objects', () => {
  const texts = (reply: { body: { result: { text: string }[] } }) =>
    reply.body.result.map((item) => item.text).sort();

  it('offers only databases the user may see', async () => {
    expect(texts(await w.rita.get('/api/v1/dataset/related/database'))).toEqual(['warehouse']);
    expect((await w.gus.get('/api/v1/dataset/related/database')).body.count).toBe(0);
    // include_ids cannot bring back a database the user may not see.
    const included = await w.gus.list('/api/v1/dataset/related/database', { include_ids: [w.ids.warehouse] });
    expect(included.body.result).toEqual([]);
    expect(texts(await w.admin.get('/api/v1/dataset/related/database'))).toEqual(['other', 'warehouse']);
  });

  it('offers only dashboards the user may read', async () => {
    expect(texts(await w.rita.get('/api/v1/chart/related/dashboards'))).toEqual(['Mixed', 'Orders']);
    const gus = await w.gus.get('/api/v1/chart/related/dashboards');
    expect(gus.body).toEqual({ count: 0, result: [] });
    expect(texts(await w.admin.get('/api/v1/chart/related/dashboards'))).toEqual([
      'Mixed',
      'Olga draft',
      'Orders',
    ]);
  });

  it('answers related_objects like show, listing only readable charts', async () => {
    expect((await w.gus.get(`/api/v1/dataset/${w.ids.orders}/related_objects/`)).status).toBe(404);
    expect((await w.gus.get(`/api/v1/database/${w.ids.warehouse}/related_objects/`)).status).toBe(404);
    expect((await w.rita.get(`/api/v1/dataset/${w.ids.salaries}/related_objects/`)).status).toBe(404);
    const related = await w.rita.get(`/api/v1/database/${w.ids.warehouse}/related_objects/`);
    expect(related.status).toBe(200);
    expect(related.body.charts.result.map((c: { id: number }) => c.id)).toEqual([w.ids.ordersChart]);
    expect(related.body.dashboards.count).toBe(2);
    const admin = await w.admin.get(`/api/v1/database/${w.ids.warehouse}/related_objects/`);
    expect(admin.body.charts.count).toBe(2);
  });

  it('answers 404, not 403, to deleting or starring what the user cannot read', async () => {
    expect((await w.gus.del(`/api/v1/chart/${w.ids.ordersChart}`)).status).toBe(404);
    expect((await w.gus.del(`/api/v1/dashboard/${w.ids.draft}`)).status).toBe(404);
    expect((await w.gus.post(`/api/v1/dashboard/${w.ids.draft}/favorites/`, {})).status).toBe(404);
    // What the user reads but does not own stays a 403.
    expect((await w.rita.del(`/api/v1/chart/${w.ids.ordersChart}`)).status).toBe(403);
    expect((await w.rita.post(`/api/v1/chart/${w.ids.ordersChart}/favorites/`, {})).status).toBe(200);
  });
});

describe('creating a dataset', () => {
  it('needs access to its database, as reading it does', async () => {
    await grantPermissions(w.t.app.store, 'warehouse_writer', [
      ['can_write', 'Dataset'],
      ['database_access', `[warehouse].(id:${w.ids.warehouse})`],
    ]);
    await w.t.createUser('dora', 'writer-pass-123', ['Gamma', 'warehouse_writer']);
    const dora = client(w.t, await w.t.login('dora', 'writer-pass-123'));
    const columns = [{ column_name: 'amount', type: 'DOUBLE' }];
    const refused = await dora.post('/api/v1/dataset/', {
      database: w.ids.other,
      table_name: 'payroll',
      columns,
    });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toEqual({ database: ['Database does not exist'] });
    const created = await dora.post('/api/v1/dataset/', {
      database: w.ids.warehouse,
      table_name: 'refunds',
      columns,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  });
});
