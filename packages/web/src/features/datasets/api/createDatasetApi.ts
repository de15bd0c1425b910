/** What the create-dataset page reads: databases, their schemas and tables, existing datasets. */
import { api } from '../../../app/api';

export interface DatabaseOption {
  readonly id: number;
  readonly database_name: string;
  readonly backend: string;
}

export interface TableColumn {
  readonly name: string;
  readonly type: string | null;
}

export interface ExistingDataset {
  readonly id: number;
  readonly table_name: string;
}

interface ListBody<T> {
  readonly result: readonly T[];
}

export const createDatasetApi = api.injectEndpoints({
  endpoints: (build) => ({
    datasetDatabases: build.query<readonly DatabaseOption[], void>({
      query: () => ({
        url: '/api/v1/database/',
        rison: {
          columns: ['id', 'database_name', 'backend'],
          order_column: 'database_name',
          order_direction: 'asc',
          page_size: 100,
        },
      }),
      transformResponse: (body: ListBody<DatabaseOption>) => body.result,
    }),
    datasetSchemas: build.query<readonly string[], number>({
      query: (databaseId) => `/api/v1/database/${databaseId}/schemas/`,
      transformResponse: (body: { result: string[] }) => body.result,
    }),
    datasetTables: build.query<readonly string[], { databaseId: number; schema: string }>({
      query: ({ databaseId, schema }) => ({
        url: `/api/v1/database/${databaseId}/tables/`,
        rison: { schema_name: schema, force: false },
      }),
      transformResponse: (body: { result: { value: string }[] }) => body.result.map((t) => t.value),
    }),
    datasetTableColumns: build.query<
      readonly TableColumn[],
      { databaseId: number; schema: string; table: string }
    >({
      query: ({ databaseId, schema, table }) =>
        `/api/v1/database/${databaseId}/table_metadata/?name=${encodeURIComponent(table)}&schema=${encodeURIComponent(schema)}`,
      transformResponse: (body: { columns?: { name: string; type?: string | null }[] }) =>
        (body.columns ?? []).map((c) => ({ name: c.name, type: c.type ?? null })),
    }),
    /** The datasets already made from tables of this schema (a table gets one dataset). */
    datasetsInSchema: build.query<readonly ExistingDataset[], { databaseId: number; schema: string }>({
      query: ({ databaseId, schema }) => ({
        url: '/api/v1/dataset/',
        rison: {
          columns: ['id', 'table_name'],
          filters: [
            { col: 'database', opr: 'rel_o_m', value: databaseId },
            { col: 'schema', opr: 'eq', value: schema },
            { col: 'sql', opr: 'dataset_is_null_or_empty', value: true },
          ],
          page_size: 1000,
        },
      }),
      transformResponse: (body: ListBody<ExistingDataset>) => body.result,
      providesTags: ['Dataset'],
    }),
    createDataset: build.mutation<{ id: number }, { database: number; schema: string; table_name: string }>({
      query: (body) => ({ url: '/api/v1/dataset/', method: 'POST', body }),
      invalidatesTags: ['Dataset'],
    }),
  }),
});

export const {
  useDatasetDatabasesQuery,
  useDatasetSchemasQuery,
  useDatasetTablesQuery,
  useDatasetTableColumnsQuery,
  useDatasetsInSchemaQuery,
  useCreateDatasetMutation,
} = createDatasetApi;
