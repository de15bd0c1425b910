/**
 * The world of the RBAC matrix: access-fixture's seeded world, plus a SQL Lab user, a SQLite
 * `sales` dataset that answers real rows (admin-only), and one admin-made object of every other
 * kind a route can name (saved query, query, annotation layer, RLS rule, plugin, embedded
 * dashboard, filter state, permalinks, cache keys), so each path parameter is a real id.
 *
 * Identities probe the matrix: admin, al (Alpha), gus (Gamma), sam (Gamma + sql_lab), no token
 * (anonymous, and later `public` once Public holds Gamma's grants) and rita (Gamma +
 * datasource_access on orders). Each calls with the `hidden` parameters (objects it must not
 * see; admins and Alpha see them all), except `rita:visible`, who calls with the `orders` ones.
 */
import { TEST_ADMIN_PASSWORD } from '../platform/harness';
import { type Client, client, type Reply } from '../resources/client';
import { seedWorld, type World } from './access-fixture';
import type { Params } from './rbac-params';
import { sqliteSalesDataset } from './sqlite-sales';

export const IDENTITIES = [
  'admin',
  'alpha',
  'gamma',
  'sql_lab',
  'anonymous',
  'rita:hidden',
  'rita:visible',
  'public',
] as const;
export type Identity = (typeof IDENTITIES)[number];

export interface RbacWorld extends World {
  /** A new token of the identity's user: for routes that end the session they are called with. */
  freshToken(identity: Identity): Promise<string | null>;
  sam: Client;
  anon: Client;
  sales: number;
  salesChart: number;
  params: { hidden: Params; visible: Params };
  callers: Record<Identity, { token: string | null; params: Params }>;
}

/** The picked field of a successful seeding call; throws with the answer otherwise. */
async function ok<T = number>(reply: Promise<Reply>, pick: (body: Reply['body']) => T): Promise<T> {
  const { status, body } = await reply;
  if (status >= 300 || pick(body) === undefined)
    throw new Error(`seeding failed: ${status} ${JSON.stringify(body)}`);
  return pick(body);
}

const FILTER_SET_METADATA = JSON.stringify({ nativeFilters: {}, dataMask: {} });

