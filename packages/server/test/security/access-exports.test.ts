/**
 * Issue 13, finding 6: exports apply the same object access as reading the object. An id the
 * user cannot read answers 404 like its show route; a readable object whose bundle would carry
 * something unreadable is refused with a 403 naming it (Superset's nested export commands
 * refuse too); database files go only to users holding the whole database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ExportReply, exportPath, fetchExport, seedWorld, type World } from './access-fixture';

let w: World;

beforeAll(async () => {
  w = await seedWorld();
});

afterAll(async () => {
  await w?.t.close();
});

const exportAs = (user: keyof World['tokens'], kind: string, ids: number[]) =>
  fetchExport(w, w.tokens[user], exportPath(kind, ids));

function expectNoZip(reply: ExportReply, status: number) {
  expect(reply.contentType).not.toBe('application/zip');
  expect(reply.status).toBe(status);
  expect(reply.paths).toEqual([]);
}

describe('Gamma without data access', () => {
  it('cannot read any seeded object', async () => {
    for (const path of ['/api/v1/dashboard/', '/api/v1/chart/', '/api/v1/dataset/', '/api/v1/database/']) {
      expect((await w.gus.get(path)).body.count, path).toBe(0);
    }
    expect((await w.gus.get(`/api/v1/dashboard/${w.ids.draft}`)).status).toBe(404);
    expect((await w.gus.get(`/api/v1/database/${w.ids.warehouse}`)).status).toBe(404);
  });

  it('gets 404 and never a ZIP from every export', async () => {
    const { ids } = w;
    const cases: [string, number[]][] = [
      ['dashboard', [ids.mixed]],
      ['dashboard', [ids.ordersBoard]],
      ['dashboard', [ids.draft]],
      ['dashboard', [ids.mixed, ids.ordersBoard, ids.draft]],
      ['chart', [ids.ordersChart]],
      ['chart', [ids.salariesChart, ids.eventsChart]],
      ['dataset', [ids.salaries]],
      ['dataset', [ids.orders, ids.events]],
      ['database', [ids.warehouse]],
      ['database', [ids.other]],
    ];
    for (const [kind, list] of cases) {
      const reply = await exportAs('gus', kind, list);
      expectNoZip(reply, 404);
      expect(JSON.stringify(reply.error)).not.toContain('s3cret');
    }
  });

  it('gets 403 from the assets export', async () => {
    expectNoZip(await fetchExport(w, w.tokens.gus, '/api/v1/assets/export/'), 403);
  });
});

describe('Gamma with datasource_access on one dataset', () => {
  it('exports the chart on that dataset with only what it may read', async () => {
    const reply = await exportAs('rita', 'chart', [w.ids.ordersChart]);
    expect(reply.status).toBe(200);
    expect(reply.paths).toEqual([
      `charts/Orders_by_region_${w.ids.ordersChart}.yaml`,
      `datasets/warehouse/orders_${w.ids.orders}.yaml`,
      'metadata.yaml',
    ]);
    // The dataset still names its database by uuid; the connection itself is not in the bundle.
    const dataset = reply.files[`datasets/warehouse/orders_${w.ids.orders}.yaml`]!;
    expect(dataset).toMatch(/database_uuid: [0-9a-f-]{36}/);
    expect(Object.values(reply.files).join('\n')).not.toMatch(/db\.internal|loader|salaries/);
  });

  it('exports its dataset, and a dashboard holding only readable charts', async () => {
    const dataset = await exportAs('rita', 'dataset', [w.ids.orders]);
    expect(dataset.status).toBe(200);
    expect(dataset.paths).toEqual([`datasets/warehouse/orders_${w.ids.orders}.yaml`, 'metadata.yaml']);
    const board = await exportAs('rita', 'dashboard', [w.ids.ordersBoard]);
    expect(board.status).toBe(200);
    expect(board.paths).toEqual([
      `charts/Orders_by_region_${w.ids.ordersChart}.yaml`,
      `dashboards/Orders_${w.ids.ordersBoard}.yaml`,
      `datasets/warehouse/orders_${w.ids.orders}.yaml`,
      'metadata.yaml',
    ]);
  });

  it('is refused, with the object named, a readable dashboard holding an unreadable chart', async () => {
    expect((await w.rita.get(`/api/v1/dashboard/${w.ids.mixed}`)).status).toBe(200);
    const reply = await exportAs('rita', 'dashboard', [w.ids.mixed]);
    expectNoZip(reply, 403);
    expect(reply.error.message).toContain(`chart ${w.ids.salariesChart}`);
  });

  it('gets 404 for what it cannot read, even beside what it can', async () => {
    expectNoZip(await exportAs('rita', 'chart', [w.ids.ordersChart, w.ids.salariesChart]), 404);
    expectNoZip(await exportAs('rita', 'dataset', [w.ids.salaries]), 404);
    expectNoZip(await exportAs('rita', 'dashboard', [w.ids.draft]), 404);
    expectNoZip(await exportAs('rita', 'database', [w.ids.other]), 404);
  });

  it('may not export the database it only reaches through one dataset', async () => {
    expect((await w.rita.get(`/api/v1/database/${w.ids.warehouse}`)).status).toBe(200);
    const reply = await exportAs('rita', 'database', [w.ids.warehouse]);
    expectNoZip(reply, 403);
    expect(reply.error.message).toMatch(/whole database/);
  });

  it('gets 403 from the assets export', async () => {
    expectNoZip(await fetchExport(w, w.tokens.rita, '/api/v1/assets/export/'), 403);
  });
});

describe('users who hold the data', () => {
  it('gives admins everything, database files with masked passwords', async () => {
    const reply = await exportAs('admin', 'dashboard', [w.ids.mixed]);
    expect(reply.status).toBe(200);
    expect(reply.paths).toContain('databases/warehouse.yaml');
    expect(reply.paths).toContain(`datasets/warehouse/salaries_${w.ids.salaries}.yaml`);
    expect(reply.files['databases/warehouse.yaml']).toContain(
      'postgresql://loader:XXXXXXXXXX@db.internal.example:5432/sales',
    );
    expect(Object.values(reply.files).join('\n')).not.toContain('s3cret');
  });

  it('lets Alpha (all_database_access) export a database, and all assets', async () => {
    const database = await exportAs('al', 'database', [w.ids.other]);
    expect(database.status).toBe(200);
    expect(database.paths).toContain('databases/other.yaml');
    // Superset's Alpha holds can_export on ImportExportRestApi; Alpha may read every object.
    const assets = await fetchExport(w, w.tokens.al, '/api/v1/assets/export/');
    expect(assets.status).toBe(200);
    expect(assets.paths).toContain(`dashboards/Olga_draft_${w.ids.draft}.yaml`);
  });
});
