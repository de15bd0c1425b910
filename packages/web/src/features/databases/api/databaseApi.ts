import { api } from '../../../app/api';
import { request } from '../../../app/http';
import { buildListQuery, type ListResponse, type ListState } from '../../lists';

export interface DatabaseListItem {
  readonly id: number;
  readonly database_name: string;
  readonly backend: string;
  readonly expose_in_sqllab: boolean;
  readonly allow_run_async: boolean;
  readonly allow_dml: boolean;
  readonly allow_file_upload: boolean;
  readonly extra?: string | null;
  readonly changed_on_delta_humanized?: string;
  readonly changed_by?: { readonly first_name?: string; readonly last_name?: string } | null;
}

export interface Database extends DatabaseListItem {
  readonly sqlalchemy_uri: string | null;
  readonly cache_timeout: number | null;
  readonly configuration_method?: 'sqlalchemy_form' | 'dynamic_form';
  readonly engine?: string;
  readonly parameters?: Record<string, unknown>;
}

/** A JSON schema property of an engine's parameters (Superset's /database/available/). */
export interface ParameterProperty {
  readonly type?: string;
  readonly description?: string;
  readonly default?: unknown;
  readonly nullable?: boolean;
}

export interface EngineInfo {
  readonly engine: string;
  readonly name: string;
  readonly preferred?: boolean;
  readonly sqlalchemy_uri_placeholder: string;
  readonly engine_information?: { readonly supports_file_upload?: boolean };
  readonly parameters?: {
    readonly properties: Record<string, ParameterProperty>;
    readonly required?: readonly string[];
  };
}

/** What create, update and test send (Superset's DatabasePostSchema, the fields we use). */
export interface DatabasePayload {
  readonly database_name: string;
  readonly engine: string;
  readonly configuration_method: 'sqlalchemy_form' | 'dynamic_form';
  readonly sqlalchemy_uri?: string;
  readonly parameters?: Record<string, unknown>;
  readonly expose_in_sqllab: boolean;
  readonly allow_dml: boolean;
  readonly allow_run_async: boolean;
  readonly allow_file_upload: boolean;
  readonly cache_timeout: number | null;
  readonly extra: string;
}

const databaseApiBase = api.enhanceEndpoints({ addTagTypes: ['Database'] });

export const databaseApi = databaseApiBase.injectEndpoints({
  endpoints: (build) => ({
    databaseList: build.query<ListResponse<DatabaseListItem>, ListState>({
      query: (state) => ({ url: '/api/v1/database/', rison: buildListQuery('database', state) }),
      providesTags: ['Database'],
    }),
    database: build.query<Database, number>({
      query: (id) => `/api/v1/database/${id}`,
      transformResponse: (body: { result: Database }) => body.result,
      providesTags: ['Database'],
    }),
    availableEngines: build.query<readonly EngineInfo[], void>({
      query: () => '/api/v1/database/available/',
    }),
    deleteDatabase: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/v1/database/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Database', 'Dataset'],
    }),
  }),
});

export const { useDatabaseListQuery, useDatabaseQuery, useAvailableEnginesQuery, useDeleteDatabaseMutation } =
  databaseApi;

/** Marks the database lists stale after a save made with the plain calls below. */
export const invalidateDatabases = () => databaseApi.util.invalidateTags(['Database']);

/*
 * The connection dialog's calls go through `request` directly: their failures carry the SIP-40
 * `errors` that become field messages, which RTK Query's error value does not keep.
 */
export const testConnection = (payload: DatabasePayload) =>
  request('/api/v1/database/test_connection/', { method: 'POST', body: payload });

export const validateParameters = (payload: DatabasePayload) =>
  request('/api/v1/database/validate_parameters/', { method: 'POST', body: payload });

export const saveDatabase = (payload: DatabasePayload, id: number | null) =>
  request<{ id: number; result: Database }>(id === null ? '/api/v1/database/' : `/api/v1/database/${id}`, {
    method: id === null ? 'POST' : 'PUT',
    body: payload,
  });
