/**
 * Issue 13, finding 7 on an upgraded install: seeding only adds grants, so the database writes
 * an earlier version gave Alpha are taken back at start, and Alpha's writes answer 403.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermissions, seedSecurity } from '../../src/security/seed';
import { startTestApp, type TestApp } from '../platform/harness';
import { client } from '../resources/client';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function alphaHolds(permission: string, view: string): Promise<boolean> {
  const row = await t.app.store
    .selectFrom('ab_permission_view_role as pvr')
    .innerJoin('ab_role as r', 'r.id', 'pvr.role_id')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select('pvr.id')
    .where('r.name', '=', 'Alpha')
    .where('p.name', '=', permission)
    .where('v.name', '=', view)
    .executeTakeFirst();
  return row !== undefined;
}

describe('built-in roles on an upgraded install', () => {
  it('takes database writes back from Alpha and keeps its other grants', async () => {
    // What an earlier version's seeding left in the store.
    await grantPermissions(t.app.store, 'Alpha', [
      ['can_write', 'Database'],
      ['can_export', 'Database'],
    ]);
    expect(await alphaHolds('can_write', 'Database')).toBe(true);
    await seedSecurity(t.app.store);
    expect(await alphaHolds('can_write', 'Database')).toBe(false);
    expect(await alphaHolds('can_export', 'Database')).toBe(false);
    expect(await alphaHolds('can_read', 'Database')).toBe(true);
    expect(await alphaHolds('can_upload', 'Database')).toBe(true);
    expect(await alphaHolds('can_write', 'Dataset')).toBe(true);

    await t.createUser('alf', 'alpha-pass-123', ['Alpha']);
    const alf = client(t, await t.login('alf', 'alpha-pass-123'));
    const body = { database_name: 'x', sqlalchemy_uri: 'postgresql://u:p@h/db' };
    expect((await alf.post('/api/v1/database/', body)).status).toBe(403);
    expect((await alf.post('/api/v1/database/test_connection/', body)).status).toBe(403);
  });
});
