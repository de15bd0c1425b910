import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/platform/harness';
import { type Client, client } from '../../test/resources/client';

let on: TestApp;
let off: TestApp;
let admin: Client;
let gamma: Client;

beforeAll(async () => {
  [on, off] = await Promise.all([
    startTestApp({ env: { TESSERA_FEATURE_FLAGS: '{"DYNAMIC_PLUGINS": true}' } }),
    startTestApp(),
  ]);
  admin = client(on, await on.login());
  await on.createUser('gamma', 'gamma-pass-123', ['Gamma']);
  gamma = client(on, await on.login('gamma', 'gamma-pass-123'));
});
afterAll(async () => {
  await Promise.all([on?.close(), off?.close()]);
});

const plugin = { name: 'Hello chart', key: 'hello-chart', bundle_url: 'https://cdn.example.com/hello.js' };

describe('/dynamic-plugins/api', () => {
  it('answers 404 "Not found" on every route while DYNAMIC_PLUGINS is off', async () => {
    const c = client(off, await off.login());
    expect(await c.get('/dynamic-plugins/api/read')).toMatchObject({
      status: 404,
      body: { message: 'Not found' },
    });
    expect((await c.post('/dynamic-plugins/api/create', plugin)).status).toBe(404);
  });

  it('creates, reads, updates and deletes a plugin (admin)', async () => {
    expect(await admin.get('/dynamic-plugins/api/read')).toEqual({
      status: 200,
      body: { count: 0, pks: [], result: [] },
    });
    const created = await admin.post('/dynamic-plugins/api/create', plugin);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ message: 'Added Row', item: plugin });
    const id = created.body.item.id as number;

    const read = await admin.get('/dynamic-plugins/api/read');
    expect(read.body).toEqual({ count: 1, pks: [id], result: [{ id, ...plugin }] });
    expect((await admin.get(`/dynamic-plugins/api/get/${id}`)).body).toEqual({
      id,
      result: { id, ...plugin },
    });

    const updated = await admin.put(`/dynamic-plugins/api/update/${id}`, { bundle_url: '/static/hello.js' });
    expect(updated.body).toMatchObject({
      message: 'Changed Row',
      item: { id, bundle_url: '/static/hello.js' },
    });

    expect(await admin.del(`/dynamic-plugins/api/delete/${id}`)).toEqual({
      status: 200,
      body: { message: 'Deleted Row' },
    });
    expect((await admin.get(`/dynamic-plugins/api/get/${id}`)).status).toBe(404);
    expect((await admin.del(`/dynamic-plugins/api/delete/${id}`)).status).toBe(404);
  });

  it('refuses missing fields, bad URLs and duplicates with field messages', async () => {
    const missing = await admin.post('/dynamic-plugins/api/create', { name: 'x' });
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.message).sort()).toEqual(['bundle_url', 'key']);
    const badUrl = await admin.post('/dynamic-plugins/api/create', {
      ...plugin,
      bundle_url: 'javascript:alert(1)',
    });
    expect(badUrl.body.message.bundle_url).toEqual(['Must be an http(s) URL or a path starting with /.']);
    expect((await admin.post('/dynamic-plugins/api/create', plugin)).status).toBe(200);
    const duplicate = await admin.post('/dynamic-plugins/api/create', { ...plugin, name: 'Other' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.message).toEqual({ key: ['Already exists.'], bundle_url: ['Already exists.'] });
  });

  it('lets any user read the list but only admins change it', async () => {
    expect((await gamma.get('/dynamic-plugins/api/read')).status).toBe(200);
    expect((await gamma.post('/dynamic-plugins/api/create', { ...plugin, key: 'g', name: 'g' })).status).toBe(
      403,
    );
    const anonymous = client(on, null);
    expect((await anonymous.get('/dynamic-plugins/api/read')).status).toBe(401);
  });
});
