export type ListResource = 'dashboard' | 'chart' | 'dataset' | 'database';
export type SortDirection = 'asc' | 'desc';

export interface ListState {
  readonly search: string;
  readonly orderColumn: string;
  readonly orderDirection: SortDirection;
  readonly page: number;
  readonly pageSize: number;
}

export interface ListFilter {
  readonly col: string;
  readonly opr: string;
  readonly value: unknown;
}

export const PAGE_SIZE = 25;

/** The column each list searches by name ("contains", FAB's `ct`). */
export const SEARCH_COLUMN: Record<ListResource, string> = {
  dashboard: 'dashboard_title',
  chart: 'slice_name',
  dataset: 'table_name',
  database: 'database_name',
};

/** List state → the rison `q` object of Superset's list API (SUPERSET_FACTS §5.1; pages are 0-based). */
export function buildListQuery(resource: ListResource, state: ListState) {
  const filters: ListFilter[] = [];
  const search = state.search.trim();
  if (search) filters.push({ col: SEARCH_COLUMN[resource], opr: 'ct', value: search });
  return {
    filters,
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
  };
}
