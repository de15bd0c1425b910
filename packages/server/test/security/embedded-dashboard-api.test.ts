import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermissions } from '../../src/security/seed';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';

let t: TestApp;
let admin: Client;
let alpha: Client;
let embedder: Client;
let dashboardId: number;

beforeAll(async () => {
  t = await startTestApp({ env: { TESSERA_FEATURE_FLAGS: '{"EMBEDDED_SUPERSET": true}' } });
  admin = client(t, await t.login());
  await grantPermissions(t.app.store, 'Embedder', [
    ['can_set_embedded', 'Dashboard'],
    ['can_delete_embedded', 'Dashboard'],
  ]);
  await t.createUser('alpha', 'alpha-pass-123', ['Alpha']);
  alpha = client(t, await t.login('alpha', 'alpha-pass-123'));
  await t.createUser('embedder', 'embedder-pass-123', ['Alpha', 'Embedder']);
  embedder = client(t, await t.login('embedder', 'embedder-pass-123'));
  const created = await admin.post('/api/v1/dashboard/', {
    dashboard_title: 'Embeddable',
    slug: 'embeddable',
  });
  dashboardId = created.body.id;
});
afterAll(() => t?.close());

describe('embedded dashboard configuration', () => {
  it('is 404 until enabled, then answers Superset-shaped by id and slug', async () => {
    expect((await admin.get(`/api/v1/dashboard/${dashboardId}/embedded`)).status).toBe(404);
    const created = await admin.post(`/api/v1/dashboard/${dashboardId}/embedded`, {
      allowed_domains: ['http://localhost:9000/', 'https://example.com'],
    });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      allowed_domains: ['http://localhost:9000', 'https://example.com'],
      dashboard_id: String(dashboardId),
      changed_by: { first_name: 'Admin', last_name: 'User' },
    });
    expect(created.body.result.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof created.body.result.changed_on).toBe('string');
    const bySlug = await admin.get('/api/v1/dashboard/embeddable/embedded');
    expect(bySlug.body.result.uuid).toBe(created.body.result.uuid);
    const byUuid = await admin.get(`/api/v1/embedded_dashboard/${created.body.result.uuid}`);
    expect(byUuid.status).toBe(200);
    expect(byUuid.body.result.dashboard_id).toBe(String(dashboardId));
  });

  it('keeps the uuid when the domains change (PUT), and forgets it when disabled (DELETE)', async () => {
    const before = (await admin.get(`/api/v1/dashboard/${dashboardId}/embedded`)).body.result.uuid;
    const updated = await admin.put(`/api/v1/dashboard/${dashboardId}/embedded`, { allowed_domains: [] });
    expect(updated.status).toBe(200);
    expect(updated.body.result).toMatchObject({ uuid: before, allowed_domains: [] });
    const deleted = await admin.del(`/api/v1/dashboard/${dashboardId}/embedded`);
    expect(deleted).toEqual({ status: 200, body: { message: 'OK' } });
    expect((await admin.get(`/api/v1/dashboard/${dashboardId}/embedded`)).status).toBe(404);
    expect((await admin.get(`/api/v1/embedded_dashboard/${before}`)).status).toBe(404);
    const again = await admin.post(`/api/v1/dashboard/${dashboardId}/embedded`, { allowed_domains: [] });
    expect(again.body.result.uuid).not.toBe(before);
  });

  it('refuses bad domains, missing fields and unknown dashboards', async () => {
    const bad = await admin.post(`/api/v1/dashboard/${dashboardId}/embedded`, { allowed_domains: ['nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body.message['allowed_domains.0'][0]).toMatch(/^Not a domain: nope\./);
    const missing = await admin.post(`/api/v1/dashboard/${dashboardId}/embedded`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.message.allowed_domains).toEqual(['Missing data for required field.']);
    expect((await admin.post('/api/v1/dashboard/99999/embedded', { allowed_domains: [] })).status).toBe(404);
  });

  it('needs can_set_embedded (admin-only by default) and the right to edit the dashboard', async () => {
    const own = await alpha.post('/api/v1/dashboard/', { dashboard_title: 'Alpha owns it' });
    expect(
      (await alpha.post(`/api/v1/dashboard/${own.body.id}/embedded`, { allowed_domains: [] })).status,
    ).toBe(403);
    const denied = await embedder.post(`/api/v1/dashboard/${dashboardId}/embedded`, { allowed_domains: [] });
    expect(denied.status).toBe(403);
    expect((await embedder.del(`/api/v1/dashboard/${dashboardId}/embedded`)).status).toBe(403);
    const mine = await embedder.post('/api/v1/dashboard/', { dashboard_title: 'Mine' });
    const enabled = await embedder.post(`/api/v1/dashboard/${mine.body.id}/embedded`, {
      allowed_domains: [],
    });
    expect(enabled.status).toBe(200);
    expect((await embedder.del(`/api/v1/dashboard/${mine.body.id}/embedded`)).status).toBe(200);
  });

  it('lets a guest token naming the embedded uuid read the configuration and the dashboard', async () => {
    const { uuid } = (await admin.get(`/api/v1/dashboard/${dashboardId}/embedded`)).body.result;
    const token = (
      await admin.post('/api/v1/security/guest_token/', { resources: [{ type: 'dashboard', id: uuid }] })
    ).body.token as string;
    const asGuest = (path: string) => fetch(`${t.baseUrl}${path}`, { headers: { 'x-guesttoken': token } });
    expect((await asGuest(`/api/v1/embedded_dashboard/${uuid}`)).status).toBe(200);
    const board = await asGuest(`/api/v1/dashboard/${dashboardId}`);
    expect(board.status).toBe(200);
    expect(((await board.json()) as { result: { dashboard_title: string } }).result.dashboard_title).toBe(
      'Embeddable',
    );
    expect((await asGuest(`/api/v1/dashboard/${dashboardId}/embedded`)).status).toBe(403);
  });
});

describe('embedded dashboards without EMBEDDED_SUPERSET', () => {
  it('are not found', async () => {
    const off = await startTestApp();
    try {
      const offAdmin = client(off, await off.login());
      const board = await offAdmin.post('/api/v1/dashboard/', { dashboard_title: 'Plain' });
      const refused = await offAdmin.post(`/api/v1/dashboard/${board.body.id}/embedded`, {
        allowed_domains: [],
      });
      expect(refused.status).toBe(404);
    } finally {
      await off.close();
    }
  });
});
