export type ListResource =
  | 'dashboard'
  | 'chart'
  | 'dataset'
  | 'database'
  | 'saved_query'
  | 'annotation_layer'
  | 'user'
  | 'role'
  | 'rowlevelsecurity';
export type SortDirection = 'asc' | 'desc';
export type ViewMode = 'card' | 'table';

export interface ListState {
  readonly search: string;
  readonly orderColumn: string;
  readonly orderDirection: SortDirection;
  readonly page: number;
  readonly pageSize: number;
  /** Chosen filter values by filter key; undefined or null: the filter is off */
  readonly filters?: Readonly<Record<string, unknown>>;
}

export interface ListFilter {
  readonly col: string;
  readonly opr: string;
  readonly value: unknown;
}

/** How one resource's list turns its search box and filter bar into rison filters (SUPERSET_FACTS §5.2). */
export interface ListQuerySpec {
  readonly search: { readonly col: string; readonly opr: string };
  readonly filters?: readonly { readonly key: string; readonly col: string; readonly opr: string }[];
}

export const PAGE_SIZE = 25;

/** Each list's search: Superset's own all-text operators where the resource has one. */
export const SEARCH: Record<ListResource, ListQuerySpec['search']> = {
  dashboard: { col: 'dashboard_title', opr: 'title_or_slug' },
  chart: { col: 'slice_name', opr: 'chart_all_text' },
  dataset: { col: 'table_name', opr: 'ct' },
  database: { col: 'database_name', opr: 'ct' },
  saved_query: { col: 'label', opr: 'all_text' },
  annotation_layer: { col: 'name', opr: 'ct' },
  user: { col: 'username', opr: 'ct' },
  role: { col: 'name', opr: 'ct' },
  rowlevelsecurity: { col: 'name', opr: 'ct' },
};

/** Where each resource's list API lives, under /api/v1/ (the security ones as Superset has them). */
export const RESOURCE_PATH: Record<ListResource, string> = {
  dashboard: 'dashboard',
  chart: 'chart',
  dataset: 'dataset',
  database: 'database',
  saved_query: 'saved_query',
  annotation_layer: 'annotation_layer',
  user: 'security/users',
  role: 'security/roles',
  rowlevelsecurity: 'rowlevelsecurity',
};

/** The column each list searches by name. */
export const SEARCH_COLUMN: Record<ListResource, string> = Object.fromEntries(
  Object.entries(SEARCH).map(([resource, search]) => [resource, search.col]),
) as Record<ListResource, string>;

/** The filters a state asks for: the search first, then each filter that has a value. */
export function listFilters(spec: ListQuerySpec, state: ListState): ListFilter[] {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search) filters.push({ col: spec.search.col, opr: spec.search.opr, value: search });
  for (const filter of spec.filters ?? []) {
    const value = state.filters?.[filter.key];
    if (value === undefined || value === null || value === '') continue;
    filters.push({ col: filter.col, opr: filter.opr, value });
  }
  return filters;
}

/** List state → the rison `q` object of Superset's list API (SUPERSET_FACTS §5.1; pages are 0-based). */
export function buildListQuery(resource: ListResource | ListQuerySpec, state: ListState) {
  const spec = typeof resource === 'string' ? { search: SEARCH[resource] } : resource;
  return {
    filters: listFilters(spec, state),
    order_column: state.orderColumn,
    order_direction: state.orderDirection,
    page: Math.max(0, state.page),
    page_size: state.pageSize,
  };
}

export function defaultListState(): ListState {
  return {
    search: '',
    orderColumn: 'changed_on_delta_humanized',
    orderDirection: 'desc',
    page: 0,
    pageSize: PAGE_SIZE,
    filters: {},
  };
}

/** Changing a filter or the search starts again from the first page. */
export function withFilter(state: ListState, key: string, value: unknown): ListState {
  return { ...state, page: 0, filters: { ...state.filters, [key]: value } };
}
