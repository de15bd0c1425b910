import { api } from '../../../app/api';
import {
  buildListQuery,
  type ListQuerySpec,
  type ListResource,
  type ListState,
  RESOURCE_PATH,
} from '../lib/listQuery';

export interface Owner {
  readonly id?: number;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly username?: string;
}

export interface Tag {
  readonly id?: number;
  readonly name: string;
  readonly type?: number | string;
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
  readonly status?: string;
  readonly certified_by?: string | null;
  readonly certification_details?: string | null;
  readonly changed_on_delta_humanized?: string;
  readonly changed_by_name?: string | null;
  readonly owners?: readonly Owner[];
  readonly tags?: readonly Tag[];
}

export interface ChartListItem {
  readonly id: number;
  readonly slice_name: string;
  readonly viz_type: string;
  readonly description?: string | null;
  readonly datasource_name_text?: string;
  readonly datasource_id?: number;
  readonly certified_by?: string | null;
  readonly certification_details?: string | null;
  readonly changed_on_delta_humanized?: string;
  readonly changed_by_name?: string | null;
  readonly dashboards?: readonly { readonly dashboard_title: string; readonly id: number }[];
  readonly owners?: readonly Owner[];
  readonly tags?: readonly Tag[];
}

export interface DatasetListItem {
  readonly id: number;
  readonly table_name: string;
  readonly schema?: string | null;
  readonly kind?: string;
  readonly sql?: string | null;
  readonly database?: { readonly id?: number; readonly database_name?: string };
  readonly changed_on_delta_humanized?: string;
  readonly changed_by_name?: string | null;
  readonly owners?: readonly Owner[];
  /** The dataset's extra JSON (as text): its certification, warning and the like. */
  readonly extra?: string | null;
}

export interface Option {
  readonly value: string | number;
  readonly text: string;
}

/** Cache tags per resource, so a delete or import refreshes the lists that show it. */
export const RESOURCE_TAG = {
  dashboard: 'Dashboard',
  chart: 'Chart',
  dataset: 'Dataset',
  database: 'Database',
  saved_query: 'SavedQuery',
  annotation_layer: 'AnnotationLayer',
  // The security pages' own tags, so their dialogs' saves refresh these lists too.
  user: 'SecurityUser',
  role: 'SecurityRole',
  rowlevelsecurity: 'Rls',
} as const satisfies Record<ListResource, string>;

/** Resources whose API deletes one object per request (no `DELETE /?q=!(ids)`). */
const ONE_BY_ONE_DELETE: ReadonlySet<ListResource> = new Set(['user', 'role']);

export type FavoriteResource = 'chart' | 'dashboard';

export interface ResourceListArgs {
  readonly resource: ListResource;
  readonly spec: ListQuerySpec;
  readonly state: ListState;
  /** Extra rison keys, e.g. `columns` */
  readonly columns?: readonly string[];
}

const listBase = api.enhanceEndpoints({
  addTagTypes: [
    'Database',
    'SavedQuery',
    'AnnotationLayer',
    'Favorite',
    'SecurityUser',
    'SecurityRole',
    'Rls',
  ],
});

export const listApi = listBase.injectEndpoints({
  endpoints: (build) => ({
    dashboardList: build.query<ListResponse<DashboardListItem>, ListState>({
      query: (state) => ({ url: '/api/v1/dashboard/', rison: buildListQuery('dashboard', state) }),
      providesTags: [RESOURCE_TAG.dashboard],
    }),
    chartList: build.query<ListResponse<ChartListItem>, ListState>({
      query: (state) => ({ url: '/api/v1/chart/', rison: buildListQuery('chart', state) }),
      providesTags: [RESOURCE_TAG.chart],
    }),
    datasetList: build.query<ListResponse<DatasetListItem>, ListState>({
      query: (state) => ({ url: '/api/v1/dataset/', rison: buildListQuery('dataset', state) }),
      providesTags: [RESOURCE_TAG.dataset],
    }),
    resourceList: build.query<ListResponse<Record<string, unknown> & { id: number }>, ResourceListArgs>({
      query: ({ resource, spec, state, columns }) => ({
        url: `/api/v1/${RESOURCE_PATH[resource]}/`,
        rison: { ...buildListQuery(spec, state), ...(columns ? { columns } : {}) },
      }),
      providesTags: (_result, _error, { resource }) => [RESOURCE_TAG[resource]],
    }),
    listPermissions: build.query<readonly string[], ListResource>({
      query: (resource) => ({
        url: `/api/v1/${RESOURCE_PATH[resource]}/_info`,
        rison: { keys: ['permissions'] },
      }),
      transformResponse: (body: { permissions?: string[] }) => body.permissions ?? [],
    }),
    relatedOptions: build.query<
      readonly Option[],
      { resource: ListResource; column: string; kind: 'related' | 'distinct'; filter: string }
    >({
      query: ({ resource, column, kind, filter }) => ({
        url: `/api/v1/${RESOURCE_PATH[resource]}/${kind}/${column}`,
        rison: { filter, page: 0, page_size: 100 },
      }),
      transformResponse: (body: { result?: Option[] }) => body.result ?? [],
    }),
    favoriteStatus: build.query<
      Readonly<Record<number, boolean>>,
      { resource: FavoriteResource; ids: number[] }
    >({
      query: ({ resource, ids }) => ({ url: `/api/v1/${resource}/favorite_status/`, rison: ids }),
      transformResponse: (body: { result?: { id: number; value: boolean }[] }) =>
        Object.fromEntries((body.result ?? []).map((item) => [item.id, item.value])),
      providesTags: ['Favorite'],
    }),
    setFavorite: build.mutation<unknown, { resource: FavoriteResource; id: number; on: boolean }>({
      query: ({ resource, id, on }) => ({
        url: `/api/v1/${resource}/${id}/favorites/`,
        method: on ? 'POST' : 'DELETE',
      }),
      // The star sticks: status, the favourite filters and the home page all read again.
      invalidatesTags: (_result, _error, { resource }) => ['Favorite', RESOURCE_TAG[resource]],
    }),
    deleteResources: build.mutation<unknown, { resource: ListResource; ids: readonly number[] }>({
      queryFn: async ({ resource, ids }, _api, _extra, baseQuery) => {
        const url = `/api/v1/${RESOURCE_PATH[resource]}/`;
        if (!ONE_BY_ONE_DELETE.has(resource)) return baseQuery({ url, method: 'DELETE', rison: ids });
        for (const id of ids) {
          const answer = await baseQuery({ url: `${url}${id}`, method: 'DELETE' });
          if (answer.error) return answer;
        }
        return { data: { message: 'OK' } };
      },
      // Not 'Favorite': the status of the deleted ids would be asked again and answer 404 (as
      // Superset's does when none of the ids exists). The list reads again, and its new ids bring
      // their own status query.
      invalidatesTags: (_result, _error, { resource }) => [RESOURCE_TAG[resource]],
    }),
  }),
});

export const {
  useDashboardListQuery,
  useChartListQuery,
  useDatasetListQuery,
  useListPermissionsQuery,
  useResourceListQuery,
  useRelatedOptionsQuery,
  useFavoriteStatusQuery,
  useSetFavoriteMutation,
  useDeleteResourcesMutation,
} = listApi;
