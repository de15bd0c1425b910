import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';

let t: TestApp;
let admin: Client;
let gamma: Client;

beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, await t.login());
  await t.createUser('gina', 'gamma-pass-123', ['Gamma']);
  gamma = client(t, await t.login('gina', 'gamma-pass-123'));
});
afterAll(() => t?.close());

async function roleId(name: string): Promise<number> {
  const { body } = await admin.list('/api/v1/security/roles/', {
    filters: [{ col: 'name', opr: 'eq', value: name }],
  });
  return body.result[0].id;
}

describe('security users API', () => {
  it('lists users with roles and never a password hash', async () => {
    const { status, body } = await admin.list('/api/v1/security/users/', { order_column: 'username' });
    expect(status).toBe(200);
    expect(body.count).toBe(2);
    expect(body.result.map((u: { username: string }) => u.username)).toEqual(['admin', 'gina']);
    expect(body.result[0].roles).toEqual([{ id: expect.any(Number), name: 'Admin' }]);
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/);
  });

  it('creates, edits, resets the password of, deactivates and deletes a user', async () => {
    const gammaId = await roleId('Gamma');
    const created = await admin.post('/api/v1/security/users/', {
      username: 'newbie',
      first_name: 'New',
      last_name: 'Bie',
      email: 'newbie@example.com',
      password: 'first-pass-123',
      roles: [gammaId],
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      username: 'newbie',
      active: true,
      roles: [{ name: 'Gamma' }],
    });
    expect(created.body.result.password).toBeUndefined();
    const id = created.body.id as number;
    const oldToken = await t.login('newbie', 'first-pass-123');

    const edited = await admin.put(`/api/v1/security/users/${id}`, {
      first_name: 'Renamed',
      password: 'second-pass-456',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.result.first_name).toBe('Renamed');
    // The reset ends the old password's tokens and the new one logs in.
    expect((await client(t, oldToken).get('/api/v1/me/')).status).toBe(401);
    await expect(t.login('newbie', 'first-pass-123')).rejects.toThrow(/401/);
    const fresh = await t.login('newbie', 'second-pass-456');

    const deactivated = await admin.put(`/api/v1/security/users/${id}`, { active: false });
    expect(deactivated.body.result.active).toBe(false);
    expect((await client(t, fresh).get('/api/v1/me/')).status).toBe(401);
    await expect(t.login('newbie', 'second-pass-456')).rejects.toThrow(/401/);

    const filtered = await admin.list('/api/v1/security/users/', {
      filters: [{ col: 'active', opr: 'eq', value: false }],
    });
    expect(filtered.body.result.map((u: { username: string }) => u.username)).toEqual(['newbie']);

    expect((await admin.del(`/api/v1/security/users/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/v1/security/users/${id}`)).status).toBe(404);
  });

  it('refuses bad input with field messages', async () => {
    const missing = await admin.post('/api/v1/security/users/', { username: 'x', roles: [] });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatchObject({
      first_name: ['Missing data for required field.'],
      password: ['Missing data for required field.'],
      roles: ['Choose at least one role.'],
    });
    const duplicate = await admin.post('/api/v1/security/users/', {
      username: 'gina',
      first_name: 'G',
      last_name: 'G',
      email: 'g@example.com',
      password: 'pw-123456',
      roles: [await roleId('Gamma')],
    });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toEqual({ username: ['Already exists.'] });
    const unknownRole = await admin.put('/api/v1/security/users/1', { roles: [9999] });
    expect(unknownRole.body.message).toEqual({ roles: ['Unknown role id(s): 9999.'] });
  });
});

describe('security roles and permissions API', () => {
  it('creates a role, grants it dataset access by permission ids, renames and deletes it', async () => {
    const created = await admin.post('/api/v1/security/roles/', { name: 'Readers' });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const pvs = await admin.list('/api/v1/security/permissions-resources/', {
      filters: [{ col: 'view_menu.name', opr: 'eq', value: 'Chart' }],
      page_size: 100,
    });
    expect(pvs.status).toBe(200);
    const readChart = pvs.body.result.find(
      (pv: { permission: { name: string } }) => pv.permission.name === 'can_read',
    );
    expect(readChart.view_menu).toEqual({ id: expect.any(Number), name: 'Chart' });

    const set = await admin.post(`/api/v1/security/roles/${id}/permissions/`, {
      permission_view_menu_ids: [readChart.id],
    });
    expect(set.body).toEqual({ result: { permission_view_menu_ids: [readChart.id] } });
    const listed = await admin.get(`/api/v1/security/roles/${id}/permissions/`);
    expect(listed.body.result).toEqual([
      { id: readChart.id, permission_name: 'can_read', view_menu_name: 'Chart' },
    ]);

    expect(
      (await admin.put(`/api/v1/security/roles/${id}`, { name: 'Chart readers' })).body.result.name,
    ).toBe('Chart readers');
    const builtIn = await admin.put(`/api/v1/security/roles/${await roleId('Gamma')}`, { name: 'Other' });
    expect(builtIn.status).toBe(400);
    expect((await admin.del(`/api/v1/security/roles/${id}`)).status).toBe(200);
    expect((await admin.get(`/api/v1/security/roles/${id}`)).status).toBe(404);
  });

  it('lists base permissions and view menus', async () => {
    const permissions = await admin.list('/api/v1/security/permissions/', {
      filters: [{ col: 'name', opr: 'eq', value: 'can_read' }],
    });
    expect(permissions.body.result).toEqual([{ id: expect.any(Number), name: 'can_read' }]);
    const resources = await admin.list('/api/v1/security/resources/', {
      filters: [{ col: 'name', opr: 'eq', value: 'Dashboard' }],
    });
    expect(resources.body.count).toBe(1);
  });

  it('refuses a Gamma user everywhere', async () => {
    for (const path of [
      '/api/v1/security/users/',
      '/api/v1/security/users/1',
      '/api/v1/security/roles/',
      '/api/v1/security/permissions/',
      '/api/v1/security/permissions-resources/',
      '/api/v1/security/roles/1/permissions/',
      '/api/v1/rowlevelsecurity/',
    ]) {
      expect((await gamma.get(path)).status, path).toBe(403);
    }
    expect((await gamma.post('/api/v1/security/roles/', { name: 'Mine' })).status).toBe(403);
    expect((await gamma.put('/api/v1/security/users/1', { active: false })).status).toBe(403);
    expect(
      (await gamma.post('/api/v1/security/roles/1/permissions/', { permission_view_menu_ids: [] })).status,
    ).toBe(403);
    expect((await client(t, null).get('/api/v1/security/users/')).status).toBe(401);
  });
});
