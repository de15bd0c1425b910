import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { exportBundle, importBundle } from '../../src/bundles';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, type Reply } from './client';

const EXAMPLES_UUID = 'a2dc77af-e654-49bb-b321-40f6b559a1ee';
const DATASET_UUID = '0f0a4b2e-9a53-4f7b-9d2e-3f1d6b0c1a01';
const CHART_UUID = '6c9a1b7e-2f0d-4b3e-8a5c-1d2e3f4a5b60';
const DASHBOARD_UUID = '9d8c7b6a-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

/** A bundle in Superset's own layout, as its exports look (old ids 22/112/13). */
function supersetBundle(uri = 'postgresql://bi:XXXXXXXXXX@db.example/analytics'): Record<string, string> {
  const root = 'dashboard_export_20240101T000000';
  return {
    [`${root}/metadata.yaml`]: stringify({
      version: '1.0.0',
      type: 'Dashboard',
      timestamp: '2024-01-01T00:00:00+00:00',
    }),
    [`${root}/databases/analytics.yaml`]: stringify({
      database_name: 'analytics',
      sqlalchemy_uri: uri,
      expose_in_sqllab: true,
      extra: { allows_virtual_table_explore: true },
      uuid: EXAMPLES_UUID,
      version: '1.0.0',
    }),
    [`${root}/datasets/analytics/sales_22.yaml`]: stringify({
      table_name: 'sales',
      schema: 'public',
      main_dttm_col: 'order_date',
      sql: null,
      params: null,
      extra: { warning_markdown: 'check me' },
      uuid: DATASET_UUID,
      metrics: [{ metric_name: 'revenue', expression: 'SUM(amount)', d3format: '$,.2f', extra: {} }],
      columns: [
        { column_name: 'order_date', type: 'TIMESTAMP', is_dttm: true, groupby: true, filterable: true },
        { column_name: 'region', type: 'VARCHAR', is_dttm: false, groupby: true, filterable: true },
      ],
      version: '1.0.0',
      database_uuid: EXAMPLES_UUID,
    }),
    [`${root}/charts/Area_112.yaml`]: stringify({
      slice_name: 'Area',
      viz_type: 'echarts_area',
      params: {
        datasource: '22__table',
        viz_type: 'echarts_area',
        x_axis: 'order_date',
        metrics: ['revenue'],
      },
      query_context: JSON.stringify({
        datasource: { id: 22, type: 'table' },
        queries: [],
        form_data: { datasource: '22__table' },
      }),
      cache_timeout: null,
      uuid: CHART_UUID,
      version: '1.0.0',
      dataset_uuid: DATASET_UUID,
    }),
    [`${root}/dashboards/Sales_13.yaml`]: stringify({
      dashboard_title: 'Sales',
      slug: 'sales-dash',
      published: true,
      uuid: DASHBOARD_UUID,
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
        'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-1'], parents: ['ROOT_ID', 'GRID_ID'] },
        'CHART-1': {
          id: 'CHART-1',
          type: 'CHART',
          children: [],
          meta: { chartId: 112, uuid: CHART_UUID, width: 4, height: 50 },
        },
      },
      metadata: {
        color_scheme: 'supersetColors',
        expanded_slices: { '112': true },
        native_filter_configuration: [
          {
            id: 'NATIVE_FILTER-1',
            name: 'Region',
            filterType: 'filter_select',
            targets: [{ datasetUuid: DATASET_UUID, column: { name: 'region' } }],
            chartsInScope: [112],
          },
        ],
      },
      version: '1.0.0',
    }),
  };
}

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));

