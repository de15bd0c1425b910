/** Dashboard filter_state, dashboard permalinks and filter sets: round trips, owners and access. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, client } from '../resources/client';
import { seedWorld, type World } from '../security/access-fixture';

let world: World;
let olga: Client;
beforeAll(async () => {
  world = await seedWorld();
  olga = client(world.t, await world.t.login('olga', 'owner-pass-123'));
}, 60_000);
afterAll(async () => {
  await world.t.close();
});

const mask = JSON.stringify({ 'NATIVE_FILTER-a': { filterState: { value: ['east'] }, extraFormData: {} } });

describe('dashboard filter_state', () => {
  it('round-trips a data mask, keeping one key per tab', async () => {
    const { rita, ids } = world;
    const base = `/api/v1/dashboard/${ids.ordersBoard}/filter_state`;
    const created = await rita.post(`${base}?tab_id=3`, { value: mask });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await rita.get(`${base}/${created.body.key}`)).toEqual({ status: 200, body: { value: mask } });
    const changed = JSON.stringify({ 'NATIVE_FILTER-a': { filterState: { value: ['west'] } } });
    const put = await rita.put(`${base}/${created.body.key}?tab_id=3`, { value: changed });
    expect(put).toEqual({ status: 200, body: { key: created.body.key } });
    expect((await rita.get(`${base}/${created.body.key}`)).body.value).toBe(changed);
    const noTab = await rita.put(`${base}/${created.body.key}`, { value: changed });
    expect(noTab.body.key).not.toBe(created.body.key);
  });

  it('keeps a key to its dashboard and answers 404 for unknown keys', async () => {
    const { admin, rita, ids } = world;
    const { key } = (await rita.post(`/api/v1/dashboard/${ids.ordersBoard}/filter_state`, { value: mask }))
      .body;
    expect((await admin.get(`/api/v1/dashboard/${ids.mixed}/filter_state/${key}`)).status).toBe(404);
    expect(
      (await rita.get(`/api/v1/dashboard/${ids.ordersBoard}/filter_state/AAAAAAAAAAAAAAAAAAAAAA`)).status,
    ).toBe(404);
    expect((await rita.post('/api/v1/dashboard/99999/filter_state', { value: mask })).status).toBe(404);
  });

  it('refuses users who cannot see the dashboard and non-owners of the entry', async () => {
    const { admin, gus, rita, ids } = world;
    const base = `/api/v1/dashboard/${ids.ordersBoard}/filter_state`;
    expect((await gus.post(base, { value: mask })).status).toBe(403);
    const { key } = (await rita.post(base, { value: mask })).body;
    expect((await gus.get(`${base}/${key}`)).status).toBe(403);
    expect((await admin.put(`${base}/${key}`, { value: mask })).status).toBe(403);
    expect((await admin.del(`${base}/${key}`)).status).toBe(403);
    expect(await rita.del(`${base}/${key}`)).toEqual({
      status: 200,
      body: { message: 'Deleted successfully' },
    });
    expect((await rita.get(`${base}/${key}`)).status).toBe(404);
  });

  it('needs the value as a JSON string', async () => {
    const reply = await world.rita.post(`/api/v1/dashboard/${world.ids.ordersBoard}/filter_state`, {
      value: '{',
    });
    expect(reply).toEqual({ status: 400, body: { message: { value: ['Not a valid JSON string.'] } } });
  });
});

describe('dashboard permalink', () => {
  it('round-trips data mask, active tabs, anchor and url params', async () => {
    const { rita, ids, t } = world;
    const state = {
      dataMask: { 'NATIVE_FILTER-a': { filterState: { value: ['east'] } } },
      activeTabs: ['TAB-1'],
      anchor: 'CHART-3',
      urlParams: [['standalone', '2']],
    };
    const created = await rita.post(`/api/v1/dashboard/${ids.ordersBoard}/permalink`, state);
    expect(created.status).toBe(201);
    expect(created.body.url).toBe(`${t.baseUrl}/superset/dashboard/p/${created.body.key}/`);
    const read = await rita.get(`/api/v1/dashboard/permalink/${created.body.key}`);
    expect(read).toEqual({ status: 200, body: { dashboardId: String(ids.ordersBoard), state } });
  });

  it('accepts the older filterState and hash names', async () => {
    const { rita, ids } = world;
    const created = await rita.post(`/api/v1/dashboard/${ids.ordersBoard}/permalink`, {
      filterState: { a: { filterState: { value: 1 } } },
      hash: 'CHART-1',
    });
    const read = await rita.get(`/api/v1/dashboard/permalink/${created.body.key}`);
    expect(read.body.state).toEqual({ dataMask: { a: { filterState: { value: 1 } } }, anchor: 'CHART-1' });
  });

  it('answers 404 for unknown keys and dashboards, 403 without access', async () => {
    const { rita, gus, ids } = world;
    expect((await rita.get('/api/v1/dashboard/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await rita.post('/api/v1/dashboard/99999/permalink', {})).status).toBe(404);
    expect((await gus.post(`/api/v1/dashboard/${ids.ordersBoard}/permalink`, {})).status).toBe(403);
    const { key } = (await rita.post(`/api/v1/dashboard/${ids.ordersBoard}/permalink`, {})).body;
    expect((await gus.get(`/api/v1/dashboard/permalink/${key}`)).status).toBe(403);
  });
});

describe('filter sets', () => {
  const metadata = JSON.stringify({
    nativeFilters: { 'NATIVE_FILTER-a': {} },
    dataMask: { 'NATIVE_FILTER-a': {} },
  });

  it('lets a dashboard owner create, list, rename and delete a dashboard set', async () => {
    const base = `/api/v1/dashboard/${world.ids.draft}/filtersets`;
    const created = await olga.post(base, { name: 'East', owner_type: 'Dashboard', json_metadata: metadata });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'East',
      owner_type: 'Dashboard',
      owner_id: world.ids.draft,
      dashboard_id: world.ids.draft,
      params: JSON.parse(metadata),
    });
    const list = await olga.get(base);
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(1);
    expect(list.body.ids).toEqual([created.body.id]);
    expect(list.body.result[0]).toMatchObject({ name: 'East', json_metadata: metadata });

    const renamed = await olga.put(`${base}/${created.body.id}`, { name: 'East coast' });
    expect(renamed).toMatchObject({ status: 200, body: { id: created.body.id, name: 'East coast' } });
    expect(await olga.del(`${base}/${created.body.id}`)).toEqual({
      status: 200,
      body: { id: world.ids.draft },
    });
    expect((await olga.get(base)).body.count).toBe(0);
    expect((await olga.del(`${base}/${created.body.id}`)).status).toBe(404);
  });

  it('keeps a user set to its user, and refuses non-owners', async () => {
    const { admin, rita, ids } = world;
    const base = `/api/v1/dashboard/${ids.ordersBoard}/filtersets`;
    const me = (await rita.get('/api/v1/me/')).body.result.id as number;
    const mine = await rita.post(base, {
      name: 'Mine',
      owner_type: 'User',
      owner_id: me,
      json_metadata: metadata,
    });
    expect(mine.status).toBe(201);
    // rita does not own the dashboard: no dashboard sets, and no user sets for someone else.
    const dashboardSet = await rita.post(base, {
      name: 'Shared',
      owner_type: 'Dashboard',
      json_metadata: metadata,
    });
    expect(dashboardSet.status).toBe(403);
    const forOther = await rita.post(base, {
      name: 'X',
      owner_type: 'User',
      owner_id: 1,
      json_metadata: metadata,
    });
    expect(forOther).toEqual({ status: 400, body: { message: 'owner_id does not match the actor id' } });
    const adminSet = await admin.post(base, {
      name: 'Admin',
      owner_type: 'Dashboard',
      json_metadata: metadata,
    });
    expect(adminSet.status).toBe(201);
    // rita sees only her own set; the admin sees both.
    expect((await rita.get(base)).body.ids).toEqual([mine.body.id]);
    expect((await admin.get(base)).body.ids).toEqual([mine.body.id, adminSet.body.id]);
    expect((await rita.put(`${base}/${adminSet.body.id}`, { name: 'Mine now' })).status).toBe(403);
    expect((await rita.del(`${base}/${adminSet.body.id}`)).status).toBe(403);
  });

  it('validates json_metadata and answers 404 and 403 for dashboards', async () => {
    const { gus, admin, ids } = world;
    const base = `/api/v1/dashboard/${ids.ordersBoard}/filtersets`;
    const bad = await admin.post(base, {
      name: 'Bad',
      owner_type: 'Dashboard',
      json_metadata: '{"dataMask":{}}',
    });
    expect(bad).toEqual({
      status: 400,
      body: { message: { json_metadata: ['nativeFilters: Missing data for required field.'] } },
    });
    expect((await admin.get('/api/v1/dashboard/99999/filtersets')).status).toBe(404);
    expect((await admin.put(`${base}/99999`, { name: 'x' })).status).toBe(404);
    expect((await gus.get(base)).status).toBe(403);
  });
});
