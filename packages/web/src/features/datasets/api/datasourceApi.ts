import { api } from '../../../app/api';
import type { DatasourceData, DatasourceOwner } from '../lib/draft';

/** One row of the change-dataset table (spec 000: table_name, kind, schema, database, owners). */
export interface DatasetRow {
  readonly id: number;
  readonly table_name: string;
  readonly kind: string;
  readonly schema: string | null;
  readonly database: { readonly database_name: string } | null;
  readonly owners: readonly DatasourceOwner[];
}

export interface DatasetPageArgs {
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
  readonly orderColumn: 'table_name' | 'schema' | 'changed_on_delta_humanized';
  readonly orderDirection: 'asc' | 'desc';
}

export interface UserOption {
  readonly value: number;
  readonly text: string;
}

export const datasourceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Superset's `GET /datasource/get/{type}/{id}/`: the datasource JSON the editor works on. */
    datasource: build.query<DatasourceData, number>({
      query: (id) => `/datasource/get/table/${id}/`,
      providesTags: (_result, _error, id) => [{ type: 'Dataset', id }],
    }),
    saveDatasource: build.mutation<DatasourceData, Record<string, unknown>>({
      query: (data) => ({ url: '/datasource/save/', method: 'POST', body: { data: JSON.stringify(data) } }),
      invalidatesTags: (_result, _error, data) => [{ type: 'Dataset', id: data.id as number }, 'Dataset'],
    }),
    datasetPage: build.query<{ rows: DatasetRow[]; count: number }, DatasetPageArgs>({
      query: ({ search, page, pageSize, orderColumn, orderDirection }) => ({
        url: '/api/v1/dataset/',
        rison: {
          columns: ['id', 'table_name', 'kind', 'schema', 'database.database_name', 'owners'],
          filters: search.trim() ? [{ col: 'table_name', opr: 'ct', value: search.trim() }] : [],
          order_column: orderColumn,
          order_direction: orderDirection,
          page,
          page_size: pageSize,
        },
      }),
      transformResponse: (body: { result?: DatasetRow[]; count?: number }) => ({
        rows: body.result ?? [],
        count: body.count ?? 0,
      }),
      providesTags: ['Dataset'],
    }),
    ownerOptions: build.query<UserOption[], string>({
      query: (search) => ({
        url: '/api/v1/dataset/related/owners',
        rison: { filter: search, page: 0, page_size: 50 },
      }),
      transformResponse: (body: { result?: UserOption[] }) => body.result ?? [],
    }),
  }),
});

export const { useDatasourceQuery, useSaveDatasourceMutation, useDatasetPageQuery, useOwnerOptionsQuery } =
  datasourceApi;