export async function seedRbacWorld(): Promise<RbacWorld> {
  const w = await seedWorld({
    env: {
      TESSERA_FEATURE_FLAGS: JSON.stringify({
        DYNAMIC_PLUGINS: true,
        EMBEDDED_SUPERSET: true,
        ENABLE_ADVANCED_DATA_TYPES: true,
        DASHBOARD_FILTERS_EXPERIMENTAL: true,
      }),
    },
  });
  const { t, admin, ids } = w;
  await t.createUser('sam', 'sqllab-pass-123', ['Gamma', 'sql_lab']);
  const samToken = await t.login('sam', 'sqllab-pass-123');
  const sam = client(t, samToken);
  const anon = client(t, null);

  const sales = await sqliteSalesDataset(t, 'sales_db');
  const salesDb = await ok(admin.get(`/api/v1/dataset/${sales}`), (b) => b.result.database.id as number);
  const salesQuery = {
    datasource: { id: sales, type: 'table' },
    queries: [{ columns: ['region'], metrics: ['count'] }],
  };
  const salesChart = await ok(
    admin.post('/api/v1/chart/', {
      slice_name: 'Sales',
      viz_type: 'table',
      datasource_id: sales,
      datasource_type: 'table',
      params: JSON.stringify({ viz_type: 'table', metrics: ['count'], groupby: ['region'] }),
      query_context: JSON.stringify(salesQuery),
    }),
    (b) => b.id as number,
  );
  // Async results by key, as the async chart-data and explore_json jobs leave them in the cache.
  const chartCacheKey = 'c'.repeat(64);
  await t.app.resultCache.set(chartCacheKey, { query_context: salesQuery }, 600);
  const exploreJsonKey = `ejr-${'e'.repeat(64)}`;
  const exploreForm = { datasource: `${sales}__table`, viz_type: 'table', all_columns: ['region'] };
  await t.app.resultCache.set(exploreJsonKey, { form_data: exploreForm, response_type: 'full' }, 600);
  const sql = await ok(
    admin.post('/api/v1/sqllab/execute/', {
      database_id: salesDb,
      sql: 'SELECT region FROM sales',
      client_id: 'rbacAdmin01',
    }),
    (b) => b.query.queryId as number,
  );
  const resultsKey = await ok(admin.get(`/api/v1/query/${sql}`), (b) => b.result.results_key ?? 'none');
  const savedQuery = await ok(
    admin.post('/api/v1/saved_query/', { db_id: salesDb, label: 'Admin sales', sql: 'SELECT 1' }),
    (b) => b.id as number,
  );
  const layer = await ok(
    admin.post('/api/v1/annotation_layer/', { name: 'Releases' }),
    (b) => b.id as number,
  );
  const annotation = await ok(
    admin.post(`/api/v1/annotation_layer/${layer}/annotation/`, {
      short_descr: 'v1',
      start_dttm: '2024-01-01T00:00:00',
      end_dttm: '2024-01-02T00:00:00',
    }),
    (b) => b.id as number,
  );
  const rls = await ok(
    admin.post('/api/v1/rowlevelsecurity/', {
      name: 'North only',
      filter_type: 'Regular',
      tables: [sales],
      roles: [],
      clause: "region = 'North'",
    }),
    (b) => b.id as number,
  );
  const plugin = await ok(
    admin.post('/dynamic-plugins/api/create', {
      name: 'Remote chart',
      key: 'remote-chart',
      bundle_url: 'https://cdn.example.com/remote.js',
    }),
    (b) => b.item.id as number,
  );
  const tag = await ok(
    admin.post('/api/v1/tag/', { name: 'rbac', objects_to_tag: [['chart', salesChart]] }),
    (b) => b.id as number,
  );
  const embedded = await ok(
    admin.post(`/api/v1/dashboard/${ids.draft}/embedded`, { allowed_domains: [] }),
    (b) => b.result.uuid as string,
  );
  const filterSet = await ok(
    admin.post(`/api/v1/dashboard/${ids.draft}/filtersets`, {
      name: 'Admin set',
      owner_type: 'Dashboard',
      json_metadata: FILTER_SET_METADATA,
    }),
    (b) => b.id as number,
  );
  const filterStateKey = await ok(
    admin.post(`/api/v1/dashboard/${ids.draft}/filter_state`, { value: '{}' }),
    (b) => b.key as string,
  );
  const dashboardPermalink = await ok(
    admin.post(`/api/v1/dashboard/${ids.draft}/permalink`, { dataMask: {} }),
    (b) => b.key as string,
  );
  const formData = { datasource_id: sales, datasource_type: 'table', chart_id: salesChart, form_data: '{}' };
  const formDataKey = await ok(admin.post('/api/v1/explore/form_data', formData), (b) => b.key as string);
  const explorePermalink = await ok(
    admin.post('/api/v1/explore/permalink', {
      formData: { datasource: `${sales}__table`, viz_type: 'table', slice_id: salesChart },
    }),
    (b) => b.key as string,
  );
  const userId = await ok(admin.get('/api/v1/me/'), (b) => b.result.id as number);
  // The event log writes in the background: one row of the admin's, written directly.
  const { id: log } = await t.app.store
    .insertInto('logs')
    .values({
      action: 'log',
      user_id: userId,
      json: '{"event":"rbac"}',
      dttm: new Date().toISOString(),
      dashboard_id: ids.draft,
      slice_id: salesChart,
      duration_ms: null,
      referrer: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Role routes change the role they name: a throwaway role, never a built-in one.
  const role = await ok(
    admin.post('/api/v1/security/roles/', { name: 'rbac_target' }),
    (b) => b.id as number,
  );

  const hidden: Params = {
    chart: salesChart,
    dashboard: ids.draft,
    dataset: sales,
    database: salesDb,
    saved_query: savedQuery,
    query: sql,
    log,
    annotation_layer: layer,
    annotation,
    rls,
    user: userId,
    role,
    plugin,
    tag,
    filterSet,
    embedded,
    filterStateKey,
    dashboardPermalink,
    formDataKey,
    explorePermalink,
    chartCacheKey,
    exploreJsonKey,
    sqlClientId: 'rbacAdmin01',
    resultsKey,
    column: 'region',
  };
  const visible: Params = {
    ...hidden,
    chart: ids.ordersChart,
    dashboard: ids.ordersBoard,
    dataset: ids.orders,
    database: ids.warehouse,
  };
  const callers: RbacWorld['callers'] = {
    admin: { token: w.tokens.admin, params: hidden },
    alpha: { token: w.tokens.al, params: hidden },
    gamma: { token: w.tokens.gus, params: hidden },
    sql_lab: { token: samToken, params: hidden },
    anonymous: { token: null, params: hidden },
    'rita:hidden': { token: w.tokens.rita, params: hidden },
    'rita:visible': { token: w.tokens.rita, params: visible },
    public: { token: null, params: hidden },
  };
  const logins: Record<Identity, [string, string] | null> = {
    admin: ['admin', TEST_ADMIN_PASSWORD],
    alpha: ['al', 'alpha-pass-123'],
    gamma: ['gus', 'gamma-pass-123'],
    sql_lab: ['sam', 'sqllab-pass-123'],
    anonymous: null,
    'rita:hidden': ['rita', 'reader-pass-123'],
    'rita:visible': ['rita', 'reader-pass-123'],
    public: null,
  };
  const freshToken = async (identity: Identity) => {
    const login = logins[identity];
    return login ? t.login(...login) : null;
  };
  return { ...w, freshToken, sam, anon, sales, salesChart, params: { hidden, visible }, callers };
}
