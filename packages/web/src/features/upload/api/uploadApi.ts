import { api } from '../../../app/api';
import type { ListResponse } from '../../lists';

export interface UploadDatabase {
  readonly id: number;
  readonly database_name: string;
  readonly backend: string;
  readonly extra?: string | null;
}

const uploadApiBase = api.enhanceEndpoints({ addTagTypes: ['Database'] });

export const uploadApi = uploadApiBase.injectEndpoints({
  endpoints: (build) => ({
    /** Databases that take file uploads (Superset's upload menu asks the same). */
    uploadDatabases: build.query<ListResponse<UploadDatabase>, void>({
      query: () => ({
        url: '/api/v1/database/',
        rison: {
          filters: [{ col: 'allow_file_upload', opr: 'eq', value: true }],
          order_column: 'database_name',
          order_direction: 'asc',
          page: 0,
          page_size: 100,
        },
      }),
      providesTags: ['Database'],
    }),
    databaseSchemas: build.query<readonly string[], number>({
      query: (id) => `/api/v1/database/${id}/schemas/`,
      transformResponse: (body: { result: string[] }) => body.result,
      providesTags: ['Database'],
    }),
  }),
});

export const { useUploadDatabasesQuery, useDatabaseSchemasQuery } = uploadApi;

/** Datasets changed: the dataset list shows the new one. */
export const invalidateDatasets = () => api.util.invalidateTags(['Dataset']);
