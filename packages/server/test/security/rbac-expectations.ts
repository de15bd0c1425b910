/**
 * The RBAC matrix's expectation table: for every documented route, what each identity gets.
 * A row is eight cells in the order of IDENTITIES (see rbac-world.ts):
 *
 *   admin  alpha  gamma  sql_lab  anonymous  rita:hidden  rita:visible  public
 *
 * `A` allowed (anything but 401 and 403: a 400, 404 or 422 from a minimal input is fine), or the
 * exact denial: 401 (not signed in), 403 (missing permission), 404 (object filtered out of view).
 * `anonymous` calls with Public unconfigured (no grants, as shipped): the Public role is then just
 * anonymous. `public` calls anonymously once Public holds Gamma's permissions (Superset's
 * PUBLIC_ROLE_LIKE = "Gamma"): never more than Gamma, and read-only.
 *
 * Known differences from Superset, kept on purpose and marked at their rows:
 * - schemas, tables and table metadata of a database the user reaches only through a dataset
 *   grant: 403 (SQL Lab's rule: database_access or all_*_access); Superset answers 200 with
 *   the schemas filtered to the granted ones;
 * - a database bundle needs the whole database (403 for rita); Superset exports any database
 *   in view, with all its datasets;
 * - filter state, permalinks and filter sets of a dashboard out of view: 403; Superset loads the
 *   dashboard through its base filter first (404);
 * - Superset 3's `/api/v1/datasource/<type>/<id>/column/<col>/values/` is not served (404 to
 *   all); the legacy `/superset/filter/...` is, and is checked in rbac-data.ts.
 * Fixed with this table (Superset's answer now): GET /api/v1/chart/:pk/data and PUT
 * /api/v1/chart/:pk on a chart out of view were 403, now 404; favorite_status answered 200 for
 * unreadable ids, now 404 when none is readable.
 */
import type { RouteRecord } from '../../src/openapi/index';
import { IDENTITIES, type Identity } from './rbac-world';

export type Outcome = 'allow' | 401 | 403 | 404;

export const routeKey = (route: Pick<RouteRecord, 'method' | 'url'>) => `${route.method} ${route.url}`;

/** `'A A 404 404 401 404 A 404'` → the outcome of each identity. */
export function parseRow(row: string): Record<Identity, Outcome> {
  const cells = row.trim().split(/\s+/);
  if (cells.length !== IDENTITIES.length) throw new Error(`row "${row}" needs ${IDENTITIES.length} cells`);
  const outcome = (cell: string): Outcome => {
    if (cell === 'A') return 'allow';
    if (cell === '401' || cell === '403' || cell === '404') return Number(cell) as Outcome;
    throw new Error(`unknown cell "${cell}" in "${row}"`);
  };
  return Object.fromEntries(IDENTITIES.map((id, i) => [id, outcome(cells[i] ?? '')])) as Record<
    Identity,
    Outcome
  >;
}

// Families. Cells: admin alpha gamma sql_lab anonymous rita:hidden rita:visible public.
/** Public pages and the login itself. */
const OPEN = 'A A A A A A A A';
/** Reads every signed-in role holds; Public as Gamma reads them too (filtered). */
const READ = 'A A A A 401 A A A';
/** Any signed-in user, never Public (`@protect()` routes that need a user: profile, CSRF, log). */
const SIGNED_IN = 'A A A A 401 A A 401';
/** Writes every signed-in role may make (Gamma creates dashboards); Public is read-only (403). */
const WRITE = 'A A A A 401 A A 403';
/** Admin-only views (users, roles, RLS, logs, database writes): 403 for every other role. */
const ADMIN = 'A 403 403 403 401 403 403 403';
/** Alpha and up (Alpha-only views such as annotations, dataset writes, uploads, asset import). */
const ALPHA = 'A A 403 403 401 403 403 403';
/** Show routes of readable objects: filtered out of view (404) unless the dataset is granted. */
const SHOW = 'A A 404 404 401 404 A 404';
/** Data of a dataset: refused (403, Superset's DatasetAccessDenied) without access to it. */
const DATA = 'A A 403 403 401 403 A 403';
/** Data of the admin's objects (keys, permalinks): refused to everyone below Alpha. */
const ALPHA_DATA = 'A A 403 403 401 403 403 403';
/** Written only by an owner: Alpha and rita read them, but own nothing here (403). */
const OWNER_WRITE = 'A 403 404 404 401 404 403 403';
/** SQL Lab lists: the sql_lab role only (Alpha holds no SQL Lab permission, as in Superset). */
const SQL_LAB = 'A 403 403 A 401 403 403 403';
/** SQL Lab objects of the admin: the sql_lab role has the permission, the object is filtered (404). */
const SQL_LAB_OBJECT = 'A 403 403 404 401 403 403 403';

