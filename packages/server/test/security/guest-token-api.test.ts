import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, type Reply } from '../resources/client';
import { sqliteSalesDataset } from './sqlite-sales';

let t: TestApp;
let admin: Client;
let datasetId: number;
let shown: number;
let hidden: number;

function position(chartId: number) {
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: [`CHART-${chartId}`], parents: ['GRID_ID'] },
    [`CHART-${chartId}`]: {
      id: `CHART-${chartId}`,
      type: 'CHART',
      children: [],
      meta: { chartId, width: 4, height: 50 },
    },
  });
}

beforeAll(async () => {
  t = await startTestApp({ env: { TESSERA_FEATURE_FLAGS: '{"EMBEDDED_SUPERSET": true}' } });
  admin = client(t, await t.login());
  datasetId = await sqliteSalesDataset(t, 'embed');
  const chart = await admin.post('/api/v1/chart/', {
    slice_name: 'Sales by region',
    viz_type: 'table',
    datasource_id: datasetId,
    datasource_type: 'table',
    params: JSON.stringify({ viz_type: 'table', metrics: ['count'], groupby: ['region'] }),
  });
  const board = async (title: string) =>
    (
      await admin.post('/api/v1/dashboard/', {
        dashboard_title: title,
        position_json: position(chart.body.id),
        published: title !== 'Embedded',
      })
    ).body.id as number;
  shown = await board('Embedded');
  hidden = await board('Not embedded');
});
afterAll(() => t?.close());

async function guestToken(body: unknown) {
  return admin.post('/api/v1/security/guest_token/', body);
}

async function asGuest(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<Reply & { text: string }> {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { 'x-guesttoken': token, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // NDJSON (a batch): read from `text`.
  }
  return { status: response.status, body: parsed as Reply['body'], text };
}

const regionsQuery = {
  datasource: { id: 0, type: 'table' },
  queries: [{ columns: ['region'], metrics: ['count'], orderby: [['region', true]] }],
};

describe('guest tokens', () => {
  it('issues a Superset-shaped JWT: user, resources, rls_rules, audience, 5-minute expiry', async () => {
    const { status, body } = await guestToken({
      user: { username: 'embedder', first_name: 'Em', last_name: 'Bed' },
      resources: [{ type: 'dashboard', id: String(shown) }],
      rls: [{ clause: "region = 'North'" }],
    });
    expect(status).toBe(200);
    const payload = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(payload).toMatchObject({
      user: { username: 'embedder' },
      resources: [{ type: 'dashboard', id: String(shown) }],
      rls_rules: [{ clause: "region = 'North'" }],
      type: 'guest',
      aud: `${t.baseUrl}/`,
    });
    expect(payload.exp - payload.iat).toBe(300);
  });

  it('reads only the token dashboards, with the token RLS clauses applied to chart data', async () => {
    const { body } = await guestToken({
      user: { username: 'embedder' },
      resources: [{ type: 'dashboard', id: shown }],
      rls: [{ clause: "region = 'North'", dataset: datasetId }, { clause: 'year = 2024' }],
    });
    const token = body.token as string;
    const dashboard = await asGuest(token, 'GET', `/api/v1/dashboard/${shown}`);
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.result.dashboard_title).toBe('Embedded');
    expect((await asGuest(token, 'GET', `/api/v1/dashboard/${shown}/charts`)).status).toBe(200);
    expect((await asGuest(token, 'GET', `/api/v1/dashboard/${hidden}`)).status).toBe(403);
    expect((await asGuest(token, 'GET', '/api/v1/chart/')).status).toBe(403);
    expect((await asGuest(token, 'GET', '/api/v1/security/users/')).status).toBe(403);

    const data = await asGuest(token, 'POST', '/api/v1/chart/data', {
      ...regionsQuery,
      datasource: { id: datasetId, type: 'table' },
    });
    expect(data.status).toBe(200);
    expect(data.body.result[0].data).toEqual([{ region: 'North', count: 1 }]);
    // A dashboard's batched calls answer the guest the same, RLS included.
    const batched = await asGuest(token, 'POST', '/api/v1/tessera/chart/data/batch', {
      requests: [
        {
          key: 'a',
          url: '/api/v1/chart/data',
          body: { ...regionsQuery, datasource: { id: datasetId, type: 'table' } },
        },
      ],
    });
    expect(batched.status).toBe(200);
    const [line] = batched.text
      .trim()
      .split('\n')
      .map((text) => JSON.parse(text));
    expect(line).toMatchObject({ key: 'a', status: 200 });
    expect(line.body.result[0].data).toEqual([{ region: 'North', count: 1 }]);
    // The admin's own answer is not narrowed (nor taken from the guest's cache entry).
    const own = await admin.post('/api/v1/chart/data', {
      ...regionsQuery,
      datasource: { id: datasetId, type: 'table' },
    });
    expect(own.body.result[0].data).toHaveLength(4);
  });

  it('refuses bad, forged and unknown tokens and bad requests', async () => {
    const { body } = await guestToken({ resources: [{ type: 'dashboard', id: shown }] });
    const [header, payload] = (body.token as string).split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await asGuest(forged, 'GET', `/api/v1/dashboard/${shown}`)).status).toBe(401);
    expect((await asGuest('nonsense', 'GET', `/api/v1/dashboard/${shown}`)).body.message).toBe(
      'Invalid guest token',
    );
    const unknown = await guestToken({ resources: [{ type: 'dashboard', id: 'no-such-board' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toEqual({ resources: ['Dashboard not found: no-such-board.'] });
    const badType = await guestToken({ resources: [{ type: 'chart', id: 1 }] });
    expect(badType.status).toBe(400);
    await t.createUser('gamma', 'gamma-pass-123', ['Gamma']);
    const gamma = client(t, await t.login('gamma', 'gamma-pass-123'));
    expect(
      (await gamma.post('/api/v1/security/guest_token/', { resources: [{ type: 'dashboard', id: shown }] }))
        .status,
    ).toBe(403);
  });
});

describe('guest tokens without EMBEDDED_SUPERSET', () => {
  it('issues none and ignores the header', async () => {
    const off = await startTestApp();
    try {
      const offAdmin = client(off, await off.login());
      const refused = await offAdmin.post('/api/v1/security/guest_token/', {
        resources: [{ type: 'dashboard', id: 1 }],
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/EMBEDDED_SUPERSET/);
      const response = await fetch(`${off.baseUrl}/api/v1/dashboard/1`, { headers: { 'x-guesttoken': 'x' } });
      expect(response.status).toBe(401);
    } finally {
      await off.close();
    }
  });
});
