/** The key-value state APIs and filter sets on a PostgreSQL metadata store (TEST_POSTGRES_URL). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, postgresSkipped, storeFor } from '../resources/client';

describe.skipIf(postgresSkipped())('key-value state on PostgreSQL', () => {
  let t: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>> | undefined;
  let admin: Client;
  let datasetId: number;
  let dashboardId: number;

  beforeAll(async () => {
    store = await storeFor('postgres');
    t = await startTestApp({ env: store.env });
    admin = client(t, await t.login());
    const database = await admin.post('/api/v1/database/', {
      database_name: 'warehouse',
      sqlalchemy_uri: 'postgresql://loader:pw@db.internal.example:5432/sales',
    });
    const dataset = await admin.post('/api/v1/dataset/', {
      database: database.body.id,
      table_name: 'orders',
      columns: [{ column_name: 'region', type: 'VARCHAR' }],
    });
    datasetId = dataset.body.id;
    const dashboard = await admin.post('/api/v1/dashboard/', { dashboard_title: 'Orders', published: true });
    dashboardId = dashboard.body.id;
  }, 60_000);

  afterAll(async () => {
    await t?.close();
    await store?.drop();
  });

  it('round-trips explore form data and permalinks', async () => {
    const body = { datasource_id: datasetId, datasource_type: 'table', form_data: '{"viz_type":"table"}' };
    const { key } = (await admin.post('/api/v1/explore/form_data?tab_id=1', body)).body;
    expect((await admin.put(`/api/v1/explore/form_data/${key}?tab_id=1`, body)).body).toEqual({ key });
    expect((await admin.get(`/api/v1/explore/form_data/${key}`)).body).toEqual({ form_data: body.form_data });
    expect((await admin.del(`/api/v1/explore/form_data/${key}`)).status).toBe(200);
    const link = await admin.post('/api/v1/explore/permalink', {
      formData: { datasource: `${datasetId}__table` },
    });
    expect((await admin.get(`/api/v1/explore/permalink/${link.body.key}`)).body.datasourceId).toBe(datasetId);
  });

  it('round-trips filter state, dashboard permalinks and filter sets', async () => {
    const base = `/api/v1/dashboard/${dashboardId}`;
    const { key } = (await admin.post(`${base}/filter_state`, { value: '{}' })).body;
    expect((await admin.get(`${base}/filter_state/${key}`)).body).toEqual({ value: '{}' });
    const link = await admin.post(`${base}/permalink`, { dataMask: { a: {} } });
    expect((await admin.get(`/api/v1/dashboard/permalink/${link.body.key}`)).body).toEqual({
      dashboardId: String(dashboardId),
      state: { dataMask: { a: {} } },
    });
    const metadata = JSON.stringify({ nativeFilters: {}, dataMask: {} });
    const set = await admin.post(`${base}/filtersets`, {
      name: 'All',
      owner_type: 'Dashboard',
      json_metadata: metadata,
    });
    expect(set.status).toBe(201);
    expect((await admin.get(`${base}/filtersets`)).body.ids).toEqual([set.body.id]);
    expect((await admin.put(`${base}/filtersets/${set.body.id}`, { name: 'Every' })).body.name).toBe('Every');
    expect((await admin.del(`${base}/filtersets/${set.body.id}`)).status).toBe(200);
  });
});
