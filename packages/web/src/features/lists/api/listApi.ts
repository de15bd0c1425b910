import { api } from '../../../app/api';
import { buildListQuery, type ListResource, type ListState } from '../lib/listQuery';

export interface Owner {
  readonly id?: number;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly username?: string;
}

export interface ListResponse<T> {
  readonly count: number;
  readonly result: readonly T[];
}

export interface DashboardListItem {
  readonly id: number;
  readonly dashboard_title: string;
  readonly slug?: string | null;
  readonly url?: string;
  readonly published?: boolean;
  readonly changed_on_delta_humanized?: string;
  readonly owners?: readonly Owner[];
}

export interface ChartListItem {
  readonly id: number;
  readonly slice_name: string;
  readonly viz_type: string;
  readonly datasource_name_text?: string;
  readonly datasource_id?: number;
  readonly changed_on_delta_humanized?: string;
  readonly owners?: readonly Owner[];
}

export interface DatasetListItem {
  readonly id: number;
  readonly table_name: string;
  readonly schema?: string | null;
  readonly kind?: string;
  readonly database?: { readonly database_name?: string };
  readonly changed_on_delta_humanized?: string;
  readonly owners?: readonly Owner[];
}

const TAG = { dashboard: 'Dashboard', chart: 'Chart', dataset: 'Dataset' } as const;

export const listApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardList: build.query<ListResponse<DashboardListItem>, ListState>({
      query: (state) => ({ url: '/api/v1/dashboard/', rison: buildListQuery('dashboard', state) }),
      providesTags: [TAG.dashboard],
    }),
    chartList: build.query<ListResponse<ChartListItem>, ListState>({
      query: (state) => ({ url: '/api/v1/chart/', rison: buildListQuery('chart', state) }),
      providesTags: [TAG.chart],
    }),
    datasetList: build.query<ListResponse<DatasetListItem>, ListState>({
      query: (state) => ({ url: '/api/v1/dataset/', rison: buildListQuery('dataset', state) }),
      providesTags: [TAG.dataset],
    }),
    listPermissions: build.query<readonly string[], ListResource>({
      query: (resource) => ({ url: `/api/v1/${resource}/_info`, rison: { keys: ['permissions'] } }),
      transformResponse: (body: { permissions?: string[] }) => body.permissions ?? [],
    }),
  }),
});

export const { useDashboardListQuery, useChartListQuery, useDatasetListQuery, useListPermissionsQuery } =
  listApi;
