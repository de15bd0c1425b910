/**
 * The permission catalogue and the built-in roles, after Superset's security manager
 * (SUPERSET_FACTS §8). Roles are computed from the catalogue by the same predicates Superset
 * uses, so adding a permission here places it in the right roles without touching role lists.
 */

/** A permission on a view menu: `['can_read', 'Chart']`. */
export type PermissionPair = readonly [permission: string, viewMenu: string];

export const ROLE_ADMIN = 'Admin';
export const ROLE_ALPHA = 'Alpha';
export const ROLE_GAMMA = 'Gamma';
export const ROLE_SQL_LAB = 'sql_lab';
export const ROLE_PUBLIC = 'Public';
export const BUILTIN_ROLES = [ROLE_ADMIN, ROLE_ALPHA, ROLE_GAMMA, ROLE_SQL_LAB, ROLE_PUBLIC] as const;

const pairs = (permissions: readonly string[], views: readonly string[]): PermissionPair[] =>
  views.flatMap((view) => permissions.map((permission) => [permission, view] as const));

const READ_WRITE_VIEWS = [
  'Chart',
  'Dashboard',
  'Dataset',
  'Database',
  'SavedQuery',
  'Annotation',
  'CssTemplate',
  'ReportSchedule',
  'RowLevelSecurity',
  'Tag',
  'Log',
  'DashboardFilterStateRestApi',
  'DashboardPermalinkRestApi',
  'ExploreFormDataRestApi',
  'ExplorePermalinkRestApi',
  'SqlLabPermalinkRestApi',
  'KeyValue',
  'User',
  'Role',
];
const READ_ONLY_VIEWS = [
  'Query',
  'SQLLab',
  'Explore',
  'AdvancedDataType',
  'AvailableDomains',
  'DynamicPlugin',
  'EmbeddedDashboard',
  'Datasource',
  'Permission',
  'PermissionViewMenu',
  'ViewMenu',
  'Superset',
];
const EXPORTABLE_VIEWS = ['Chart', 'Dashboard', 'Dataset', 'Database', 'SavedQuery'];
const SUPERSET_VIEW_PERMISSIONS = [
  'can_csv',
  'can_share_chart',
  'can_share_dashboard',
  'can_explore',
  'can_explore_json',
  'can_save_dash',
  'can_slice',
  'can_dashboard',
  'can_sqllab',
  'can_sqllab_history',
  'can_log',
  'can_profile',
];
/** The per-kind upload form views (CSV, columnar, Excel). */
export const UPLOAD_VIEWS = ['CsvToDatabaseView', 'ColumnarToDatabaseView', 'ExcelToDatabaseView'];
const ADMIN_MENUS = ['Security', 'List Users', 'List Roles', 'Row Level Security', 'Action Log'];
const ALPHA_MENUS = [
  'Manage',
  'Annotation Layers',
  'CSS Templates',
  'Import Dashboards',
  'Alerts & Report',
  'Upload a CSV',
];
const SQL_LAB_MENUS = ['SQL Lab', 'SQL Editor', 'Saved Queries', 'Query Search'];
const COMMON_MENUS = ['Home', 'Data', 'Databases', 'Datasets', 'Charts', 'Dashboards', 'Tags', 'Plugins'];
const TAB_STATE_PERMISSIONS = [
  'can_activate',
  'can_get',
  'can_delete_query',
  'can_post',
  'can_delete',
  'can_put',
  'can_migrate_query',
];

