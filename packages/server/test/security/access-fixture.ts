/**
 * A small world for the object-access tests (issue 13, findings 6 and 7), seeded as admin:
 *
 * - databases `warehouse` and `other` (PostgreSQL URIs with a password and connect_args, never
 *   connected to), datasets `orders` and `salaries` (virtual SQL, a metric) on `warehouse`,
 *   `events` on `other`, one chart on each dataset;
 * - dashboards `Mixed` (published: orders + salaries charts), `Orders` (published: orders chart)
 *   and `Olga draft` (unpublished, owned by olga, holding the events chart);
 * - users: gus (Gamma, no grants), rita (Gamma + datasource_access on orders), al (Alpha),
 *   olga (Gamma, owner of the draft).
 */
import { unzipSync } from 'fflate';
import { grantPermissions } from '../../src/security/seed';
import { startTestApp, type TestApp, type TestAppOptions } from '../platform/harness';
import { type Client, client } from '../resources/client';

export const WAREHOUSE_URI = 'postgresql://loader:s3cret-pw@db.internal.example:5432/sales';
const ENGINE_EXTRA = JSON.stringify({
  engine_params: { connect_args: { host: 'db.internal.example', user: 'loader' } },
  allows_virtual_table_explore: true,
});

export interface World {
  t: TestApp;
  admin: Client;
  gus: Client;
  rita: Client;
  al: Client;
  tokens: Record<'admin' | 'gus' | 'rita' | 'al', string>;
  ids: {
    warehouse: number;
    other: number;
    orders: number;
    salaries: number;
    events: number;
    ordersChart: number;
    salariesChart: number;
    eventsChart: number;
    mixed: number;
    ordersBoard: number;
    draft: number;
  };
}

function position(ids: number[]) {
  return JSON.stringify({
    DASHBOARD_VERSION_KEY: 'v2',
    ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
    GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['ROW-1'], parents: ['ROOT_ID'] },
    'ROW-1': { id: 'ROW-1', type: 'ROW', children: ids.map((id) => `CHART-${id}`), parents: ['GRID_ID'] },
    ...Object.fromEntries(
      ids.map((id) => [
        `CHART-${id}`,
        { id: `CHART-${id}`, type: 'CHART', children: [], meta: { chartId: id, width: 4, height: 50 } },
      ]),
    ),
  });
}

async function created(reply: Promise<{ status: number; body: { id?: number } }>): Promise<number> {
  const { status, body } = await reply;
  if (status !== 201 || typeof body.id !== 'number') {
    throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`);
  }
  return body.id;
}

async function addRole(t: TestApp, username: string, role: string) {
  const store = t.app.store;
  const roleRow = await store
    .selectFrom('ab_role')
    .select('id')
    .where('name', '=', role)
    .executeTakeFirstOrThrow();
  const user = await store
    .selectFrom('ab_user')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  await store.insertInto('ab_user_role').values({ user_id: user.id, role_id: roleRow.id }).execute();
}

export async function seedWorld(options: TestAppOptions = {}): Promise<World> {
  const t = await startTestApp(options);
  const adminToken = await t.login();
  const admin = client(t, adminToken);
  await t.createUser('gus', 'gamma-pass-123', ['Gamma']);
  await t.createUser('rita', 'reader-pass-123', ['Gamma']);
  await t.createUser('al', 'alpha-pass-123', ['Alpha']);
  const olga = await t.createUser('olga', 'owner-pass-123', ['Gamma']);

  const warehouse = await created(
    admin.post('/api/v1/database/', {
      database_name: 'warehouse',
      sqlalchemy_uri: WAREHOUSE_URI,
      extra: ENGINE_EXTRA,
    }),
  );
  const other = await created(
    admin.post('/api/v1/database/', {
      database_name: 'other',
      sqlalchemy_uri: 'postgresql://ops:ops-pw@ops.internal.example/ops',
    }),
  );
  const dataset = (database: number, table_name: string, extra: Record<string, unknown> = {}) =>
    created(
      admin.post('/api/v1/dataset/', {
        database,
        table_name,
        columns: [{ column_name: 'region', type: 'VARCHAR' }],
        ...extra,
      }),
    );
  const orders = await dataset(warehouse, 'orders');
  const salaries = await dataset(warehouse, 'salaries', {
    sql: 'select name, salary from hr.salaries',
    metrics: [{ metric_name: 'payroll', expression: 'SUM(salary)' }],
  });
  const events = await dataset(other, 'events');
  const chart = (name: string, datasource_id: number) =>
    created(
      admin.post('/api/v1/chart/', {
        slice_name: name,
        viz_type: 'table',
        datasource_id,
        datasource_type: 'table',
        params: JSON.stringify({ viz_type: 'table', metrics: ['count'] }),
      }),
    );
  const ordersChart = await chart('Orders by region', orders);
  const salariesChart = await chart('Payroll', salaries);
  const eventsChart = await chart('Events', events);
  const board = (title: string, charts: number[], extra: Record<string, unknown>) =>
    created(
      admin.post('/api/v1/dashboard/', { dashboard_title: title, position_json: position(charts), ...extra }),
    );
  const mixed = await board('Mixed', [ordersChart, salariesChart], { published: true });
  const ordersBoard = await board('Orders', [ordersChart], { published: true });
  const draft = await board('Olga draft', [eventsChart], { published: false, owners: [olga] });

  await grantPermissions(t.app.store, 'orders_reader', [
    ['datasource_access', `[warehouse].[orders](id:${orders})`],
  ]);
  await addRole(t, 'rita', 'orders_reader');

  const tokens = {
    admin: adminToken,
    gus: await t.login('gus', 'gamma-pass-123'),
    rita: await t.login('rita', 'reader-pass-123'),
    al: await t.login('al', 'alpha-pass-123'),
  };
  return {
    t,
    admin,
    gus: client(t, tokens.gus),
    rita: client(t, tokens.rita),
    al: client(t, tokens.al),
    tokens,
    ids: {
      warehouse,
      other,
      orders,
      salaries,
      events,
      ordersChart,
      salariesChart,
      eventsChart,
      mixed,
      ordersBoard,
      draft,
    },
  };
}

export interface ExportReply {
  status: number;
  contentType: string | null;
  /** Bundle paths without the root folder, sorted; empty when the answer is not a ZIP */
  paths: string[];
  /** path → YAML text */
  files: Record<string, string>;
  /** The JSON error body, when not a ZIP */
  // biome-ignore lint/suspicious/noExplicitAny: error bodies are inspected field by field
  error: any;
}

/** GET an export URL as a user; unpacks a ZIP answer. */
export async function fetchExport(world: World, token: string, path: string): Promise<ExportReply> {
  const response = await fetch(`${world.t.baseUrl}${path}`, { headers: world.t.bearer(token) });
  const contentType = response.headers.get('content-type');
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (contentType !== 'application/zip') {
    const text = new TextDecoder().decode(bytes);
    let error: unknown = text;
    try {
      error = JSON.parse(text);
    } catch {
      // kept as text
    }
    return { status: response.status, contentType, paths: [], files: {}, error };
  }
  const files: Record<string, string> = {};
  for (const [path, data] of Object.entries(unzipSync(bytes))) {
    files[path.split('/').slice(1).join('/')] = new TextDecoder().decode(data);
  }
  return { status: response.status, contentType, paths: Object.keys(files).sort(), files, error: null };
}

export const exportPath = (kind: string, ids: number[]) =>
  `/api/v1/${kind}/export/?q=${encodeURIComponent(`!(${ids.join(',')})`)}`;
