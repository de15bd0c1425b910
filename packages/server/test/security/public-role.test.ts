import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantPermissions, revokePermissions } from '../../src/security/seed';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, type Reply } from '../resources/client';
import { sqliteSalesDataset } from './sqlite-sales';

const regions = (datasetId: number) => ({
  datasource: { id: datasetId, type: 'table' },
  queries: [{ columns: ['region'], metrics: ['count'], orderby: [['region', true]] }],
});

async function anonymous(t: TestApp, method: string, path: string, body?: unknown): Promise<Reply> {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    ...(body ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: await response.json() };
}

/** A published dashboard with one chart on the sales dataset; returns the ids. */
async function publishedBoard(t: TestApp, admin: Client) {
  const datasetId = await sqliteSalesDataset(t, 'public');
  const chart = await admin.post('/api/v1/chart/', {
    slice_name: 'Sales by region',
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ viz_type: 'table', metrics: ['count'], groupby: ['region'] }),
  });
  const board = await admin.post('/api/v1/dashboard/', {
    dashboard_title: 'Open board',
    published: true,
    json_metadata: JSON.stringify({ positions: {} }),
  });
  await admin.put(`/api/v1/chart/${chart.body.id}`, { dashboards: [board.body.id] });
  return { datasetId, chartId: chart.body.id as number, dashboardId: board.body.id as number };
}

describe('anonymous visitors without a Public role grant', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('stay unauthenticated (401)', async () => {
    expect((await anonymous(t, 'GET', '/api/v1/dashboard/')).status).toBe(401);
    expect((await anonymous(t, 'GET', '/api/v1/chart/')).status).toBe(401);
    expect((await anonymous(t, 'GET', '/api/v1/me/')).status).toBe(401);
  });

  it('get the reads an operator grants to Public, and lose them when revoked', async () => {
    const admin = client(t, await t.login());
    await admin.post('/api/v1/dashboard/', { dashboard_title: 'Anyone', published: true });
    await grantPermissions(t.app.store, 'Public', [['can_read', 'Chart']]);
    const charts = await anonymous(t, 'GET', '/api/v1/chart/');
    expect(charts.status).toBe(200);
    expect((await anonymous(t, 'GET', '/api/v1/dashboard/')).status).toBe(403);
    await revokePermissions(t.app.store, 'Public', [['can_read', 'Chart']]);
    expect((await anonymous(t, 'GET', '/api/v1/chart/')).status).toBe(401);
  });
});

describe('TESSERA_PUBLIC_ROLE_LIKE=Gamma', () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof publishedBoard>>;
  beforeAll(async () => {
    t = await startTestApp({ env: { TESSERA_PUBLIC_ROLE_LIKE: 'Gamma' } });
    ids = await publishedBoard(t, client(t, await t.login()));
  });
  afterAll(() => t?.close());

  it('lets anonymous visitors read what Public is granted, read-only', async () => {
    // Gamma holds no dataset: nothing is visible yet.
    const none = await anonymous(t, 'GET', '/api/v1/dashboard/');
    expect(none.status).toBe(200);
    expect(none.body.count).toBe(0);
    expect((await anonymous(t, 'POST', '/api/v1/chart/data', regions(ids.datasetId))).status).toBe(403);

    const view = `[public].[sales](id:${ids.datasetId})`;
    await grantPermissions(t.app.store, 'Public', [['datasource_access', view]]);
    const boards = await anonymous(t, 'GET', '/api/v1/dashboard/');
    expect(boards.body.result.map((b: { dashboard_title: string }) => b.dashboard_title)).toEqual([
      'Open board',
    ]);
    expect((await anonymous(t, 'GET', `/api/v1/dashboard/${ids.dashboardId}`)).status).toBe(200);
    const data = await anonymous(t, 'POST', '/api/v1/chart/data', regions(ids.datasetId));
    expect(data.status).toBe(200);
    expect(data.body.result[0].data).toHaveLength(4);

    // Gamma may write dashboards; an anonymous visitor may not, nor use logged-in-only routes.
    expect((await anonymous(t, 'POST', '/api/v1/dashboard/', { dashboard_title: 'Spam' })).status).toBe(403);
    expect((await anonymous(t, 'DELETE', `/api/v1/dashboard/${ids.dashboardId}`)).status).toBe(403);
    expect((await anonymous(t, 'GET', '/api/v1/me/')).status).toBe(401);
  });

  it('tells the web app the visitor is anonymous, and a signed-in user that they are not', async () => {
    const visitor = await anonymous(t, 'GET', '/api/v1/tessera/bootstrap');
    expect(visitor.body.user).toMatchObject({ username: 'anonymous', roles: ['Public'], isAnonymous: true });
    expect(visitor.body.user.permissions).toContain('can_read|Dashboard');
    expect(visitor.body.user.permissions).not.toContain('can_write|Dashboard');
    const admin = await client(t, await t.login()).get('/api/v1/tessera/bootstrap');
    expect(admin.body.user).toMatchObject({ username: 'admin', isAnonymous: false });
  });

  it('does not rescue a bad credential', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/dashboard/`, {
      headers: { authorization: 'Bearer junk' },
    });
    expect(response.status).toBe(401);
  });
});

describe('TESSERA_PUBLIC_ROLE_LIKE naming an unknown role', () => {
  it('stops the start with a clear message', async () => {
    await expect(startTestApp({ env: { TESSERA_PUBLIC_ROLE_LIKE: 'Gama' } })).rejects.toThrow(
      'TESSERA_PUBLIC_ROLE_LIKE names the role "Gama", which does not exist. Name an existing role, e.g. Gamma.',
    );
  });
});
