/**
 * A stand-in for the server behind one dashboard page, for component tests: the session, the
 * dashboard (kept, so a PUT changes what the next GET answers), one Big Number chart, its dataset and
 * the batched chart-data calls. Every chart-data call is recorded with its body and address.
 */
import { vi } from 'vitest';
import { BATCH_URL } from '../../../../charts/chartDataBatch';

export const DASHBOARD_ID = 1;
export const CHART_ID = 11;

export interface ChartDataCall {
  readonly url: string;
  readonly body: Record<string, unknown>;
}

export interface FakeServerOptions {
  /** `permission|view` pairs of the session user. */
  readonly permissions?: readonly string[];
  /** Whether the user owns the dashboard (with can_write|Dashboard: may edit it). */
  readonly owner?: boolean;
  /** Answers a dashboard PUT with this status instead of saving it. */
  readonly putStatus?: number;
  readonly published?: boolean;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const position = {
  DASHBOARD_VERSION_KEY: 'v2',
  ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
  GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
  'ROW-1': { id: 'ROW-1', type: 'ROW', children: ['CHART-a'], parents: ['ROOT_ID', 'GRID_ID'] },
  'CHART-a': {
    id: 'CHART-a',
    type: 'CHART',
    children: [],
    parents: ['ROOT_ID', 'GRID_ID', 'ROW-1'],
    meta: { chartId: CHART_ID, width: 6, height: 50, sliceName: 'Sales by region' },
  },
};

export const ALL_PERMISSIONS = [
  'can_write|Dashboard',
  'can_save_dash|Superset',
  'can_share_dashboard|Superset',
  'can_explore|Superset',
  'can_share_chart|Superset',
  'can_csv|Superset',
  'can_slice|Superset',
];

export function fakeDashboardServer(options: FakeServerOptions = {}) {
  const user = {
    id: 7,
    username: 'ana',
    permissions: options.permissions ?? ALL_PERMISSIONS,
    roles: ['Gamma'],
  };
  let dashboard = {
    id: DASHBOARD_ID,
    dashboard_title: 'Sales',
    published: options.published ?? false,
    position_json: JSON.stringify(position),
    json_metadata: '{}',
    changed_on_dttm: 1_000_000,
    owners:
      options.owner === false ? [{ id: 99, username: 'bob' }] : [{ id: user.id, username: user.username }],
  };
  const chartData: ChartDataCall[] = [];
  const puts: Record<string, unknown>[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    const path = url.split('?')[0];
    if (url.includes('csrf_token')) return json(200, { result: 'token' });
    if (path === '/api/v1/tessera/bootstrap')
      return json(200, { user, feature_flags: {}, csrf_token: 'token' });
    if (path === `/api/v1/dashboard/${DASHBOARD_ID}` && method === 'PUT') {
      puts.push(body);
      if (options.putStatus) return json(options.putStatus, { message: 'The database is read-only' });
      dashboard = { ...dashboard, ...body };
      return json(200, { id: DASHBOARD_ID, result: body, last_modified_time: 2_000 });
    }
    if (path === `/api/v1/dashboard/${DASHBOARD_ID}`) return json(200, { result: dashboard });
    if (path === `/api/v1/dashboard/${DASHBOARD_ID}/charts`)
      return json(200, {
        result: [
          {
            id: CHART_ID,
            slice_name: 'Sales by region',
            viz_type: 'big_number_total',
            form_data: { viz_type: 'big_number_total', datasource: '3__table', metric: 'count' },
          },
        ],
      });
    if (path === `/api/v1/dashboard/${DASHBOARD_ID}/datasets`)
      return json(200, { result: [{ id: 3, uid: '3__table', columns: [{ column_name: 'region' }] }] });
    if (path === BATCH_URL) {
      const requests = (body.requests ?? []) as { key: string; url: string; body: Record<string, unknown> }[];
      const lines = requests.map((call) => {
        chartData.push({ url: call.url, body: call.body });
        const result = { result: [{ data: [{ count: 3 }], colnames: ['count'], rowcount: 1 }] };
        return JSON.stringify({ key: call.key, status: 200, body: result });
      });
      return new Response(`${lines.join('\n')}\n`, { headers: { 'content-type': 'application/x-ndjson' } });
    }
    return json(200, { result: [] });
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, chartData, puts, dashboard: () => dashboard };
}