export const EXPECTED: Record<string, string> = {
  // Platform and session
  'GET /health': OPEN,
  'GET /healthcheck': OPEN,
  'POST /api/v1/security/login': OPEN,
  // Called with an access token, not a refresh token: 401 for everyone, as in Superset.
  'POST /api/v1/security/refresh': '401 401 401 401 401 401 401 401',
  'GET /api/v1/security/csrf_token/': SIGNED_IN,
  'POST /login/': OPEN,
  'GET /logout/': OPEN,
  'POST /logout/': OPEN,
  'GET /api/v1/me/': SIGNED_IN,
  'GET /api/v1/me/roles/': SIGNED_IN,
  // The web app's bootstrap tells an anonymous visitor to sign in: open on purpose.
  'GET /api/v1/tessera/bootstrap': OPEN,
  'GET /api/v1/time_range/': SIGNED_IN,
  'GET /api/v1/advanced_data_type/types': SIGNED_IN,
  'GET /api/v1/advanced_data_type/convert': SIGNED_IN,
  'POST /superset/log/': SIGNED_IN,
  'GET /api/v1/log/recent_activity/': 'A A A A 401 A A 403',

  // Security administration
  'GET /api/v1/security/users/': ADMIN,
  'GET /api/v1/security/users/:pk': ADMIN,
  'POST /api/v1/security/users/': ADMIN,
  'PUT /api/v1/security/users/:pk': ADMIN,
  'DELETE /api/v1/security/users/:pk': ADMIN,
  'GET /api/v1/security/roles/': ADMIN,
  'GET /api/v1/security/permissions/': ADMIN,
  'GET /api/v1/security/resources/': ADMIN,
  'GET /api/v1/security/permissions-resources/': ADMIN,
  'GET /api/v1/security/roles/:pk': ADMIN,
  'POST /api/v1/security/roles/': ADMIN,
  'PUT /api/v1/security/roles/:pk': ADMIN,
  'DELETE /api/v1/security/roles/:pk': ADMIN,
  'GET /api/v1/security/roles/:pk/permissions/': ADMIN,
  'POST /api/v1/security/roles/:pk/permissions/': ADMIN,
  'GET /api/v1/rowlevelsecurity/': ADMIN,
  'GET /api/v1/rowlevelsecurity/related/:column': ADMIN,
  'GET /api/v1/rowlevelsecurity/:pk': ADMIN,
  'POST /api/v1/rowlevelsecurity/': ADMIN,
  'PUT /api/v1/rowlevelsecurity/:pk': ADMIN,
  'DELETE /api/v1/rowlevelsecurity/:pk': ADMIN,
  'DELETE /api/v1/rowlevelsecurity/': ADMIN,
  'POST /api/v1/security/guest_token/': ADMIN,
  'GET /api/v1/log/': ADMIN,
  'GET /api/v1/log/:pk': ADMIN,

  // Databases: read by everyone signed in (filtered), written by admins only
  'GET /api/v1/database/': READ,
  'GET /api/v1/database/_info': READ,
  'GET /api/v1/database/related/:column': READ,
  'GET /api/v1/database/distinct/:column': READ,
  'GET /api/v1/database/available/': READ,
  'GET /api/v1/database/:pk': SHOW,
  'GET /api/v1/database/:pk/related_objects/': SHOW,
  // Known difference (see the header): browsing needs database access, a dataset grant is not enough.
  'GET /api/v1/database/:pk/schemas/': 'A A 404 404 401 404 403 404',
  'GET /api/v1/database/:pk/tables/': 'A A 404 404 401 404 403 404',
  'GET /api/v1/database/:pk/table_metadata/': 'A A 404 404 401 404 403 404',
  'GET /api/v1/database/:pk/table/:table/:schema/': 'A A 404 404 401 404 403 404',
  'GET /api/v1/database/:pk/table_extra/:table/:schema/': 'A A 404 404 401 404 403 404',
  'GET /api/v1/database/:pk/table_metadata/extra/': 'A A 404 404 401 404 403 404',
  // Known difference: a database bundle needs the whole database (access-exports.test.ts).
  'GET /api/v1/database/export/': 'A A 404 404 401 404 403 404',
  'POST /api/v1/database/': ADMIN,
  'PUT /api/v1/database/:pk': ADMIN,
  'DELETE /api/v1/database/:pk': ADMIN,
  'DELETE /api/v1/database/': ADMIN,
  'POST /api/v1/database/test_connection/': ADMIN,
  'POST /api/v1/database/validate_parameters/': ADMIN,
  'POST /api/v1/database/import/': ADMIN,
  'POST /api/v1/database/upload_metadata/': ALPHA,
  'POST /api/v1/database/:pk/upload/': ALPHA,

  // Datasets: read filtered, written by Alpha (owners) and admins
  'GET /api/v1/dataset/': READ,
  'GET /api/v1/dataset/_info': READ,
  'GET /api/v1/dataset/related/:column': READ,
  'GET /api/v1/dataset/distinct/:column': READ,
  'GET /api/v1/dataset/:pk': SHOW,
  'GET /api/v1/dataset/:pk/related_objects/': SHOW,
  'GET /api/v1/dataset/export/': SHOW,
  'POST /api/v1/dataset/': ALPHA,
  'POST /api/v1/dataset/import/': ALPHA,
  'POST /datasource/save/': ALPHA,
  // The sales dataset has no owner, so Alpha may not edit it (403). Alpha may delete datasets:
  // called with a missing id, as every allowed delete is, it gets past the permission check.
  'PUT /api/v1/dataset/:pk': ADMIN,
  'PUT /api/v1/dataset/:pk/refresh': ADMIN,
  'DELETE /api/v1/dataset/:pk': ALPHA,
  'DELETE /api/v1/dataset/': ALPHA,

  // Dataset data and metadata
  'GET /api/v1/dataset/:pk/samples': DATA,
  // Drill to detail needs can_samples on Datasource, which Gamma does not hold (as in Superset).
  'POST /datasource/samples': ALPHA_DATA,
  'GET /datasource/get/:type/:id/': DATA,
  'GET /datasource/external_metadata/:type/:id/': DATA,
  'GET /superset/fetch_datasource_metadata': DATA,
  'GET /superset/filter/:datasource_type/:datasource_id/:column/': DATA,
  'GET /api/v1/explore/': DATA,
  // An empty form opens SQL Lab (303) for any role holding can_sqllab; Alpha does not.
  'POST /superset/sqllab/': 'A 403 403 A 401 403 403 403',

  // Charts
  'GET /api/v1/chart/': READ,
  'GET /api/v1/chart/_info': READ,
  'GET /api/v1/chart/related/:column': READ,
  'GET /api/v1/chart/distinct/:column': READ,
  'GET /api/v1/chart/:pk': SHOW,
  'GET /api/v1/chart/export/': SHOW,
  'GET /api/v1/chart/favorite_status/': SHOW,
  'POST /api/v1/chart/:pk/favorites/': SHOW,
  'DELETE /api/v1/chart/:pk/favorites/': SHOW,
  // Superset's legacy favstar view checks no object either: a star count is all it tells.
  'GET /superset/favstar/:className/:id/:action/': SIGNED_IN,
  // Creating a chart needs access to its dataset (403 on the hidden one, as in Superset).
  'POST /api/v1/chart/': DATA,
  'POST /api/v1/chart/import/': WRITE,
  'PUT /api/v1/chart/:pk': OWNER_WRITE,
  'DELETE /api/v1/chart/:pk': OWNER_WRITE,
  'DELETE /api/v1/chart/': WRITE,
  'POST /api/v1/chart/data': DATA,
  'GET /api/v1/chart/data/:cache_key': ALPHA_DATA,
  'GET /api/v1/chart/:pk/data': SHOW,
  // Each batched call answers what the direct call would: refusals are inside the 200 stream
  // (checked by the data-level tests).
  'POST /api/v1/tessera/chart/data/batch': READ,
  'GET /superset/explore_json/data/:cache_key': ALPHA_DATA,
  'GET /superset/explore_json': DATA,
  'POST /superset/explore_json': DATA,
  'GET /superset/explore_json/:datasource_type/:datasource_id': DATA,
  'POST /superset/explore_json/:datasource_type/:datasource_id': DATA,

  // Dashboards
  'GET /api/v1/dashboard/': READ,
  'GET /api/v1/dashboard/_info': READ,
  'GET /api/v1/dashboard/related/:column': READ,
  'GET /api/v1/dashboard/related/roles': READ,
  'GET /api/v1/dashboard/distinct/:column': READ,
  'GET /api/v1/dashboard/:pk': SHOW,
  'GET /api/v1/dashboard/:pk/charts': SHOW,
  'GET /api/v1/dashboard/:pk/datasets': SHOW,
  'GET /api/v1/dashboard/export/': SHOW,
  'GET /api/v1/dashboard/favorite_status/': SHOW,
  'POST /api/v1/dashboard/:pk/favorites/': SHOW,
  'DELETE /api/v1/dashboard/:pk/favorites/': SHOW,
  'POST /api/v1/dashboard/:pk/copy/': 'A A 404 404 401 404 A 403',
  'POST /api/v1/dashboard/': WRITE,
  'POST /api/v1/dashboard/import/': WRITE,
  'PUT /api/v1/dashboard/:pk': OWNER_WRITE,
  'DELETE /api/v1/dashboard/:pk': OWNER_WRITE,
  'DELETE /api/v1/dashboard/': WRITE,
  'GET /api/v1/assets/export/': ALPHA,
  'POST /api/v1/assets/import/': ALPHA,
  // Known difference (see the header): 403, where Superset answers 404 for a dashboard out of view.
  'POST /api/v1/dashboard/:pk/filter_state': DATA,
  'GET /api/v1/dashboard/:pk/filter_state/:key': DATA,
  'PUT /api/v1/dashboard/:pk/filter_state/:key': 'A 403 403 403 401 403 A 403',
  'DELETE /api/v1/dashboard/:pk/filter_state/:key': 'A 403 403 403 401 403 A 403',
  'POST /api/v1/dashboard/:pk/permalink': DATA,
  'GET /api/v1/dashboard/permalink/:key': ALPHA_DATA,
  'GET /api/v1/dashboard/:pk/filtersets': DATA,
  'POST /api/v1/dashboard/:pk/filtersets': ADMIN,
  'PUT /api/v1/dashboard/:pk/filtersets/:filterSetId': 'A 403 403 403 401 403 A 403',
  'DELETE /api/v1/dashboard/:pk/filtersets/:filterSetId': 'A 403 403 403 401 403 A 403',
  'GET /api/v1/dashboard/:pk/embedded': SHOW,
  'GET /api/v1/embedded_dashboard/:pk': SHOW,
  'POST /api/v1/dashboard/:pk/embedded': ADMIN,
  'PUT /api/v1/dashboard/:pk/embedded': ADMIN,
  'DELETE /api/v1/dashboard/:pk/embedded': ADMIN,

  // Explore state
  'POST /api/v1/explore/form_data': DATA,
  'GET /api/v1/explore/form_data/:key': 'A A 403 403 401 403 403 404',
  'PUT /api/v1/explore/form_data/:key': ADMIN,
  'DELETE /api/v1/explore/form_data/:key': ADMIN,
  'POST /api/v1/explore/permalink': DATA,
  'GET /api/v1/explore/permalink/:key': ALPHA_DATA,

  // SQL Lab, queries and saved queries
  'POST /api/v1/sqllab/execute/': SQL_LAB_OBJECT,
  'GET /api/v1/sqllab/results/': SQL_LAB_OBJECT,
  'GET /api/v1/sqllab/export/:client_id/': SQL_LAB_OBJECT,
  'POST /api/v1/sqllab/format_sql/': SQL_LAB,
  'GET /api/v1/query/': SQL_LAB,
  'GET /api/v1/query/_info': SQL_LAB,
  'GET /api/v1/query/related/:column': SQL_LAB,
  'GET /api/v1/query/distinct/:column': SQL_LAB,
  'GET /api/v1/query/updated_since': SQL_LAB,
  'GET /api/v1/query/:pk': SQL_LAB_OBJECT,
  'POST /api/v1/query/stop': SQL_LAB_OBJECT,
  // Deleting queries is admin-only (Query is read-only for everyone else).
  'DELETE /api/v1/query/': ADMIN,
  'DELETE /api/v1/query/:pk': ADMIN,
  'GET /api/v1/saved_query/': SQL_LAB,
  'GET /api/v1/saved_query/_info': SQL_LAB,
  'GET /api/v1/saved_query/related/:column': SQL_LAB,
  'GET /api/v1/saved_query/distinct/:column': SQL_LAB,
  'GET /api/v1/saved_query/:pk': SQL_LAB_OBJECT,
  'GET /api/v1/saved_query/export/': SQL_LAB_OBJECT,
  'POST /api/v1/saved_query/import/': SQL_LAB,
  'POST /api/v1/saved_query/': SQL_LAB,
  'PUT /api/v1/saved_query/:pk': SQL_LAB_OBJECT,
  'DELETE /api/v1/saved_query/:pk': SQL_LAB_OBJECT,
  'DELETE /api/v1/saved_query/': SQL_LAB,

  // Annotation layers: Alpha-only views
  'GET /api/v1/annotation_layer/': ALPHA,
  'GET /api/v1/annotation_layer/_info': ALPHA,
  'GET /api/v1/annotation_layer/related/:column': ALPHA,
  'GET /api/v1/annotation_layer/distinct/:column': ALPHA,
  'GET /api/v1/annotation_layer/:pk': ALPHA,
  'POST /api/v1/annotation_layer/': ALPHA,
  'PUT /api/v1/annotation_layer/:pk': ALPHA,
  'DELETE /api/v1/annotation_layer/:pk': ALPHA,
  'DELETE /api/v1/annotation_layer/': ALPHA,
  'GET /api/v1/annotation_layer/:pk/annotation/': ALPHA,
  'GET /api/v1/annotation_layer/:pk/annotation/:annotationId': ALPHA,
  'POST /api/v1/annotation_layer/:pk/annotation/': ALPHA,
  'PUT /api/v1/annotation_layer/:pk/annotation/:annotationId': ALPHA,
  'DELETE /api/v1/annotation_layer/:pk/annotation/:annotationId': ALPHA,
  'DELETE /api/v1/annotation_layer/:pk/annotation/': ALPHA,

  // Dynamic plugins: read by all (the web app loads them), written by admins (a bundle URL is code)
  // Tags: every role reads and writes them (Superset's Tag views are neither admin- nor
  // alpha-only); tagging an object also needs the object in view (404 otherwise).
  'GET /api/v1/tag/': READ,
  'GET /api/v1/tag/_info': READ,
  'GET /api/v1/tag/related/:column': READ,
  'GET /api/v1/tag/get_objects/': READ,
  'GET /api/v1/tag/:pk': READ,
  'POST /api/v1/tag/': WRITE,
  'POST /api/v1/tag/bulk_create': WRITE,
  'PUT /api/v1/tag/:pk': WRITE,
  'DELETE /api/v1/tag/:pk': WRITE,
  'DELETE /api/v1/tag/': WRITE,
  'POST /api/v1/tag/:object_type/:object_id/': 'A A 404 404 401 404 A 403',
  'DELETE /api/v1/tag/:object_type/:object_id/:tag/': 'A A 404 404 401 404 A 403',
  'GET /dynamic-plugins/api/read': READ,
  'GET /dynamic-plugins/api/get/:pk': READ,
  'POST /dynamic-plugins/api/create': ADMIN,
  'PUT /dynamic-plugins/api/update/:pk': ADMIN,
  'DELETE /dynamic-plugins/api/delete/:pk': ADMIN,
};
