/**
 * SQL Lab's server calls: databases exposed in SQL Lab, their schemas, tables and columns (for the
 * browser and autocompletion), saved queries and the query history, through RTK Query; running a
 * query is imperative (runQuery.ts), with polling for asynchronous runs.
 */
import { api } from '../../../app/api';

export interface SqlLabDatabase {
  readonly id: number;
  readonly database_name: string;
  readonly backend?: string;
  readonly allow_run_async?: boolean;
  readonly allow_dml?: boolean;
}

export interface TableColumnInfo {
  readonly name: string;
  readonly type: string;
  readonly is_dttm?: boolean;
}

export interface TableMetadata {
  readonly name: string;
  readonly schema: string | null;
  readonly columns: readonly TableColumnInfo[];
}

export interface SavedQuery {
  readonly id: number;
  readonly label: string;
  readonly description?: string | null;
  readonly sql: string;
  readonly schema?: string | null;
  readonly catalog?: string | null;
  readonly db_id: number;
  readonly database?: { readonly id?: number; readonly database_name?: string | null };
  readonly changed_on_delta_humanized?: string | null;
  readonly created_by?: { readonly first_name?: string; readonly last_name?: string } | null;
  readonly tags?: readonly { readonly id?: number; readonly name: string; readonly type?: number | string }[];
}

export interface SavedQueryInput {
  readonly label: string;
  readonly description?: string | null;
  readonly sql: string;
  readonly schema?: string | null;
  readonly db_id: number;
}

export interface HistoryItem {
  readonly id: number;
  readonly client_id: string;
  readonly sql: string;
  readonly status: string;
  readonly rows: number | null;
  readonly schema: string | null;
  readonly tab_name: string | null;
  readonly start_time: number | null;
  readonly end_time: number | null;
  readonly error_message: string | null;
  readonly database: { readonly id: number; readonly database_name: string | null };
}

interface ListBody<T> {
  readonly count: number;
  readonly result: readonly T[];
}

const sqllabTagged = api.enhanceEndpoints({ addTagTypes: ['SavedQuery', 'QueryHistory'] });

export const sqllabApi = sqllabTagged.injectEndpoints({
  endpoints: (build) => ({
    sqllabDatabases: build.query<readonly SqlLabDatabase[], void>({
      query: () => ({
        url: '/api/v1/database/',
        rison: {
          filters: [{ col: 'expose_in_sqllab', opr: 'eq', value: true }],
          columns: ['id', 'database_name', 'backend', 'allow_run_async', 'allow_dml'],
          order_column: 'database_name',
          order_direction: 'asc',
          page_size: 100,
        },
      }),
      transformResponse: (body: ListBody<SqlLabDatabase>) => body.result,
    }),
    schemas: build.query<readonly string[], number>({
      query: (databaseId) => `/api/v1/database/${databaseId}/schemas/`,
      transformResponse: (body: { result: string[] }) => body.result,
    }),
    tables: build.query<readonly string[], { databaseId: number; schema: string }>({
      query: ({ databaseId, schema }) => ({
        url: `/api/v1/database/${databaseId}/tables/`,
        rison: { schema_name: schema, force: false },
      }),
      transformResponse: (body: { result: { value: string }[] }) => body.result.map((t) => t.value),
    }),
    tableMetadata: build.query<TableMetadata, { databaseId: number; schema: string; table: string }>({
      query: ({ databaseId, schema, table }) =>
        `/api/v1/database/${databaseId}/table_metadata/?name=${encodeURIComponent(table)}&schema=${encodeURIComponent(schema)}`,
    }),
    savedQueries: build.query<
      ListBody<SavedQuery>,
      { search: string; page: number; pageSize: number; order: string; direction: 'asc' | 'desc' }
    >({
      query: ({ search, page, pageSize, order, direction }) => ({
        url: '/api/v1/saved_query/',
        rison: {
          filters: search.trim() ? [{ col: 'label', opr: 'all_text', value: search.trim() }] : [],
          order_column: order,
          order_direction: direction,
          page,
          page_size: pageSize,
        },
      }),
      providesTags: ['SavedQuery'],
    }),
    savedQuery: build.query<SavedQuery, number>({
      query: (id) => `/api/v1/saved_query/${id}`,
      transformResponse: (body: { result: SavedQuery }) => body.result,
      providesTags: ['SavedQuery'],
    }),
    createSavedQuery: build.mutation<{ id: number; result: SavedQuery }, SavedQueryInput>({
      query: (body) => ({ url: '/api/v1/saved_query/', method: 'POST', body }),
      invalidatesTags: ['SavedQuery'],
    }),
    updateSavedQuery: build.mutation<
      { id: number; result: SavedQuery },
      { id: number; body: Partial<SavedQueryInput> }
    >({
      query: ({ id, body }) => ({ url: `/api/v1/saved_query/${id}`, method: 'PUT', body }),
      invalidatesTags: ['SavedQuery'],
    }),
    deleteSavedQuery: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/saved_query/${id}`, method: 'DELETE' }),
      invalidatesTags: ['SavedQuery'],
    }),
    queryHistory: build.query<ListBody<HistoryItem>, { userId: number }>({
      query: ({ userId }) => ({
        url: '/api/v1/query/',
        rison: {
          filters: [{ col: 'user', opr: 'rel_o_m', value: userId }],
          columns: [
            'id',
            'client_id',
            'sql',
            'status',
            'rows',
            'schema',
            'tab_name',
            'start_time',
            'end_time',
            'error_message',
            'database.id',
            'database.database_name',
          ],
          order_column: 'start_time',
          order_direction: 'desc',
          page_size: 100,
        },
      }),
      providesTags: ['QueryHistory'],
    }),
    formatSql: build.mutation<{ result: string }, { sql: string; database_id?: number }>({
      query: (body) => ({ url: '/api/v1/sqllab/format_sql/', method: 'POST', body }),
    }),
  }),
});

export const {
  useSqllabDatabasesQuery,
  useSchemasQuery,
  useTablesQuery,
  useTableMetadataQuery,
  useSavedQueriesQuery,
  useSavedQueryQuery,
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  useDeleteSavedQueryMutation,
  useQueryHistoryQuery,
  useFormatSqlMutation,
} = sqllabApi;
