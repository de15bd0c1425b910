/**
 * Path parameters of the RBAC matrix: which object each `:name` of a route names, for a caller
 * with the given parameters, and `{name}` placeholders in query strings and bodies.
 */
/** Values for each `:name` of a route, by the resource the route belongs to. */
export interface Params {
  chart: number;
  dashboard: number;
  dataset: number;
  database: number;
  saved_query: number;
  query: number;
  log: number;
  annotation_layer: number;
  annotation: number;
  rls: number;
  user: number;
  role: number;
  plugin: number;
  tag: number;
  filterSet: number;
  embedded: string;
  filterStateKey: string;
  dashboardPermalink: string;
  formDataKey: string;
  explorePermalink: string;
  chartCacheKey: string;
  exploreJsonKey: string;
  sqlClientId: string;
  resultsKey: string;
  column: string;
}

const PK_BY_RESOURCE: Record<string, keyof Params> = {
  chart: 'chart',
  dashboard: 'dashboard',
  dataset: 'dataset',
  database: 'database',
  saved_query: 'saved_query',
  query: 'query',
  log: 'log',
  annotation_layer: 'annotation_layer',
  rowlevelsecurity: 'rls',
  users: 'user',
  roles: 'role',
  'dynamic-plugins': 'plugin',
  tag: 'tag',
  embedded_dashboard: 'embedded',
};

const RELATED_COLUMN: Record<string, string> = { rowlevelsecurity: 'roles', query: 'user' };
const DISTINCT_COLUMN: Record<string, string> = {
  chart: 'viz_type',
  dataset: 'schema',
  query: 'status',
  saved_query: 'schema',
  annotation_layer: 'name',
};

/** The key a `:key` or `:cache_key` names, by the route around it. */
function keyOf(url: string, p: Params): string {
  if (url.includes('/filter_state/')) return p.filterStateKey;
  if (url.startsWith('/api/v1/dashboard/permalink/')) return p.dashboardPermalink;
  if (url.startsWith('/api/v1/explore/form_data/')) return p.formDataKey;
  if (url.startsWith('/api/v1/explore/permalink/')) return p.explorePermalink;
  if (url.startsWith('/api/v1/chart/data/')) return p.chartCacheKey;
  if (url.startsWith('/superset/explore_json/data/')) return p.exploreJsonKey;
  throw new Error(`no key for ${url}`);
}

/** `{chart}`-style placeholders in query strings and bodies, and `:name` path parameters. */
export function fillPath(url: string, p: Params): string {
  const resource = url.startsWith('/api/v1/security/')
    ? url.split('/')[4]
    : url.startsWith('/dynamic-plugins/')
      ? 'dynamic-plugins'
      : url.split('/')[3];
  const values: Record<string, string | number> = {
    pk: p[PK_BY_RESOURCE[resource ?? ''] ?? 'chart'],
    column: 'created_by',
    table: 'sales',
    schema: 'main',
    className: 'slice',
    id: p.dataset,
    action: 'count',
    type: 'table',
    datasource_type: 'table',
    datasource_id: p.dataset,
    annotationId: p.annotation,
    filterSetId: p.filterSet,
    client_id: p.sqlClientId,
    // Tagging routes name the chart by kind and id, and a tag by name.
    object_type: 'chart',
    object_id: p.chart,
    tag: 'rbac',
  };
  if (url.startsWith('/superset/favstar/')) values.id = p.chart;
  if (url.startsWith('/superset/filter/')) values.column = 'region';
  if (url.includes('/related/')) values.column = RELATED_COLUMN[resource ?? ''] ?? 'created_by';
  if (url.includes('/distinct/')) values.column = DISTINCT_COLUMN[resource ?? ''] ?? 'name';
  return url
    .replace(/:(key|cache_key)\b/g, () => keyOf(url, p))
    .replace(/:(\w+)/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`no value for :${name} in ${url}`);
      return String(value);
    });
}

/** Replaces `{name}` with the parameter's value, in a query string or a JSON body. */
export function fillTemplate<T>(template: T, p: Params): T {
  if (template === undefined) return template;
  const text = JSON.stringify(template).replace(/"\{(\w+)\}"|\{(\w+)\}/g, (whole, quoted, bare) => {
    const value = p[(quoted ?? bare) as keyof Params];
    if (value === undefined) throw new Error(`no parameter ${whole}`);
    return quoted ? JSON.stringify(value) : String(value);
  });
  return JSON.parse(text) as T;
}

/** Ids no object has: what an allowed caller deletes, so the world stays whole. */
export function missing(p: Params): Params {
  const gone = 999_999;
  return {
    ...p,
    chart: gone,
    dashboard: gone,
    dataset: gone,
    database: gone,
    saved_query: gone,
    query: gone,
    log: gone,
    annotation_layer: gone,
    annotation: gone,
    rls: gone,
    user: gone,
    role: gone,
    plugin: gone,
    tag: gone,
    filterSet: gone,
  };
}
