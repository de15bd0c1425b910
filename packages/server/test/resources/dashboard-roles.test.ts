import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from './client';

describe('dashboard roles', () => {
  let t: TestApp;
  let admin: Client;
  let roles: { value: number; text: string }[];

  beforeAll(async () => {
    t = await startTestApp();
    admin = client(t, await t.login());
    const related = await admin.get('/api/v1/dashboard/related/roles');
    expect(related.status, JSON.stringify(related.body)).toBe(200);
    roles = related.body.result;
  });
  afterAll(async () => {
    await t?.close();
  });

  const role = (name: string) => {
    const found = roles.find((r) => r.text === name);
    if (!found) throw new Error(`no role ${name} among ${roles.map((r) => r.text).join(', ')}`);
    return found.value;
  };

  it('lists every role by name for the picker, and filters by text', async () => {
    expect(roles.map((r) => r.text)).toEqual([...roles.map((r) => r.text)].sort());
    expect(roles.map((r) => r.text)).toEqual(expect.arrayContaining(['Admin', 'Gamma']));
    const q = encodeURIComponent('(filter:gam)');
    const filtered = await admin.get(`/api/v1/dashboard/related/roles?q=${q}`);
    expect(filtered.body).toEqual({ count: 1, result: [{ value: role('Gamma'), text: 'Gamma', extra: {} }] });
  });

  it('saves role ids on create and update, and shows {id, name}', async () => {
    const created = await admin.post('/api/v1/dashboard/', {
      dashboard_title: 'Shared',
      roles: [role('Gamma')],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.result.roles).toEqual([{ id: role('Gamma'), name: 'Gamma' }]);
    const id = created.body.id as number;

    const updated = await admin.put(`/api/v1/dashboard/${id}`, { roles: [role('Gamma'), role('Admin')] });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.result.roles).toEqual([
      { id: role('Admin'), name: 'Admin' },
      { id: role('Gamma'), name: 'Gamma' },
    ]);

    // A save without `roles` keeps them; an empty list clears them.
    await admin.put(`/api/v1/dashboard/${id}`, { dashboard_title: 'Shared again' });
    expect((await admin.get(`/api/v1/dashboard/${id}`)).body.result.roles).toHaveLength(2);
    const cleared = await admin.put(`/api/v1/dashboard/${id}`, { roles: [] });
    expect(cleared.body.result.roles).toEqual([]);

    const listed = await admin.list('/api/v1/dashboard/', {
      columns: ['id', 'roles.id', 'roles.name'],
      filters: [{ col: 'id', opr: 'eq', value: id }],
    });
    expect(listed.status).toBe(200);
    expect(listed.body.result[0].roles).toEqual([]);
  });

  it('refuses unknown role ids', async () => {
    const created = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Bad roles', roles: [987654] });
    expect(created.status).toBe(422);
    expect(created.body.message).toEqual({ roles: ['Some roles do not exist'] });
  });

  it('keeps the picker behind can_read on Dashboard', async () => {
    const anonymous = client(t, null);
    expect((await anonymous.get('/api/v1/dashboard/related/roles')).status).toBe(401);
  });
});