/** Every non-object permission Tessera knows; the Admin role holds all of them. */
export const PERMISSION_CATALOGUE: readonly PermissionPair[] = [
  ...pairs(['can_read', 'can_write'], READ_WRITE_VIEWS),
  ...pairs(['can_read'], READ_ONLY_VIEWS),
  ...pairs(['can_export'], EXPORTABLE_VIEWS),
  ...pairs(['can_export', 'can_import_'], ['ImportExportRestApi']),
  ...pairs(SUPERSET_VIEW_PERMISSIONS, ['Superset']),
  ...pairs(
    ['can_drill', 'can_samples', 'can_view_query', 'can_view_chart_as_table', 'can_tag'],
    ['Dashboard'],
  ),
  ...pairs(['can_set_embedded', 'can_get_embedded', 'can_delete_embedded'], ['Dashboard']),
  ...pairs(['can_tag', 'can_warm_up_cache'], ['Chart']),
  // Drill to detail reads a dataset's rows; Superset keeps it off Gamma (Datasource is read-only there).
  ...pairs(['can_samples'], ['Datasource']),
  ...pairs(['can_upload'], ['Database']),
  // Spec 001 point 6: uploads are allowed per kind, by the form view of each (Superset's names).
  ...pairs(['can_this_form_get', 'can_this_form_post'], UPLOAD_VIEWS),
  ...pairs(['can_get_results', 'can_execute_sql_query', 'can_export_csv', 'can_format_sql'], ['SQLLab']),
  ...pairs(['can_export_csv'], ['Query']),
  ...pairs(['can_estimate_query_cost'], ['SQL Lab']),
  ...pairs(TAB_STATE_PERMISSIONS, ['TabStateView']),
  ...pairs(['can_list'], ['AsyncEventsRestApi']),
  ...pairs(['can_update_role'], ['Role']),
  ...pairs(['can_grant_guest_token'], ['SecurityRestApi']),
  ...pairs(['can_userinfo', 'resetmypassword'], ['UserDBModelView']),
  ...pairs(['can_recent_activity'], ['Log']),
  ['all_datasource_access', 'all_datasource_access'],
  ['all_database_access', 'all_database_access'],
  ['all_query_access', 'all_query_access'],
  ...pairs(['menu_access'], [...ADMIN_MENUS, ...ALPHA_MENUS, ...SQL_LAB_MENUS, ...COMMON_MENUS]),
];

const ADMIN_ONLY_VIEWS = new Set([
  ...ADMIN_MENUS,
  'RowLevelSecurity',
  'Log',
  'User',
  'Role',
  'Permission',
  'PermissionViewMenu',
  'ViewMenu',
  'Access requests',
  'User Registrations',
]);
const ADMIN_ONLY_PERMISSIONS = new Set([
  'can_update_role',
  'all_query_access',
  'can_grant_guest_token',
  'can_set_embedded',
  'can_delete_embedded',
  'can_warm_up_cache',
]);
const ALPHA_ONLY_VIEWS = new Set([
  ...ALPHA_MENUS,
  ...UPLOAD_VIEWS,
  'Annotation',
  'CssTemplate',
  'ImportExportRestApi',
  'Queries',
  'ReportSchedule',
]);
const ALPHA_ONLY_PERMISSIONS = new Set(['muldelete', 'all_database_access', 'all_datasource_access']);
/**
 * Only admins change these (Superset's READ_ONLY_MODEL_VIEWS): everyone else gets their read
 * permissions only. So creating, editing, deleting and testing database connections is
 * admin-only, as a connection decides what the server opens.
 */
const READ_ONLY_MODEL_VIEWS = new Set(['Database', 'DynamicPlugin']);
/** Gamma sees these views read-only (Superset's GAMMA_READ_ONLY_MODEL_VIEWS). */
const GAMMA_READ_ONLY_VIEWS = new Set(['Dataset', 'Datasource', ...READ_ONLY_MODEL_VIEWS]);
const READ_ONLY_PERMISSIONS = new Set([
  'can_read',
  'can_show',
  'can_list',
  'can_get',
  'can_external_metadata',
  'can_external_metadata_by_name',
  'can_get_drill_info',
]);
const ACCESSIBLE_PERMISSIONS = new Set(['can_userinfo', 'resetmypassword', 'can_recent_activity']);

