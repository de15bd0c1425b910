import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type BundleFiles, packBundle, readBundleDirectory } from '../../src/bundles';
import { DuckDBConnector } from '../../src/engine/connectors';
import { ensureExamplesDatabase } from '../../src/examples/register';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from './client';

// Superset's example bundles and the public example files live beside the repository.
const shared = (path: string) => fileURLToPath(new URL(`../../../../../shared/${path}`, import.meta.url));
const EXAMPLES = shared('superset-examples');
const DATA_DIR = shared('examples-data');
const missing = !existsSync(join(EXAMPLES, 'Unicode_Test')) || !existsSync(DATA_DIR);
if (missing) console.info('Superset example bundles or example data not found; skipping bundle data tests');

const UNICODE_CSV = 'datasets/examples/unicode_test.csv';
const SALES_DATASET = 'datasets/examples/cleaned_sales_data.yaml';

async function countCsvRows(path: string): Promise<number> {
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  const rows = (
    await connection.runAndReadAll(`SELECT COUNT(*) AS n FROM read_csv_auto('${path}')`)
  ).getRows();
  return Number(rows[0]?.[0]);
}

describe.skipIf(missing)('importing a bundle loads its datasets’ data: files', () => {
  let t: TestApp;
  let token: string;
  let admin: Client;
  let dataDir: string;
  const scratch: string[] = [];

  const tableRows = async (table: string): Promise<number | null> => {
    const duck = new DuckDBConnector({ path: t.config.examplesDuckdbPath, allowDml: false });
    try {
      if ((await duck.getColumns(null, table)).length === 0) return null;
      const result = await duck.execute(`SELECT COUNT(*) AS n FROM "${table.replaceAll('"', '""')}"`);
      return Number(result.rows[0]?.n);
    } finally {
      await duck.close();
    }
  };

  const importDashboard = async (files: BundleFiles) => {
    const form = new FormData();
    const { bytes } = packBundle('dashboard', files);
    form.append('formData', new Blob([bytes], { type: 'application/zip' }), 'bundle.zip');
    const response = await fetch(`${t.baseUrl}/api/v1/dashboard/import/`, {
      method: 'POST',
      headers: t.bearer(token),
      body: form,
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    // A data dir per test run: the failing case below adds a broken sales.csv beside the real files.
    dataDir = mkdtempSync(join(tmpdir(), 'tessera-examples-data-'));
    mkdirSync(join(dataDir, 'datasets/examples'), { recursive: true });
    copyFileSync(join(DATA_DIR, UNICODE_CSV), join(dataDir, UNICODE_CSV));
    t = await startTestApp({ env: { TESSERA_EXAMPLES_DATA_DIR: dataDir } });
    await ensureExamplesDatabase(t.app.store, t.config.examplesDuckdbPath, null);
    token = await t.login();
    admin = client(t, token);
  });
  afterEach(() => {
    for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails as a whole when a table cannot be loaded: no metadata, no table left behind', async () => {
    // Vehicle Sales' loader casts order_date, which this sales.csv lacks: its load fails after
    // unicode_test's table was already created.
    writeFileSync(join(dataDir, 'datasets/examples/sales.csv'), 'a,b\n1,2\n');
    const files = new Map(readBundleDirectory(join(EXAMPLES, 'Unicode_Test')));
    const sales = readBundleDirectory(join(EXAMPLES, 'Sales_Dashboard')).get(SALES_DATASET)!;
    files.set(SALES_DATASET, sales);
    try {
      const reply = await importDashboard(files);
      expect(reply.status).toBe(422);
      expect(JSON.stringify(reply.body)).toContain(
        'Could not load table Vehicle Sales from datasets/examples/sales.csv',
      );
    } finally {
      rmSync(join(dataDir, 'datasets/examples/sales.csv'));
    }
    expect((await admin.get('/api/v1/dashboard/')).body.count).toBe(0);
    expect((await admin.get('/api/v1/dataset/')).body.count).toBe(0);
    expect(await tableRows('unicode_test')).toBeNull();
    expect(await tableRows('Vehicle Sales')).toBeNull();
  });

  it('creates the table of a dataset whose data: file is in TESSERA_EXAMPLES_DATA_DIR', async () => {
    expect(await tableRows('unicode_test')).toBeNull();
    const reply = await importDashboard(readBundleDirectory(join(EXAMPLES, 'Unicode_Test')));
    expect(reply).toEqual({ status: 200, body: { message: 'OK' } });
    expect(await tableRows('unicode_test')).toBe(await countCsvRows(join(DATA_DIR, UNICODE_CSV)));

    // The imported dataset answers with the loaded rows.
    const datasets = (await admin.get('/api/v1/dataset/')).body.result as { id: number }[];
    expect(datasets).toHaveLength(1);
    const samples = await admin.get(`/api/v1/dataset/${datasets[0]!.id}/samples`);
    expect(samples.status).toBe(200);
    expect(samples.body.result.data.length).toBeGreaterThan(0);
    expect(Object.keys(samples.body.result.data[0])).toEqual(expect.arrayContaining(['phrase', 'value']));
  });
});
