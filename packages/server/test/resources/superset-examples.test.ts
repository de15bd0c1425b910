import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BundleImportError, importBundle } from '../../src/bundles';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from './client';

/** Superset's own example dashboards, as unzipped v1 bundles (see that folder's README). */
const EXAMPLES =
  process.env.TESSERA_SUPERSET_EXAMPLES ??
  fileURLToPath(new URL('../../../../../shared/superset-examples', import.meta.url));
const missing = !existsSync(EXAMPLES);
if (missing) console.info(`Superset example bundles not found at ${EXAMPLES}; skipping their import test`);
const bundles = missing
  ? []
  : readdirSync(EXAMPLES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();

describe.skipIf(missing)("Superset's example bundles", () => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await startTestApp();
    admin = client(t, await t.login());
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(bundles)('imports %s', async (name) => {
    try {
      const summary = await importBundle(t.app, join(EXAMPLES, name));
      expect(summary.dashboards).toBe(1);
    } catch (error) {
      if (error instanceof BundleImportError)
        throw new Error(JSON.stringify(error.errors, null, 1).slice(0, 3000));
      throw error;
    }
  });

  it('links every imported chart placed on a dashboard', async () => {
    const dashboards = await admin.list('/api/v1/dashboard/', {
      columns: ['id', 'dashboard_title', 'charts'],
      page_size: 100,
    });
    expect(dashboards.body.count).toBe(bundles.length);
    for (const dashboard of dashboards.body.result as {
      id: number;
      dashboard_title: string;
      charts: string[];
    }[]) {
      const layout = JSON.parse(
        (await admin.get(`/api/v1/dashboard/${dashboard.id}`)).body.result.position_json,
      );
      const placed = Object.values(layout).filter((c) => (c as { type?: string }).type === 'CHART').length;
      const charts = (await admin.get(`/api/v1/dashboard/${dashboard.id}/charts`)).body.result;
      expect(charts.length, dashboard.dashboard_title).toBeGreaterThan(0);
      expect(charts.length, dashboard.dashboard_title).toBeLessThanOrEqual(placed);
      for (const chart of charts as { form_data: { datasource: string }; datasource_id: number }[]) {
        expect(chart.form_data.datasource).toBe(`${chart.datasource_id}__table`);
      }
    }
  });
});