async function upload(
  t: TestApp,
  token: string,
  resource: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.append('formData', new Blob([bytes], { type: 'application/zip' }), 'bundle.zip');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${t.baseUrl}/api/v1/${resource}/import/`, {
    method: 'POST',
    headers: t.bearer(token),
    body: form,
  });
  const reply: Reply = { status: response.status, body: await response.json() };
  return reply;
}

let t: TestApp;
let token: string;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  admin = client(t, token);
});
afterAll(async () => {
  await t?.close();
});

describe('bundle import', () => {
  it('asks for the database password, then imports with remapped ids', async () => {
    const bytes = zip(supersetBundle());
    const first = await upload(t, token, 'dashboard', bytes);
    expect(first.status).toBe(422);
    expect(first.body.errors[0].message).toBe('Error importing dashboard');
    expect(first.body.errors[0].extra['databases/analytics.yaml']).toEqual({
      _schema: ['Must provide a password for the database'],
    });
    expect(first.body.errors[0].extra.issue_codes[0].code).toBe(1010);
    expect((await admin.get('/api/v1/dashboard/')).body.count).toBe(0);

    const second = await upload(t, token, 'dashboard', bytes, {
      passwords: JSON.stringify({ 'databases/analytics.yaml': 'pw' }),
    });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toEqual({ message: 'OK' });

    const dashboard = (await admin.get('/api/v1/dashboard/sales-dash')).body.result;
    expect(dashboard).toMatchObject({ dashboard_title: 'Sales', published: true, charts: ['Area'] });
    const chart = (await admin.get('/api/v1/dashboard/sales-dash/charts')).body.result[0];
    const dataset = (await admin.list('/api/v1/dataset/', { columns: ['id', 'table_name'] })).body.result[0];
    expect(chart.form_data.datasource).toBe(`${dataset.id}__table`);
    expect(JSON.parse(chart.query_context).datasource.id).toBe(dataset.id);
    const position = JSON.parse(dashboard.position_json);
    expect(position['CHART-1'].meta.chartId).toBe(chart.id);
    const metadata = JSON.parse(dashboard.json_metadata);
    expect(metadata.expanded_slices).toEqual({ [String(chart.id)]: true });
    expect(metadata.native_filter_configuration[0].targets[0]).toEqual({
      datasetId: dataset.id,
      column: { name: 'region' },
    });
    expect(metadata.native_filter_configuration[0].chartsInScope).toEqual([chart.id]);
    const shownDataset = (await admin.get(`/api/v1/dataset/${dataset.id}`)).body.result;
    expect(shownDataset.metrics[0]).toMatchObject({ metric_name: 'revenue', d3format: '$,.2f' });
    expect(shownDataset.columns.map((c: { column_name: string }) => c.column_name)).toEqual([
      'order_date',
      'region',
    ]);
    const database = await t.app.store
      .selectFrom('dbs')
      .selectAll()
      .where('uuid', '=', EXAMPLES_UUID)
      .executeTakeFirst();
    expect(database?.password).toMatch(/^v1:/);
  });

  it('asks before overwriting, and overwrites only the imported kind', async () => {
    const bytes = zip(supersetBundle());
    const again = await upload(t, token, 'dashboard', bytes);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].extra['dashboards/Sales_13.yaml']).toBe(
      'Dashboard already exists and `overwrite=true` was not passed',
    );
    const files = supersetBundle();
    const key = Object.keys(files).find((path) => path.endsWith('Sales_13.yaml'))!;
    files[key] = files[key]!.replace('dashboard_title: Sales', 'dashboard_title: Sales v2');
    const overwritten = await upload(t, token, 'dashboard', zip(files), { overwrite: 'true' });
    expect(overwritten.status).toBe(200);
    const list = await admin.list('/api/v1/dashboard/', { columns: ['dashboard_title'] });
    expect(list.body.result).toEqual([{ dashboard_title: 'Sales v2' }]);
    expect((await admin.get('/api/v1/chart/')).body.count).toBe(1);
  });

  it('refuses what is not a ZIP and a bundle of another type', async () => {
    const notZip = await upload(t, token, 'chart', strToU8('hello'));
    expect(notZip.status).toBe(422);
    expect(notZip.body.message).toBe('Not a ZIP file');
    const wrongType = await upload(t, token, 'chart', zip(supersetBundle()));
    expect(wrongType.status).toBe(422);
    expect(wrongType.body.errors[0].extra['metadata.yaml']).toEqual({ type: ['Must be equal to Slice.'] });
  });

  it('reports invalid files', async () => {
    const files = supersetBundle('sqlite:////tmp/a.db');
    const key = Object.keys(files).find((path) => path.endsWith('Area_112.yaml'))!;
    files[key] = stringify({ viz_type: 'pie', version: '1.0.0', uuid: 'not-a-uuid' });
    const bad = await upload(t, token, 'dashboard', zip(files), { overwrite: 'true' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors[0].extra['charts/Area_112.yaml']).sort()).toEqual([
      'dataset_uuid',
      'slice_name',
      'uuid',
    ]);
  });
});

describe('bundle export', () => {
  it('exports a dashboard with its dependencies, and the bundle imports back', async () => {
    const dashboardId = (await admin.get('/api/v1/dashboard/')).body.ids[0];
    const response = await fetch(
      `${t.baseUrl}/api/v1/dashboard/export/?q=${encodeURIComponent(`!(${dashboardId})`)}`,
      {
        headers: t.bearer(token),
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=dashboard_export_\d{8}T\d{6}\.zip$/,
    );
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const paths = Object.keys(entries)
      .map((path) => path.split('/').slice(1).join('/'))
      .sort();
    const datasetId = (await admin.get('/api/v1/dataset/')).body.ids[0];
    const chartId = (await admin.get('/api/v1/chart/')).body.ids[0];
    expect(paths).toEqual([
      `charts/Area_${chartId}.yaml`,
      `dashboards/Sales_v2_${dashboardId}.yaml`,
      'databases/analytics.yaml',
      `datasets/analytics/sales_${datasetId}.yaml`,
      'metadata.yaml',
    ]);
    const read = (suffix: string) => {
      const path = Object.keys(entries).find((p) => p.endsWith(suffix))!;
      return parse(strFromU8(entries[path]!));
    };
    expect(read('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'Dashboard' });
    expect(read('databases/analytics.yaml')).toMatchObject({
      sqlalchemy_uri: 'postgresql://bi:XXXXXXXXXX@db.example/analytics',
      uuid: EXAMPLES_UUID,
    });
    const dashboard = read(`Sales_v2_${dashboardId}.yaml`);
    expect(dashboard.position['CHART-1'].meta.uuid).toBe(CHART_UUID);
    expect(dashboard.metadata.native_filter_configuration[0].targets[0].datasetUuid).toBe(DATASET_UUID);
    expect(read(`Area_${chartId}.yaml`)).toMatchObject({
      dataset_uuid: DATASET_UUID,
      params: { viz_type: 'echarts_area' },
    });

    // Round trip into a second installation, from an unpacked folder (the CLI's `tessera import <dir>`).
    const other = await startTestApp();
    try {
      const dir = join(other.home, 'unpacked');
      for (const [path, bytes] of Object.entries(entries)) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), bytes);
      }
      const summary = await importBundle(other.app, dir, { passwords: { 'databases/analytics.yaml': 'pw' } });
      expect(summary).toEqual({ databases: 1, datasets: 1, charts: 1, dashboards: 1 });
      const otherAdmin = client(other, await other.login());
      const charts = await otherAdmin.get('/api/v1/dashboard/sales-dash/charts');
      expect(charts.body.result.map((c: { slice_name: string }) => c.slice_name)).toEqual(['Area']);
      const again = await exportBundle(other.app, {
        charts: charts.body.result.map((c: { id: number }) => c.id),
      });
      expect(Object.keys(unzipSync(again)).some((path) => path.endsWith('metadata.yaml'))).toBe(true);
    } finally {
      await other.close();
    }
  });

  it('exports and re-imports all assets', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/assets/export/`, { headers: t.bearer(token) });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const entries = unzipSync(bytes);
    const metadata = Object.keys(entries).find((path) => path.endsWith('metadata.yaml'))!;
    expect(parse(strFromU8(entries[metadata]!))).toMatchObject({ type: 'assets' });
    const form = new FormData();
    form.append('bundle', new Blob([bytes], { type: 'application/zip' }), 'assets.zip');
    const imported = await fetch(`${t.baseUrl}/api/v1/assets/import/`, {
      method: 'POST',
      headers: t.bearer(token),
      body: form,
    });
    expect(imported.status).toBe(200);
    expect((await admin.get('/api/v1/dashboard/')).body.count).toBe(1);
  });

  it('answers 404 for unknown ids and 401 when anonymous', async () => {
    expect((await admin.get(`/api/v1/chart/export/?q=${encodeURIComponent('!(999)')}`)).status).toBe(404);
    expect((await client(t, null).get(`/api/v1/chart/export/?q=${encodeURIComponent('!(1)')}`)).status).toBe(
      401,
    );
  });
});
