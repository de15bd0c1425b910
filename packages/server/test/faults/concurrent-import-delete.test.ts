/**
 * Issue 12 item 5: concurrent imports and deletes leave consistent metadata. Two loops import the
 * same bundle (overwrite) while two others delete its dashboard, charts and dataset. No call may
 * answer 5xx, and at the end no chart points at a missing dataset, no dashboard links a missing
 * chart, and every list endpoint answers 200.
 */
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { startTestApp, type TestApp } from '../platform/harness';

const DATABASE = '6a1c9a42-0d5e-4f39-9c59-0e5f1f1e0a01';
const DATASET = '6a1c9a42-0d5e-4f39-9c59-0e5f1f1e0a02';
const CHARTS = ['6a1c9a42-0d5e-4f39-9c59-0e5f1f1e0a03', '6a1c9a42-0d5e-4f39-9c59-0e5f1f1e0a04'];
const DASHBOARD = '6a1c9a42-0d5e-4f39-9c59-0e5f1f1e0a05';

function bundle(): Uint8Array {
  const root = 'dashboard_export_20240101T000000';
  const files: Record<string, string> = {
    [`${root}/metadata.yaml`]: stringify({
      version: '1.0.0',
      type: 'Dashboard',
      timestamp: '2024-01-01T00:00:00+00:00',
    }),
    [`${root}/databases/race_db.yaml`]: stringify({
      database_name: 'race_db',
      // No password in the URI: the import needs no prompt and connects to nothing.
      sqlalchemy_uri: 'postgresql://reader@db.invalid:5432/warehouse',
      extra: {},
      uuid: DATABASE,
      version: '1.0.0',
    }),
    [`${root}/datasets/race_db/race_ds.yaml`]: stringify({
      table_name: 'race_ds',
      schema: null,
      sql: null,
      uuid: DATASET,
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)', extra: {} }],
      columns: [{ column_name: 'region', type: 'VARCHAR', is_dttm: false, groupby: true, filterable: true }],
      version: '1.0.0',
      database_uuid: DATABASE,
    }),
    [`${root}/dashboards/race.yaml`]: stringify({
      dashboard_title: 'race dashboard',
      uuid: DASHBOARD,
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
        'ROW-1': {
          id: 'ROW-1',
          type: 'ROW',
          children: ['CHART-1', 'CHART-2'],
          parents: ['ROOT_ID', 'GRID_ID'],
        },
        ...Object.fromEntries(
          CHARTS.map((uuid, index) => [
            `CHART-${index + 1}`,
            {
              id: `CHART-${index + 1}`,
              type: 'CHART',
              children: [],
              parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
              meta: { chartId: index + 1, uuid, width: 4, height: 50 },
            },
          ]),
        ),
      },
      metadata: {},
      version: '1.0.0',
    }),
  };
  CHARTS.forEach((uuid, index) => {
    files[`${root}/charts/race_${index}.yaml`] = stringify({
      slice_name: `race chart ${index}`,
      viz_type: 'table',
      params: { viz_type: 'table', metrics: ['count'] },
      uuid,
      version: '1.0.0',
      dataset_uuid: DATASET,
    });
  });
  return zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));
}

let t: TestApp;
let headers: Record<string, string>;

beforeAll(async () => {
  t = await startTestApp({ env: { TESSERA_LOAD_EXAMPLES: 'false' } });
  headers = t.bearer(await t.login());
});
afterAll(async () => {
  await t?.close();
});

async function list(resource: string): Promise<{ status: number; result: { id: number }[] }> {
  const response = await fetch(`${t.baseUrl}/api/v1/${resource}/?q=(page_size:1000)`, { headers });
  const body = (await response.json()) as { result?: { id: number }[] };
  return { status: response.status, result: body.result ?? [] };
}

describe('concurrent imports and deletes', () => {
  it('never answers 5xx and leaves consistent metadata', { timeout: 60_000 }, async () => {
    const bytes = bundle();
    const serverErrors: string[] = [];
    let imported = 0;
    const note = async (what: string, response: Response) => {
      if (response.status >= 500) serverErrors.push(`${what} ${response.status} ${await response.text()}`);
      else await response.arrayBuffer();
    };
    const importer = async () => {
      for (let n = 0; n < 12; n++) {
        const form = new FormData();
        form.append('formData', new Blob([bytes], { type: 'application/zip' }), 'bundle.zip');
        form.append('overwrite', 'true');
        const response = await fetch(`${t.baseUrl}/api/v1/dashboard/import/`, {
          method: 'POST',
          headers,
          body: form,
        });
        if (response.status === 200) imported++;
        await note('import', response);
      }
    };
    const deleter = async () => {
      for (let n = 0; n < 12; n++) {
        for (const resource of ['dashboard', 'chart', 'dataset']) {
          const { status, result } = await list(resource);
          if (status >= 500) serverErrors.push(`list ${resource} ${status}`);
          for (const { id } of result) {
            await note(
              `delete ${resource} ${id}`,
              await fetch(`${t.baseUrl}/api/v1/${resource}/${id}`, { method: 'DELETE', headers }),
            );
          }
        }
      }
    };
    await Promise.all([importer(), importer(), deleter(), deleter()]);
    expect(serverErrors).toEqual([]);
    expect(imported).toBeGreaterThan(0);

    const datasets = await list('dataset');
    const charts = await list('chart');
    const dashboards = await list('dashboard');
    for (const answer of [datasets, charts, dashboards, await list('database')])
      expect(answer.status).toBe(200);
    const datasetIds = new Set(datasets.result.map((d) => d.id));
    const chartIds = new Set(charts.result.map((c) => c.id));
    for (const chart of charts.result) {
      const response = await fetch(`${t.baseUrl}/api/v1/chart/${chart.id}`, { headers });
      expect(response.status).toBe(200);
      const { result } = (await response.json()) as { result: { datasource_id?: number | null } };
      if (result.datasource_id != null)
        expect(datasetIds, `chart ${chart.id}`).toContain(result.datasource_id);
    }
    for (const dashboard of dashboards.result) {
      const response = await fetch(`${t.baseUrl}/api/v1/dashboard/${dashboard.id}/charts`, { headers });
      expect(response.status).toBe(200);
      const { result } = (await response.json()) as { result: { id: number }[] };
      for (const chart of result) expect(chartIds, `dashboard ${dashboard.id}`).toContain(chart.id);
    }
  });
});