const key = ([permission, view]: PermissionPair) => `${permission}|${view}`;
/** Alpha keeps these despite READ_ONLY_MODEL_VIEWS (Superset's ALPHA_ONLY_PMVS): file upload. */
const ALPHA_ONLY_PAIRS = new Set<string>([key(['can_upload', 'Database'])]);
const SQL_LAB_ONLY = new Set<string>(
  [
    ...pairs(['can_read', 'can_write', 'can_export'], ['SavedQuery']),
    ...pairs(['can_read', 'can_export_csv'], ['Query']),
    ...pairs(
      ['can_get_results', 'can_execute_sql_query', 'can_export_csv', 'can_read', 'can_format_sql'],
      ['SQLLab'],
    ),
    ...pairs(['can_estimate_query_cost'], ['SQL Lab']),
    ...pairs(['can_sqllab', 'can_sqllab_history'], ['Superset']),
    ...pairs(TAB_STATE_PERMISSIONS, ['TabStateView']),
    ...pairs(['menu_access'], SQL_LAB_MENUS),
  ].map(key),
);
const SQL_LAB_EXTRA = new Set<string>(
  (
    [
      ['can_csv', 'Superset'],
      ['can_read', 'Superset'],
      ['can_read', 'Database'],
    ] as const
  ).map(key),
);

/** Object-level grants created per database/schema/dataset; never given to built-in roles. */
export const OBJECT_PERMISSIONS = new Set([
  'database_access',
  'catalog_access',
  'schema_access',
  'datasource_access',
]);

const isAdminOnly = (pair: PermissionPair) => {
  const [permission, view] = pair;
  if (ALPHA_ONLY_PAIRS.has(key(pair))) return false;
  if (READ_ONLY_MODEL_VIEWS.has(view) && !READ_ONLY_PERMISSIONS.has(permission)) return true;
  return ADMIN_ONLY_VIEWS.has(view) || ADMIN_ONLY_PERMISSIONS.has(permission);
};
const isAlphaOnly = (pair: PermissionPair) => {
  const [permission, view] = pair;
  return (
    ALPHA_ONLY_VIEWS.has(view) ||
    ALPHA_ONLY_PERMISSIONS.has(permission) ||
    ALPHA_ONLY_PAIRS.has(key(pair)) ||
    (GAMMA_READ_ONLY_VIEWS.has(view) && !READ_ONLY_PERMISSIONS.has(permission))
  );
};
const isSqlLabOnly = (pair: PermissionPair) => SQL_LAB_ONLY.has(key(pair));
const isAccessible = ([permission]: PermissionPair) => ACCESSIBLE_PERMISSIONS.has(permission);
const isObjectLevel = ([permission]: PermissionPair) => OBJECT_PERMISSIONS.has(permission);

/** Which catalogue entries each built-in role holds (Public stays empty, as in Superset). */
export const ROLE_RULES: Readonly<Record<(typeof BUILTIN_ROLES)[number], (pair: PermissionPair) => boolean>> =
  {
    [ROLE_ADMIN]: (pair) => !isObjectLevel(pair),
    [ROLE_ALPHA]: (pair) =>
      !(isObjectLevel(pair) || isAdminOnly(pair) || isSqlLabOnly(pair)) || isAccessible(pair),
    [ROLE_GAMMA]: (pair) =>
      !(isObjectLevel(pair) || isAdminOnly(pair) || isAlphaOnly(pair) || isSqlLabOnly(pair)) ||
      isAccessible(pair),
    [ROLE_SQL_LAB]: (pair) => isSqlLabOnly(pair) || SQL_LAB_EXTRA.has(key(pair)),
    [ROLE_PUBLIC]: () => false,
  };

export function permissionsOfRole(role: (typeof BUILTIN_ROLES)[number]): PermissionPair[] {
  return PERMISSION_CATALOGUE.filter(ROLE_RULES[role]);
}

/**
 * Grants earlier versions gave built-in roles and the rules above now withhold. Seeding only
 * adds, so these are taken back explicitly at every start (as `superset init` resets built-in
 * roles): a non-admin who can register or test a connection can point it at the server's own
 * files. Give a custom role these permissions instead of a built-in one.
 */
export const WITHDRAWN_GRANTS: Readonly<Record<(typeof BUILTIN_ROLES)[number], readonly PermissionPair[]>> = {
  [ROLE_ADMIN]: [],
  [ROLE_ALPHA]: [
    ['can_write', 'Database'],
    ['can_export', 'Database'],
  ],
  [ROLE_GAMMA]: [],
  [ROLE_SQL_LAB]: [],
  [ROLE_PUBLIC]: [],
};
