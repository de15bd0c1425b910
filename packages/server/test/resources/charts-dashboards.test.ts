import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermissions } from '../../src/security/seed';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, postgresSkipped, type STORES, storeFor } from './client';

function chartsDashboardsSuite(kind: (typeof STORES)[number]) {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>> | undefined;
  let admin: Client;
  let gamma: Client;
  let sam: Client | undefined;
  /** A Gamma user granted datasource_access on the sales dataset (granted on first use). */
  const samClient = async () => {
    if (sam) return sam;
    await grantPermissions(t.app.store, 'sales_reader', [
      ['datasource_access', `[db1].[sales](id:${datasetId})`],
    ]);
    const role = await t.app.store
      .selectFrom('ab_role')
      .select('id')
      .where('name', '=', 'sales_reader')
      .executeTakeFirstOrThrow();
    const user = await t.app.store
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', 'sam')
      .executeTakeFirstOrThrow();
    await t.app.store.insertInto('ab_user_role').values({ user_id: user.id, role_id: role.id }).execute();
    sam = client(t, await t.login('sam', 'reader-pass-123'));
    return sam;
  };
  let datasetId: number;
  const chartIds: number[] = [];

  async function createChart(
    c: Client,
    slice_name: string,
    viz_type: string,
    extra: Record<string, unknown> = {},
  ) {
    const created = await c.post('/api/v1/chart/', {
      slice_name,
      viz_type,
      datasource_id: datasetId,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type, metrics: ['count'] }),
      ...extra,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  }

  beforeAll(async () => {
    store = await storeFor(kind);
    t = await startTestApp({ env: store.env });
    admin = client(t, await t.login());
    await t.createUser('gina', 'gamma-pass-123', ['Gamma']);
    gamma = client(t, await t.login('gina', 'gamma-pass-123'));
    await t.createUser('sam', 'reader-pass-123', ['Gamma']);
    // Data sources open existing files in the data directories only.
    const path = join(t.config.uploadsDir, 'x.db');
    (await DuckDBInstance.create(path)).closeSync();
    const database = await admin.post('/api/v1/database/', {
      database_name: 'db1',
      sqlalchemy_uri: `duckdb:///${path}`,
    });
    expect(database.status, JSON.stringify(database.body)).toBe(201);
    const dataset = await admin.post('/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'sales',
      columns: [{ column_name: 'region', type: 'VARCHAR' }],
    });
    datasetId = dataset.body.id;
    chartIds.push(await createChart(admin, 'Sales by region', 'pie', { description: 'quarterly numbers' }));
    chartIds.push(await createChart(admin, 'Revenue trend', 'echarts_timeseries_line'));
    chartIds.push(await createChart(admin, 'Top customers', 'table'));
  });

  afterAll(async () => {
    await t?.close();
    await store?.drop();
  });

  describe('chart list', () => {
    it('answers the full list envelope', async () => {
      const list = await admin.get('/api/v1/chart/');
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(3);
      expect(list.body.ids).toHaveLength(3);
      expect(list.body.list_title).toBe('List Slice');
      expect(list.body.order_columns).toContain('changed_on_delta_humanized');
      expect(list.body.label_columns.slice_name).toBe('Slice Name');
      expect(list.body.description_columns).toEqual({});
      expect(list.body.result[0]).toHaveProperty('changed_on_delta_humanized');
    });

    it('filters, orders, pages and selects columns', async () => {
      const q = {
        columns: ['id', 'slice_name', 'owners.first_name', 'owners.id'],
        filters: [{ col: 'slice_name', opr: 'ct', value: 'RE' }],
        order_column: 'slice_name',
        order_direction: 'asc',
        page: 0,
        page_size: 1,
        keys: ['none'],
      };
      const first = await admin.list('/api/v1/chart/', q);
      expect(first.status).toBe(200);
      expect(first.body.count).toBe(2); // "Sales by region", "Revenue trend" (case-insensitive)
      expect(first.body.result).toEqual([
        { id: chartIds[1], slice_name: 'Revenue trend', owners: [{ first_name: expect.any(String), id: 1 }] },
      ]);
      expect(first.body).not.toHaveProperty('list_columns');
      const second = await admin.list('/api/v1/chart/', { ...q, page: 1 });
      expect(second.body.result.map((c: { slice_name: string }) => c.slice_name)).toEqual([
        'Sales by region',
      ]);
      const desc = await admin.list('/api/v1/chart/', {
        order_column: 'viz_type',
        order_direction: 'desc',
        columns: ['viz_type'],
      });
      expect(desc.body.result.map((c: { viz_type: string }) => c.viz_type)).toEqual([
        'table',
        'pie',
        'echarts_timeseries_line',
      ]);
    });

    it('supports chart_all_text, owners and created_by relations', async () => {
      const text = await admin.list('/api/v1/chart/', {
        filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'QUARTERLY' }],
      });
      expect(text.body.ids).toEqual([chartIds[0]]);
      const viz = await admin.list('/api/v1/chart/', {
        filters: [{ col: 'slice_name', opr: 'chart_all_text', value: 'timeseries' }],
      });
      expect(viz.body.ids).toEqual([chartIds[1]]);
      const owned = await admin.list('/api/v1/chart/', {
        filters: [{ col: 'owners', opr: 'rel_m_m', value: 1 }],
        page_size: 200,
      });
      expect(owned.body.count).toBe(3);
      const notMine = await admin.list('/api/v1/chart/', {
        filters: [{ col: 'created_by', opr: 'rel_o_m', value: 999 }],
      });
      expect(notMine.body).toMatchObject({ count: 0, result: [] });
    });

    it('answers 400 for malformed or disallowed queries', async () => {
      const broken = await admin.get('/api/v1/chart/?q=(filters:!((col:slice_name');
      expect(broken.status).toBe(400);
      expect(broken.body.message).toMatch(/Not a valid rison argument/);
      const badOrder = await admin.list('/api/v1/chart/', { order_column: 'params' });
      expect(badOrder.status).toBe(400);
      expect(badOrder.body.message).toMatch(/order_column must be one of/);
      const badFilter = await admin.list('/api/v1/chart/', {
        filters: [{ col: 'slice_name', opr: 'gt', value: 1 }],
      });
      expect(badFilter.status).toBe(400);
      const badColumn = await admin.list('/api/v1/chart/', { columns: ['password_hash'] });
      expect(badColumn.status).toBe(400);
    });

    it('reports permissions in _info', async () => {
      const info = await admin.get(`/api/v1/chart/_info?q=${encodeURIComponent('(keys:!(permissions))')}`);
      expect(info.status).toBe(200);
      expect(Object.keys(info.body)).toEqual(['permissions']);
      expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write', 'can_export']));
      const dataset = await gamma.get(
        `/api/v1/dataset/_info?q=${encodeURIComponent('(keys:!(permissions))')}`,
      );
      expect(dataset.body.permissions).toContain('can_read');
      expect(dataset.body.permissions).not.toContain('can_write');
    });
  });

  describe('chart show, update, delete', () => {
    it('shows Superset fields', async () => {
      const shown = await admin.get(`/api/v1/chart/${chartIds[0]}`);
      expect(shown.status).toBe(200);
      expect(shown.body.id).toBe(chartIds[0]);
      expect(shown.body.result).toMatchObject({
        slice_name: 'Sales by region',
        viz_type: 'pie',
        url: `/explore/?slice_id=${chartIds[0]}`,
        datasource_id: datasetId,
        datasource_type: 'table',
        owners: [{ id: 1, username: 'admin' }],
        dashboards: [],
      });
      expect(JSON.parse(shown.body.result.params)).toEqual({ viz_type: 'pie', metrics: ['count'] });
    });

    it('answers 404, 400 and 422 on bad input', async () => {
      expect((await admin.get('/api/v1/chart/9999')).body).toEqual({ message: 'Not found' });
      expect((await admin.get('/api/v1/chart/9999')).status).toBe(404);
      const invalid = await admin.post('/api/v1/chart/', {
        slice_name: '',
        viz_type: 'pie',
        datasource_id: 1,
        datasource_type: 'table',
        params: '{oops',
      });
      expect(invalid.status).toBe(400);
      expect(Object.keys(invalid.body.message).sort()).toEqual(['params', 'slice_name']);
      const missingDataset = await admin.post('/api/v1/chart/', {
        slice_name: 'x',
        viz_type: 'pie',
        datasource_id: 777,
        datasource_type: 'table',
      });
      expect(missingDataset.status).toBe(422);
      expect(missingDataset.body.message).toEqual({ datasource_id: ['Datasource does not exist'] });
    });

    it('updates and bulk-deletes', async () => {
      const updated = await admin.put(`/api/v1/chart/${chartIds[2]}`, {
        slice_name: 'Best customers',
        cache_timeout: 60,
      });
      expect(updated.status).toBe(200);
      expect(updated.body.result).toMatchObject({ slice_name: 'Best customers', cache_timeout: 60 });
      const a = await createChart(admin, 'tmp a', 'table');
      const b = await createChart(admin, 'tmp b', 'table');
      const deleted = await admin.del(`/api/v1/chart/?q=${encodeURIComponent(`!(${a},${b})`)}`);
      expect(deleted.body).toEqual({ message: 'Deleted 2 charts' });
      expect((await admin.get(`/api/v1/chart/${a}`)).status).toBe(404);
      expect((await admin.del(`/api/v1/chart/?q=${encodeURIComponent('!(424242)')}`)).status).toBe(404);
    });
  });

  describe('permissions', () => {
    it('answers 401 to anonymous calls', async () => {
      const anonymous = client(t, null);
      for (const path of ['/api/v1/chart/', '/api/v1/dashboard/', '/api/v1/dataset/', '/api/v1/database/']) {
        expect((await anonymous.get(path)).status).toBe(401);
      }
      expect((await anonymous.del(`/api/v1/chart/${chartIds[0]}`)).status).toBe(401);
    });

    it('shows Gamma only charts and dashboards on data it may see', async () => {
      expect((await gamma.get('/api/v1/chart/')).body.count).toBe(0);
      expect((await gamma.get(`/api/v1/chart/${chartIds[0]}`)).status).toBe(404);
      const refused = await gamma.post('/api/v1/chart/', {
        slice_name: 'x',
        viz_type: 'table',
        datasource_id: datasetId,
        datasource_type: 'table',
      });
      expect(refused.status).toBe(403);
      const sam = await samClient();
      expect((await sam.get('/api/v1/chart/')).body.count).toBeGreaterThanOrEqual(3);
    });

    it('lets a reader change only the charts it owns', async () => {
      const sam = await samClient();
      expect((await sam.put(`/api/v1/chart/${chartIds[0]}`, { slice_name: 'hijacked' })).status).toBe(403);
      expect((await sam.del(`/api/v1/chart/${chartIds[0]}`)).status).toBe(403);
      const own = await createChart(sam, 'Sam chart', 'table');
      const shown = await sam.get(`/api/v1/chart/${own}`);
      expect(shown.body.result.owners.map((o: { username: string }) => o.username)).toEqual(['sam']);
      expect((await sam.put(`/api/v1/chart/${own}`, { description: 'mine' })).status).toBe(200);
      // Handing the chart to the admin keeps the editor among the owners.
      const handed = await sam.put(`/api/v1/chart/${own}`, { owners: [1] });
      expect(handed.body.result.owners.map((o: { username: string }) => o.username)).toEqual([
        'admin',
        'sam',
      ]);
      expect((await sam.del(`/api/v1/chart/${own}`)).body).toEqual({ message: 'OK' });
    });

    it('forbids Gamma to write datasets and databases', async () => {
      expect((await gamma.put(`/api/v1/dataset/${datasetId}`, { description: 'x' })).status).toBe(403);
      expect(
        (await gamma.post('/api/v1/database/', { database_name: 'g', sqlalchemy_uri: 'sqlite:///g' })).status,
      ).toBe(403);
    });

    it('shows Gamma only the datasets it was granted', async () => {
      expect((await gamma.get('/api/v1/dataset/')).body.count).toBe(0);
      expect((await gamma.get(`/api/v1/dataset/${datasetId}`)).status).toBe(404);
      const sam = await samClient();
      const list = await sam.get('/api/v1/dataset/');
      expect(list.body.ids).toEqual([datasetId]);
      expect((await sam.get(`/api/v1/dataset/${datasetId}`)).status).toBe(200);
    });
  });

  describe('dashboards', () => {
    const position = (ids: number[]) =>
      JSON.stringify({
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
        'ROW-1': {
          id: 'ROW-1',
          type: 'ROW',
          children: ids.map((id) => `CHART-${id}`),
          parents: ['ROOT_ID', 'GRID_ID'],
        },
        ...Object.fromEntries(
          ids.map((id) => [
            `CHART-${id}`,
            { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id, width: 4, height: 50 } },
          ]),
        ),
      });

    it('links the charts placed in position_json and serves charts and datasets', async () => {
      const created = await admin.post('/api/v1/dashboard/', {
        dashboard_title: 'Sales overview',
        slug: 'sales',
        published: true,
        position_json: position([chartIds[0]!, chartIds[1]!]),
        json_metadata: JSON.stringify({ color_scheme: 'supersetColors' }),
      });
      expect(created.status).toBe(201);
      const id = created.body.id;
      expect(created.body.result).toMatchObject({
        dashboard_title: 'Sales overview',
        url: '/superset/dashboard/sales/',
        published: true,
        charts: ['Sales by region', 'Revenue trend'],
        owners: [{ id: 1 }],
      });
      const bySlug = await admin.get('/api/v1/dashboard/sales');
      expect(bySlug.body.id).toBe(id);
      const charts = await admin.get('/api/v1/dashboard/sales/charts');
      expect(charts.body.result.map((c: { id: number }) => c.id)).toEqual([chartIds[0], chartIds[1]]);
      expect(charts.body.result[0].form_data).toMatchObject({ viz_type: 'pie', slice_id: chartIds[0] });
      const datasets = await admin.get(`/api/v1/dashboard/${id}/datasets`);
      expect(datasets.body.result).toHaveLength(1);
      expect(datasets.body.result[0]).toMatchObject({
        id: datasetId,
        uid: `${datasetId}__table`,
        columns: [{ column_name: 'region' }],
      });
      const chart = await admin.get(`/api/v1/chart/${chartIds[0]}`);
      expect(chart.body.result.dashboards).toEqual([{ id, dashboard_title: 'Sales overview' }]);

      const relinked = await admin.put(`/api/v1/dashboard/${id}`, {
        position_json: position([chartIds[2]!]),
      });
      expect(relinked.body.result.charts).toEqual(['Best customers']);
    });

    it('links a chart saved with dashboards, and filters by title_or_slug', async () => {
      const board = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Ops board' });
      const chart = await createChart(admin, 'Ops chart', 'table', { dashboards: [board.body.id] });
      expect((await admin.get(`/api/v1/dashboard/${board.body.id}`)).body.result.charts).toEqual([
        'Ops chart',
      ]);
      const found = await admin.list('/api/v1/dashboard/', {
        filters: [{ col: 'dashboard_title', opr: 'title_or_slug', value: 'SALES' }],
      });
      expect(found.body.result.map((d: { slug: string }) => d.slug)).toEqual(['sales']);
      const dup = await admin.post('/api/v1/dashboard/', { dashboard_title: 'x', slug: 'sales' });
      expect(dup.status).toBe(422);
      expect((await admin.del(`/api/v1/chart/${chart}`)).status).toBe(200);
    });

    it('shows readers the published dashboards holding their data', async () => {
      expect((await gamma.get('/api/v1/dashboard/')).body.count).toBe(0);
      expect((await gamma.get('/api/v1/dashboard/sales')).status).toBe(404);
      const sam = await samClient();
      const titles = await sam.list('/api/v1/dashboard/', { columns: ['dashboard_title'] });
      expect(titles.body.result).toEqual([{ dashboard_title: 'Sales overview' }]);
      expect((await sam.get('/api/v1/dashboard/sales/charts')).status).toBe(200);
    });

    it('copies a dashboard, optionally with its charts, and lists related objects', async () => {
      const source = (await admin.get('/api/v1/dashboard/sales')).body.result;
      const copied = await admin.post(`/api/v1/dashboard/${source.id}/copy/`, {
        dashboard_title: 'Sales copy',
        json_metadata: JSON.stringify({ positions: JSON.parse(source.position_json) }),
        duplicate_slices: true,
      });
      expect(copied.status).toBe(200);
      expect(copied.body.result.last_modified_time).toEqual(expect.any(Number));
      const copy = (await admin.get(`/api/v1/dashboard/${copied.body.result.id}`)).body.result;
      expect(copy).toMatchObject({
        dashboard_title: 'Sales copy',
        published: false,
        charts: ['Best customers'],
      });
      const copyCharts = (await admin.get(`/api/v1/dashboard/${copy.id}/charts`)).body.result;
      expect(copyCharts[0].id).not.toBe(chartIds[2]);
      const related = await admin.get(`/api/v1/dataset/${datasetId}/related_objects/`);
      expect(related.body.charts.count).toBeGreaterThanOrEqual(4);
      expect(related.body.dashboards.result.map((d: { title: string }) => d.title)).toEqual(
        expect.arrayContaining(['Sales overview', 'Sales copy']),
      );
      expect((await admin.del(`/api/v1/dashboard/${copy.id}`)).status).toBe(200);
      expect((await admin.del(`/api/v1/chart/${copyCharts[0].id}`)).status).toBe(200);
    });

    it('keeps favourites per user', async () => {
      const boards = (await admin.list('/api/v1/dashboard/', { columns: ['id'] })).body.ids as number[];
      const [first, second] = boards;
      expect((await admin.post(`/api/v1/dashboard/${first}/favorites/`, {})).status).toBe(200);
      const status = await admin.get(
        `/api/v1/dashboard/favorite_status/?q=${encodeURIComponent(`!(${first},${second})`)}`,
      );
      expect(status.body.result).toEqual([
        { id: first, value: true },
        { id: second, value: false },
      ]);
      const favs = await admin.list('/api/v1/dashboard/', {
        filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: true }],
      });
      expect(favs.body.ids).toEqual([first]);
      const gammaFavs = await gamma.list('/api/v1/dashboard/', {
        filters: [{ col: 'id', opr: 'dashboard_is_favorite', value: true }],
      });
      expect(gammaFavs.body.count).toBe(0);
      expect((await admin.get(`/superset/favstar/slice/${chartIds[0]}/select/`)).body).toEqual({ count: 1 });
      const chartFavs = await admin.get(
        `/api/v1/chart/favorite_status/?q=${encodeURIComponent(`!(${chartIds[0]})`)}`,
      );
      expect(chartFavs.body.result).toEqual([{ id: chartIds[0], value: true }]);
      expect((await admin.get(`/superset/favstar/slice/${chartIds[0]}/unselect/`)).body).toEqual({
        count: 0,
      });
      expect((await admin.del(`/api/v1/dashboard/${first}/favorites/`)).status).toBe(200);
    });

    it('answers related owners', async () => {
      const related = await admin.get(
        `/api/v1/dashboard/related/owners?q=${encodeURIComponent("(filter:'gin',page:0,page_size:25)")}`,
      );
      expect(related.status).toBe(200);
      expect(related.body.count).toBe(1);
      expect(related.body.result[0]).toMatchObject({ value: expect.any(Number), text: expect.any(String) });
      expect((await admin.get('/api/v1/dashboard/related/secret')).status).toBe(404);
    });
  });
}

describe('on SQLite', () => chartsDashboardsSuite('sqlite'));
describe.skipIf(postgresSkipped())('on PostgreSQL', () => chartsDashboardsSuite('postgres'));
