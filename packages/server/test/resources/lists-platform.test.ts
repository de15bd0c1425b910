/**
 * The list-page platform routes: annotation layers and their annotations, the favstar toggle
 * under every class-name spelling, the home page's recent activity, bulk delete, and the
 * atomicity of a bundle import that fails while writing.
 */
import { strToU8, zipSync } from 'fflate';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, type Reply } from './client';

let t: TestApp;
let token: string;
let admin: Client;
let gamma: Client;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  admin = client(t, token);
  await t.createUser('gwen', 'gamma-pass-123', ['Gamma']);
  gamma = client(t, await t.login('gwen', 'gamma-pass-123'));
});
afterAll(async () => {
  await t?.close();
});

const q = (value: string) => `?q=${encodeURIComponent(value)}`;

describe('annotation layers', () => {
  let layerId: number;

  it('creates, lists, updates a layer and refuses a duplicate name', async () => {
    const created = await admin.post('/api/v1/annotation_layer/', {
      name: 'Releases',
      descr: 'Product releases',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    layerId = created.body.id;
    expect(created.body.result).toMatchObject({ name: 'Releases', descr: 'Product releases' });
    const duplicate = await admin.post('/api/v1/annotation_layer/', { name: 'Releases' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toEqual({ name: ['Name must be unique'] });
    const missing = await admin.post('/api/v1/annotation_layer/', { descr: 'no name' });
    expect(missing.status).toBe(400);
    const listed = await admin.list('/api/v1/annotation_layer/', {
      filters: [{ col: 'name', opr: 'ct', value: 'rele' }],
    });
    expect(listed.body.count).toBe(1);
    expect(listed.body.result[0]).toMatchObject({ id: layerId, name: 'Releases' });
    expect(listed.body.result[0].changed_on_delta_humanized).toEqual(expect.any(String));
    const updated = await admin.put(`/api/v1/annotation_layer/${layerId}`, { descr: 'Shipped versions' });
    expect(updated.body.result.descr).toBe('Shipped versions');
    const info = await admin.get('/api/v1/annotation_layer/_info?q=(keys:!(permissions))');
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
  });

  it('keeps annotations with descriptions, dates and JSON metadata, and checks them', async () => {
    const base = `/api/v1/annotation_layer/${layerId}/annotation/`;
    const created = await admin.post(base, {
      short_descr: 'v1.0',
      long_descr: 'First release',
      start_dttm: '2024-01-10T00:00:00',
      end_dttm: '2024-01-10T00:00:00',
      json_metadata: '{"team":"core"}',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.result).toMatchObject({
      short_descr: 'v1.0',
      long_descr: 'First release',
      json_metadata: '{"team":"core"}',
      layer: { id: layerId, name: 'Releases' },
    });
    const backwards = await admin.post(base, {
      short_descr: 'v2.0',
      start_dttm: '2024-02-10T00:00:00',
      end_dttm: '2024-02-01T00:00:00',
    });
    expect(backwards.body.message).toEqual({ end_dttm: ['End date must be after start date'] });
    const badJson = await admin.post(base, {
      short_descr: 'v2.0',
      start_dttm: '2024-02-10',
      end_dttm: '2024-02-11',
      json_metadata: '{oops',
    });
    expect(badJson.body.message).toEqual({ json_metadata: ['Not a valid JSON string.'] });
    const twice = await admin.post(base, {
      short_descr: 'v1.0',
      start_dttm: '2024-03-01',
      end_dttm: '2024-03-01',
    });
    expect(twice.body.message).toEqual({ short_descr: ['Short description must be unique for this layer'] });
    const second = await admin.post(base, {
      short_descr: 'v2.0',
      start_dttm: '2024-02-10',
      end_dttm: '2024-02-11',
    });
    expect(second.status).toBe(201);
    const listed = await admin.get(base);
    expect(listed.body.count).toBe(2);
    expect(listed.body.result.map((a: { short_descr: string }) => a.short_descr)).toEqual(['v2.0', 'v1.0']);
    const edited = await admin.put(`${base}${second.body.id}`, { long_descr: 'Second' });
    expect(edited.body.result.long_descr).toBe('Second');
    expect((await admin.get(`/api/v1/annotation_layer/${layerId + 999}/annotation/`)).status).toBe(404);
    const removed = await admin.del(`${base}${q(`!(${second.body.id})`)}`);
    expect(removed.body.message).toBe('Deleted 1 annotation');
    expect((await admin.get(base)).body.count).toBe(1);
  });

  it('is refused to Gamma users, and deleting a layer deletes its annotations', async () => {
    expect((await gamma.get('/api/v1/annotation_layer/')).status).toBe(403);
    expect((await gamma.post('/api/v1/annotation_layer/', { name: 'x' })).status).toBe(403);
    const deleted = await admin.del(`/api/v1/annotation_layer/${q(`!(${layerId})`)}`);
    expect(deleted.body.message).toBe('Deleted 1 annotation layer');
    const left = await t.app.store.selectFrom('annotation').select('id').execute();
    expect(left).toEqual([]);
  });
});

async function makeChartAndDashboard() {
  // A chart without a dataset is enough for favourites and activity (no data is queried).
  const now = new Date().toISOString();
  const chart = await t.app.store
    .insertInto('slices')
    .values({
      uuid: crypto.randomUUID(),
      slice_name: 'Favourite chart',
      viz_type: 'table',
      datasource_id: null,
      datasource_type: null,
      params: '{}',
      query_context: null,
      description: null,
      cache_timeout: null,
      certified_by: null,
      certification_details: null,
      is_managed_externally: 0,
      external_url: null,
      created_on: now,
      changed_on: now,
      created_by_fk: null,
      changed_by_fk: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const dashboard = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Visited board' });
  expect(dashboard.status).toBe(201);
  return { chartId: Number(chart.id), dashboardId: dashboard.body.id as number };
}

describe('favourites and recent activity', () => {
  let ids: { chartId: number; dashboardId: number };
  beforeAll(async () => {
    ids = await makeChartAndDashboard();
  });

  it.each(['Slice', 'slice', 'chart'])('keeps a star toggled through /superset/favstar/%s/', async (name) => {
    const { chartId } = ids;
    expect((await admin.get(`/superset/favstar/${name}/${chartId}/select/`)).body).toEqual({ count: 1 });
    const status = await admin.get(`/api/v1/chart/favorite_status/${q(`!(${chartId})`)}`);
    expect(status.body.result).toEqual([{ id: chartId, value: true }]);
    const favourites = await admin.list('/api/v1/chart/', {
      filters: [{ col: 'id', opr: 'chart_is_favorite', value: true }],
    });
    expect(favourites.body.ids).toEqual([chartId]);
    expect((await admin.get(`/superset/favstar/${name}/${chartId}/unselect/`)).body).toEqual({ count: 0 });
    const after = await admin.get(`/api/v1/chart/favorite_status/${q(`!(${chartId})`)}`);
    expect(after.body.result).toEqual([{ id: chartId, value: false }]);
  });

  it('stars a dashboard through its favorites route', async () => {
    const { dashboardId } = ids;
    expect((await admin.post(`/api/v1/dashboard/${dashboardId}/favorites/`, {})).body).toEqual({
      result: 'OK',
    });
    const status = await admin.get(`/api/v1/dashboard/favorite_status/${q(`!(${dashboardId})`)}`);
    expect(status.body.result).toEqual([{ id: dashboardId, value: true }]);
    expect((await admin.get(`/superset/favstar/dashboard/${dashboardId}/count/`)).body).toEqual({ count: 1 });
    await admin.del(`/api/v1/dashboard/${dashboardId}/favorites/`);
    expect((await admin.get(`/superset/favstar/Dashboard/${dashboardId}/count/`)).body).toEqual({ count: 0 });
  });

  it('lists what the user looked at, newest first, one row per object', async () => {
    const { chartId, dashboardId } = ids;
    const userId = (
      await t.app.store
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
    const row = (dttm: string, dashboard: number | null, slice: number | null) => ({
      action: 'load_chart',
      user_id: userId,
      json: '{}',
      dttm,
      dashboard_id: dashboard,
      slice_id: slice,
      duration_ms: 5,
      referrer: null,
    });
    await t.app.store
      .insertInto('logs')
      .values([
        row('2024-05-01T10:00:00.000Z', null, chartId),
        row('2024-05-01T11:00:00.000Z', dashboardId, chartId),
        row('2024-05-01T12:00:00.000Z', null, chartId),
        row('2024-05-01T12:30:00.000Z', null, 424242),
      ])
      .execute();
    const recent = await admin.get(`/api/v1/log/recent_activity/${q('(page:0,page_size:5)')}`);
    expect(recent.status, JSON.stringify(recent.body)).toBe(200);
    expect(recent.body.result).toEqual([
      expect.objectContaining({
        action: 'explore',
        item_type: 'slice',
        item_title: 'Favourite chart',
        item_url: `/explore/?slice_id=${chartId}`,
        time: Date.parse('2024-05-01T12:00:00.000Z'),
        time_delta_humanized: expect.stringMatching(/ago$/),
      }),
      expect.objectContaining({
        action: 'dashboard',
        item_type: 'dashboard',
        item_title: 'Visited board',
        item_url: `/superset/dashboard/${dashboardId}/`,
      }),
    ]);
    const every = await admin.get(`/api/v1/log/recent_activity/${q('(distinct:!f)')}`);
    expect(every.body.result).toHaveLength(3);
    const dashboardsOnly = await admin.get(`/api/v1/log/recent_activity/${q('(actions:!(dashboard))')}`);
    expect(dashboardsOnly.body.result.map((item: { item_type: string }) => item.item_type)).toEqual([
      'dashboard',
    ]);
    expect((await gamma.get('/api/v1/log/recent_activity/')).body.result).toEqual([]);
    expect((await admin.get(`/api/v1/log/recent_activity/${q('(page:-1)')}`)).status).toBe(400);
  });

  it('bulk deletes and says how many', async () => {
    const a = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Doomed A' });
    const b = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Doomed B' });
    const deleted = await admin.del(`/api/v1/dashboard/${q(`!(${a.body.id},${b.body.id})`)}`);
    expect(deleted.body.message).toBe('Deleted 2 dashboards');
    expect((await admin.get(`/api/v1/dashboard/${a.body.id}`)).status).toBe(404);
  });
});

describe('bundle import atomicity', () => {
  const DB_UUID = '5d7e8c1a-2b3c-4d5e-8f90-a1b2c3d4e5f6';
  const DATASET_UUID = '6e8f9d2b-3c4d-4e5f-9a01-b2c3d4e5f607';
  const CHART_UUID = '7f9a0e3c-4d5e-4f60-8b12-c3d4e5f60718';
  const DASHBOARD_UUID = '8a0b1f4d-5e6f-4a71-9c23-d4e5f6071829';
  const root = 'dashboard_export_20240101T000000';
  const files = {
    [`${root}/metadata.yaml`]: stringify({
      version: '1.0.0',
      type: 'Dashboard',
      timestamp: '2024-01-01T00:00:00+00:00',
    }),
    [`${root}/databases/atomic.yaml`]: stringify({
      database_name: 'atomic',
      sqlalchemy_uri: 'postgresql://bi:secret@db.example/analytics',
      uuid: DB_UUID,
      version: '1.0.0',
    }),
    [`${root}/datasets/atomic/orders_1.yaml`]: stringify({
      table_name: 'orders',
      schema: 'public',
      uuid: DATASET_UUID,
      columns: [{ column_name: 'region', type: 'VARCHAR' }],
      metrics: [],
      version: '1.0.0',
      database_uuid: DB_UUID,
    }),
    [`${root}/charts/Orders_1.yaml`]: stringify({
      slice_name: 'Atomic orders',
      viz_type: 'table',
      params: { viz_type: 'table' },
      uuid: CHART_UUID,
      version: '1.0.0',
      dataset_uuid: DATASET_UUID,
    }),
    [`${root}/dashboards/Atomic_1.yaml`]: stringify({
      dashboard_title: 'Atomic board',
      uuid: DASHBOARD_UUID,
      position: {},
      metadata: {},
      version: '1.0.0',
    }),
  };
  const bytes = zipSync(
    Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])),
  );

  async function upload(): Promise<Reply> {
    const form = new FormData();
    form.append('formData', new Blob([bytes], { type: 'application/zip' }), 'bundle.zip');
    const response = await fetch(`${t.baseUrl}/api/v1/dashboard/import/`, {
      method: 'POST',
      headers: t.bearer(token),
      body: form,
    });
    return { status: response.status, body: await response.json() };
  }

  const counts = async () => {
    const db = t.app.store;
    const one = async (table: 'dbs' | 'tables' | 'slices' | 'dashboards') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      dbs: await one('dbs'),
      tables: await one('tables'),
      slices: await one('slices'),
      dashboards: await one('dashboards'),
    };
  };

  it('changes nothing when the last write fails, then imports once the failure is gone', async () => {
    const before = await counts();
    // The dashboard is written last: a trigger refusing it fails the import after the database,
    // dataset and chart rows were written, which the transaction must take back.
    await sql`create trigger refuse_dashboards before insert on dashboards
      begin select raise(abort, 'dashboards are refused'); end`.execute(t.app.store);
    const failed = await upload();
    expect(failed.status).toBeGreaterThanOrEqual(400);
    expect(await counts()).toEqual(before);
    await sql`drop trigger refuse_dashboards`.execute(t.app.store);
    const imported = await upload();
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await counts()).toEqual({
      dbs: before.dbs + 1,
      tables: before.tables + 1,
      slices: before.slices + 1,
      dashboards: before.dashboards + 1,
    });
  });
});
