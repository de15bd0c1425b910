/** /api/v1/explore/form_data and /api/v1/explore/permalink: round trips, keys, owners and access. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uuidOfKey } from '../../src/key-value/key-value-store';
import { client } from '../resources/client';
import { seedWorld, type World } from '../security/access-fixture';

let world: World;
beforeAll(async () => {
  world = await seedWorld();
}, 60_000);
afterAll(async () => {
  await world.t.close();
});

const formData = (datasetId: number, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ datasource: `${datasetId}__table`, viz_type: 'table', row_limit: 42, ...extra });

describe('explore form_data cache', () => {
  it('stores form data under an opaque key and answers it back', async () => {
    const { rita, ids } = world;
    const body = { datasource_id: ids.orders, datasource_type: 'table', form_data: formData(ids.orders) };
    const created = await rita.post('/api/v1/explore/form_data', body);
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const read = await rita.get(`/api/v1/explore/form_data/${created.body.key}`);
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body.form_data)).toMatchObject({ row_limit: 42, viz_type: 'table' });
  });

  it('keeps one key per tab, and gives a fresh key without a tab id', async () => {
    const { rita, ids } = world;
    const body = { datasource_id: ids.orders, datasource_type: 'table', form_data: formData(ids.orders) };
    const first = await rita.post('/api/v1/explore/form_data?tab_id=7', body);
    const again = await rita.post('/api/v1/explore/form_data?tab_id=7', body);
    expect(again.body.key).toBe(first.body.key);
    const otherTab = await rita.post('/api/v1/explore/form_data?tab_id=8', body);
    expect(otherTab.body.key).not.toBe(first.body.key);
    const noTab = await rita.post('/api/v1/explore/form_data', body);
    const noTabAgain = await rita.post('/api/v1/explore/form_data', body);
    expect(noTabAgain.body.key).not.toBe(noTab.body.key);

    const put = await rita.put(`/api/v1/explore/form_data/${first.body.key}?tab_id=7`, {
      ...body,
      form_data: formData(ids.orders, { row_limit: 5 }),
    });
    expect(put.status).toBe(200);
    expect(put.body.key).toBe(first.body.key);
    const read = await rita.get(`/api/v1/explore/form_data/${put.body.key}`);
    expect(JSON.parse(read.body.form_data).row_limit).toBe(5);
  });

  it('answers 404 for unknown and malformed keys', async () => {
    const { rita, ids } = world;
    expect((await rita.get('/api/v1/explore/form_data/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await rita.get('/api/v1/explore/form_data/not-a-key')).status).toBe(404);
    const body = { datasource_id: ids.orders, datasource_type: 'table', form_data: formData(ids.orders) };
    expect((await rita.put('/api/v1/explore/form_data/AAAAAAAAAAAAAAAAAAAAAA', body)).status).toBe(404);
    expect((await rita.del('/api/v1/explore/form_data/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
  });

  it('checks the dataset and chart: 404 when missing, 403 when not visible', async () => {
    const { gus, rita, ids } = world;
    const body = { datasource_id: ids.orders, datasource_type: 'table', form_data: formData(ids.orders) };
    expect((await gus.post('/api/v1/explore/form_data', body)).status).toBe(403);
    expect((await rita.post('/api/v1/explore/form_data', { ...body, datasource_id: 99_999 })).status).toBe(
      404,
    );
    expect((await rita.post('/api/v1/explore/form_data', { ...body, chart_id: 99_999 })).status).toBe(404);
    const withChart = await rita.post('/api/v1/explore/form_data', { ...body, chart_id: ids.ordersChart });
    expect(withChart.status).toBe(201);
    const salaries = { ...body, datasource_id: ids.salaries, form_data: formData(ids.salaries) };
    expect((await rita.post('/api/v1/explore/form_data', salaries)).status).toBe(403);

    // Another user with access to nothing may not read rita's entry.
    const key = withChart.body.key as string;
    const denied = await gus.get(`/api/v1/explore/form_data/${key}`);
    expect(denied.status).toBe(403);
  });

  it('lets only the owner change or delete an entry', async () => {
    const { admin, rita, ids } = world;
    const body = { datasource_id: ids.orders, datasource_type: 'table', form_data: formData(ids.orders) };
    const { key } = (await rita.post('/api/v1/explore/form_data', body)).body as { key: string };
    expect((await admin.get(`/api/v1/explore/form_data/${key}`)).status).toBe(200);
    expect((await admin.put(`/api/v1/explore/form_data/${key}`, body)).status).toBe(403);
    expect((await admin.del(`/api/v1/explore/form_data/${key}`)).status).toBe(403);
    const deleted = await rita.del(`/api/v1/explore/form_data/${key}`);
    expect(deleted).toEqual({ status: 200, body: { message: 'Deleted successfully' } });
    expect((await rita.get(`/api/v1/explore/form_data/${key}`)).status).toBe(404);
  });

  it('refuses bad bodies with field errors', async () => {
    const { rita, ids } = world;
    const reply = await rita.post('/api/v1/explore/form_data', {
      datasource_id: ids.orders,
      datasource_type: 'table',
      form_data: '{not json',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toEqual({ form_data: ['Not a valid JSON string.'] });
    const bad = await rita.post('/api/v1/explore/form_data', {
      datasource_type: 'table',
      form_data: '{}',
      x: 1,
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.message)).toEqual(expect.arrayContaining(['datasource_id', 'x']));
  });

  it('forgets an entry once it has expired, and a read pushes the expiry back', async () => {
    const { rita, ids, t } = world;
    const body = { datasource_id: ids.orders, datasource_type: 'table', form_data: formData(ids.orders) };
    const { key } = (await rita.post('/api/v1/explore/form_data', body)).body as { key: string };
    const uuid = uuidOfKey(key) ?? '';
    const expiresOn = async () =>
      (
        await t.app.store
          .selectFrom('key_value')
          .select('expires_on')
          .where('uuid', '=', uuid)
          .executeTakeFirst()
      )?.expires_on ?? null;
    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.app.store.updateTable('key_value').set({ expires_on: soon }).where('uuid', '=', uuid).execute();
    expect((await rita.get(`/api/v1/explore/form_data/${key}`)).status).toBe(200);
    // About a week from now again (Superset's REFRESH_TIMEOUT_ON_RETRIEVAL).
    expect(Date.parse((await expiresOn()) ?? '') - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000);
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.store.updateTable('key_value').set({ expires_on: past }).where('uuid', '=', uuid).execute();
    expect((await rita.get(`/api/v1/explore/form_data/${key}`)).status).toBe(404);
  });

  it('requires a login', async () => {
    const anonymous = client(world.t, null);
    expect((await anonymous.get('/api/v1/explore/form_data/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(401);
  });
});

describe('explore permalink', () => {
  it('round-trips form data and url params through an opaque key', async () => {
    const { rita, ids, t } = world;
    const formDataObject = {
      datasource: `${ids.orders}__table`,
      viz_type: 'table',
      slice_id: ids.ordersChart,
    };
    const created = await rita.post('/api/v1/explore/permalink', {
      formData: formDataObject,
      urlParams: [['standalone', '1']],
    });
    expect(created.status).toBe(201);
    expect(created.body.key).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(created.body.url).toBe(`${t.baseUrl}/superset/explore/p/${created.body.key}/`);
    const read = await rita.get(`/api/v1/explore/permalink/${created.body.key}`);
    expect(read).toEqual({
      status: 200,
      body: {
        chartId: ids.ordersChart,
        datasourceId: ids.orders,
        datasourceType: 'table',
        datasource: `${ids.orders}__table`,
        state: { formData: formDataObject, urlParams: [['standalone', '1']] },
      },
    });
  });

  it('answers 404 for unknown keys and 403 to users without access', async () => {
    const { rita, gus, ids } = world;
    expect((await rita.get('/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    const { key } = (
      await rita.post('/api/v1/explore/permalink', { formData: { datasource: `${ids.orders}__table` } })
    ).body as { key: string };
    expect((await gus.get(`/api/v1/explore/permalink/${key}`)).status).toBe(403);
    expect(
      (await gus.post('/api/v1/explore/permalink', { formData: { datasource: `${ids.orders}__table` } }))
        .status,
    ).toBe(403);
  });

  it('needs a datasource in the form data', async () => {
    const reply = await world.rita.post('/api/v1/explore/permalink', { formData: { viz_type: 'table' } });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('formData.datasource must look like "<id>__<type>".');
  });
});
