import type { QueryFormData } from '@tessera/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from '../../../app/http';
import { chartBody, saveExploreChart } from './saveChart';

afterEach(() => {
  vi.unstubAllGlobals();
  resetCsrfToken();
});

const formData = {
  datasource: '3__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['country'],
  metrics: ['count'],
  row_limit: 100,
} as unknown as QueryFormData;

interface Call {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

/** A stand-in for the API: records each call and answers as the server does. */
function fakeServer(dashboardTitle = 'Sales') {
  const calls: Call[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      if (url === '/api/v1/security/csrf_token/') return json(200, { result: 'token' });
      calls.push({ method, url, body });
      if (method === 'POST' && url === '/api/v1/dashboard/') return json(201, { id: 7, result: body });
      if (method === 'POST' && url === '/api/v1/chart/') return json(201, { id: 42, result: body });
      if (method === 'POST' && url === '/api/v1/dataset/') return json(201, { id: 15, result: body });
      if (method === 'PUT') return json(200, { id: 1, result: body });
      if (method === 'GET' && /^\/api\/v1\/dashboard\/\d+$/.test(url))
        return json(200, { result: { id: 7, dashboard_title: dashboardTitle, position_json: null } });
      return json(404, { message: 'Not found' });
    }),
  );
  return calls;
}

describe('saveExploreChart (issue 8 point 7)', () => {
  it('saves a chart on a SQL Lab query by creating its dataset first, then the chart on that dataset', async () => {
    const calls = fakeServer();
    await saveExploreChart({
      formData: { ...formData, datasource: '12__query' },
      sliceName: 'Orders by country',
      currentDashboards: [],
      dashboard: null,
      newDataset: { name: ' orders_q ', sql: 'SELECT country FROM orders;', dbId: 1, schema: 'main' },
    });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/dataset/',
      'POST /api/v1/chart/',
    ]);
    expect(calls[0]?.body).toEqual({
      database: 1,
      schema: 'main',
      table_name: 'orders_q',
      sql: 'SELECT country FROM orders',
    });
    const chart = calls[1]?.body as { datasource_id: number; datasource_type: string; params: string };
    expect(chart.datasource_id).toBe(15);
    expect(chart.datasource_type).toBe('table');
    expect(JSON.parse(chart.params).datasource).toBe('15__table');
  });

  it('creates the new dashboard first, saves the chart linked to it, then places it on the layout', async () => {
    const calls = fakeServer();
    const outcome = await saveExploreChart({
      formData,
      sliceName: 'Orders by country',
      currentDashboards: [],
      dashboard: { kind: 'new', title: '  Sales  ' },
    });
    expect(outcome).toEqual({ chartId: 42, dashboardId: 7, dashboards: [7] });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'POST /api/v1/dashboard/',
      'POST /api/v1/chart/',
      'GET /api/v1/dashboard/7',
      'PUT /api/v1/dashboard/7',
    ]);
    expect(calls[0]?.body).toEqual({ dashboard_title: 'Sales', published: false });
    expect(calls[1]?.body).toMatchObject({
      slice_name: 'Orders by country',
      datasource_id: 3,
      dashboards: [7],
    });
    const position = JSON.parse(
      (calls[3]?.body as { position_json: string } | undefined)?.position_json ?? '{}',
    );
    const chart = Object.values(position).find((c) => (c as { type?: string }).type === 'CHART');
    expect(chart).toMatchObject({ meta: { chartId: 42, sliceName: 'Orders by country' } });
  });

  it('overwrites a chart in place, keeping its dashboards and adding an existing one once', async () => {
    const calls = fakeServer();
    const outcome = await saveExploreChart({
      formData,
      sliceName: 'Orders',
      overwriteId: 5,
      currentDashboards: [2, 7],
      dashboard: { kind: 'existing', id: 7 },
    });
    expect(outcome).toEqual({ chartId: 5, dashboardId: 7, dashboards: [2, 7] });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/v1/chart/5', body: { dashboards: [2, 7] } });
  });

  it('saves a new chart without a dashboard: nothing but the chart is written', async () => {
    const calls = fakeServer();
    const outcome = await saveExploreChart({
      formData,
      sliceName: 'Alone',
      currentDashboards: [9],
      dashboard: null,
    });
    expect(outcome).toEqual({ chartId: 42, dashboardId: null, dashboards: [] });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/v1/chart/']);
  });
});

describe('chartBody', () => {
  it('sends params and query_context as JSON text, as Superset’s save modal does', () => {
    const body = chartBody(formData, 'Orders', [1]);
    expect(JSON.parse(body.params)).toEqual(formData);
    expect(JSON.parse(body.query_context)).toMatchObject({ datasource: { id: 3, type: 'table' } });
    expect(body).toMatchObject({ viz_type: 'table', datasource_type: 'table', dashboards: [1] });
  });
});
