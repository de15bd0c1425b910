/**
 * Minimal requests for the RBAC matrix: the query string and JSON body each route needs to get
 * past validation, so an allowed role reaches the handler. `{name}` stands for a parameter of
 * the caller (see rbac-world.ts). Routes not listed here are called bare.
 */

export interface RouteRequest {
  /** A query string as written, or fields whose values go JSON-encoded (`form_data`). */
  query?: string | Record<string, unknown>;
  body?: unknown;
}

const chartQuery = {
  datasource: { id: '{dataset}', type: 'table' },
  queries: [{ columns: ['region'], metrics: [], row_limit: 10 }],
};
const exploreForm = { datasource: '{dataset}__table', viz_type: 'table', all_columns: ['region'] };

export const REQUESTS: Record<string, RouteRequest> = {
  'POST /api/v1/security/login': { body: { username: 'gus', password: 'gamma-pass-123', provider: 'db' } },
  'POST /login/': { body: { username: 'gus', password: 'gamma-pass-123' } },
  'POST /api/v1/security/users/': {
    body: { username: 'probe', first_name: 'P', last_name: 'R', email: 'p@example.com', roles: [] },
  },
  'PUT /api/v1/security/users/:pk': { body: { first_name: 'Admin' } },
  'POST /api/v1/security/roles/': { body: { name: 'probe_role' } },
  'PUT /api/v1/security/roles/:pk': { body: { name: 'rbac_target' } },
  'POST /api/v1/security/roles/:pk/permissions/': { body: { permission_view_menu_ids: [] } },
  'POST /api/v1/rowlevelsecurity/': {
    body: { name: 'probe', filter_type: 'Regular', tables: [], roles: [] },
  },
  'PUT /api/v1/rowlevelsecurity/:pk': { body: { description: 'probe' } },
  'DELETE /api/v1/rowlevelsecurity/': { query: '?q=!(999999)' },
  'POST /api/v1/security/guest_token/': {
    body: { user: { username: 'guest' }, resources: [{ type: 'dashboard', id: '{dashboard}' }], rls: [] },
  },
  'DELETE /api/v1/database/': { query: '?q=!(999999)' },
  'POST /api/v1/database/test_connection/': { body: { sqlalchemy_uri: 'sqlite://' } },
  'POST /api/v1/database/validate_parameters/': { body: { engine: 'postgresql', parameters: {} } },
  'GET /api/v1/database/:pk/tables/': { query: '?q=(schema_name:main)' },
  'GET /api/v1/database/:pk/table_metadata/': { query: '?name=sales' },
  'GET /api/v1/database/:pk/table_metadata/extra/': { query: '?name=sales' },
  'GET /api/v1/database/export/': { query: '?q=!({database})' },
  'POST /api/v1/database/': { body: { database_name: 'probe', sqlalchemy_uri: 'sqlite://' } },
  'PUT /api/v1/database/:pk': { body: { expose_in_sqllab: true } },
  'DELETE /api/v1/dataset/': { query: '?q=!(999999)' },
  'GET /api/v1/dataset/export/': { query: '?q=!({dataset})' },
  'POST /datasource/save/': { body: { data: '{}' } },
  'POST /api/v1/dataset/': { body: { database: '{database}', table_name: 'probe_table' } },
  'PUT /api/v1/dataset/:pk': { body: { description: 'probe' } },
  'DELETE /api/v1/chart/': { query: '?q=!(999999)' },
  'GET /api/v1/chart/favorite_status/': { query: '?q=!({chart})' },
  'GET /api/v1/chart/export/': { query: '?q=!({chart})' },
  'POST /api/v1/chart/': {
    body: { slice_name: 'probe', viz_type: 'table', datasource_id: '{dataset}', datasource_type: 'table' },
  },
  'PUT /api/v1/chart/:pk': { body: { description: 'probe' } },
  'POST /api/v1/chart/data': { body: chartQuery },
  'POST /api/v1/tessera/chart/data/batch': {
    body: { requests: [{ key: 'probe', url: '/api/v1/chart/data', body: chartQuery }] },
  },
  'GET /superset/explore_json': { query: { form_data: exploreForm } },
  'POST /superset/explore_json': { body: { form_data: JSON.stringify(exploreForm) } },
  'GET /superset/explore_json/:datasource_type/:datasource_id': { query: { form_data: exploreForm } },
  'POST /superset/explore_json/:datasource_type/:datasource_id': {
    body: { form_data: JSON.stringify(exploreForm) },
  },
  'POST /datasource/samples': { query: '?datasource_id={dataset}&datasource_type=table', body: {} },
  'GET /superset/fetch_datasource_metadata': { query: '?datasourceKey={dataset}__table' },
  'DELETE /api/v1/dashboard/': { query: '?q=!(999999)' },
  'GET /api/v1/dashboard/favorite_status/': { query: '?q=!({dashboard})' },
  'GET /api/v1/dashboard/export/': { query: '?q=!({dashboard})' },
  'POST /api/v1/dashboard/': { body: { dashboard_title: 'probe' } },
  'PUT /api/v1/dashboard/:pk': { body: { css: '' } },
  'POST /api/v1/dashboard/:pk/copy/': { body: { dashboard_title: 'probe copy', json_metadata: '{}' } },
  'POST /api/v1/dashboard/:pk/filter_state': { body: { value: '{}' } },
  'PUT /api/v1/dashboard/:pk/filter_state/:key': { body: { value: '{}' } },
  'POST /api/v1/dashboard/:pk/permalink': { body: { dataMask: {} } },
  'POST /api/v1/dashboard/:pk/embedded': { body: { allowed_domains: [] } },
  'PUT /api/v1/dashboard/:pk/embedded': { body: { allowed_domains: [] } },
  'POST /api/v1/dashboard/:pk/filtersets': {
    body: { name: 'probe', owner_type: 'Dashboard', json_metadata: '{"nativeFilters":{},"dataMask":{}}' },
  },
  'PUT /api/v1/dashboard/:pk/filtersets/:filterSetId': { body: { name: 'probe' } },
  'POST /api/v1/explore/form_data': {
    body: { datasource_id: '{dataset}', datasource_type: 'table', form_data: '{}' },
  },
  'PUT /api/v1/explore/form_data/:key': {
    body: { datasource_id: '{dataset}', datasource_type: 'table', form_data: '{}' },
  },
  'POST /api/v1/explore/permalink': {
    body: { formData: { datasource: '{dataset}__table', viz_type: 'table' } },
  },
  'GET /api/v1/explore/': { query: '?datasource_id={dataset}&datasource_type=table' },
  'GET /api/v1/time_range/': { query: '?q=%27Last%20week%27' },
  'GET /api/v1/advanced_data_type/convert': { query: "?q=(type:internet_address,values:!('10.0.0.1'))" },
  'POST /superset/log/': { body: { events: '[]' } },
  'POST /superset/sqllab/': { body: { form_data: JSON.stringify({ datasource: '{dataset}__table' }) } },
  'POST /api/v1/sqllab/execute/': { body: { database_id: '{database}', sql: 'SELECT 1 AS one' } },
  'GET /api/v1/sqllab/results/': { query: '?key={resultsKey}' },
  'POST /api/v1/sqllab/format_sql/': { body: { sql: 'select 1' } },
  'DELETE /api/v1/query/': { query: '?q=!(999999)' },
  'GET /api/v1/query/updated_since': { query: '?q=(last_updated_ms:0)' },
  'POST /api/v1/query/stop': { body: { client_id: '{sqlClientId}' } },
  'GET /api/v1/saved_query/export/': { query: '?q=!({saved_query})' },
  'DELETE /api/v1/saved_query/': { query: '?q=!(999999)' },
  'POST /api/v1/saved_query/': { body: { db_id: '{database}', label: 'probe', sql: 'SELECT 1' } },
  'PUT /api/v1/saved_query/:pk': { body: { description: 'probe' } },
  'DELETE /api/v1/annotation_layer/': { query: '?q=!(999999)' },
  'POST /api/v1/annotation_layer/': { body: { name: 'probe layer' } },
  'PUT /api/v1/annotation_layer/:pk': { body: { descr: 'probe' } },
  'POST /api/v1/annotation_layer/:pk/annotation/': {
    body: { short_descr: 'probe', start_dttm: '2024-01-01T00:00:00', end_dttm: '2024-01-01T00:00:00' },
  },
  'PUT /api/v1/annotation_layer/:pk/annotation/:annotationId': { body: { short_descr: 'probe' } },
  'DELETE /api/v1/annotation_layer/:pk/annotation/': { query: '?q=!(999999)' },
  'POST /api/v1/tag/': { body: { name: 'probe tag' } },
  'PUT /api/v1/tag/:pk': { body: { description: 'probe' } },
  'POST /api/v1/tag/bulk_create': { body: { tags: [] } },
  'DELETE /api/v1/tag/': { query: "?q=!('no such tag')" },
  'POST /api/v1/tag/:object_type/:object_id/': { body: { properties: { tags: ['probe tag'] } } },
  'POST /dynamic-plugins/api/create': {
    body: { name: 'Probe', key: 'probe', bundle_url: 'https://cdn.example.com/probe.js' },
  },
  'PUT /dynamic-plugins/api/update/:pk': {
    body: { name: 'Remote chart', key: 'remote-chart', bundle_url: 'https://cdn.example.com/remote.js' },
  },
};
