/**
 * The security admin API's dialogs (save a user, role or rule; role permissions; pickers) for the
 * Settings pages. Their lists (and deletes) go through the shared list page (features/lists).
 */
import { api } from '../../../app/api';

export interface RoleRef {
  readonly id: number;
  readonly name: string;
}

export interface User {
  readonly id: number;
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly active: boolean;
  readonly roles: readonly RoleRef[];
  readonly last_login: string | null;
  readonly login_count: number;
}

export interface UserInput {
  readonly username?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly email?: string;
  readonly password?: string;
  readonly active?: boolean;
  readonly roles?: number[];
}

export interface PermissionView {
  readonly id: number;
  readonly permission: { readonly id: number; readonly name: string };
  readonly view_menu: { readonly id: number; readonly name: string };
}

export interface RlsRule {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly filter_type: 'Regular' | 'Base';
  readonly group_key: string | null;
  readonly clause: string;
  readonly tables: readonly {
    readonly id: number;
    readonly table_name: string;
    readonly schema: string | null;
  }[];
  readonly roles: readonly RoleRef[];
  readonly changed_on_delta_humanized?: string | null;
}

export interface RlsInput {
  readonly name: string;
  readonly description: string;
  readonly filter_type: 'Regular' | 'Base';
  readonly group_key: string;
  readonly clause: string;
  readonly tables: number[];
  readonly roles: number[];
}

export interface Page<T> {
  readonly count: number;
  readonly result: T[];
}

export interface ListArgs {
  readonly search: string;
  readonly page: number;
  readonly pageSize: number;
}

const searchFilter = (col: string, search: string) =>
  search.trim() ? [{ col, opr: 'ct', value: search.trim() }] : [];

const base = api.enhanceEndpoints({ addTagTypes: ['SecurityUser', 'SecurityRole', 'Rls'] });

export const securityApi = base.injectEndpoints({
  endpoints: (build) => ({
    saveUser: build.mutation<{ id: number }, { id?: number; input: UserInput }>({
      query: ({ id, input }) => ({
        url: id ? `/api/v1/security/users/${id}` : '/api/v1/security/users/',
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
      invalidatesTags: ['SecurityUser'],
    }),
    roles: build.query<Page<RoleRef>, ListArgs>({
      query: ({ search, page, pageSize }) => ({
        url: '/api/v1/security/roles/',
        rison: { filters: searchFilter('name', search), order_column: 'name', page, page_size: pageSize },
      }),
      providesTags: ['SecurityRole'],
    }),
    saveRole: build.mutation<{ id: number }, { id?: number; name: string }>({
      query: ({ id, name }) => ({
        url: id ? `/api/v1/security/roles/${id}` : '/api/v1/security/roles/',
        method: id ? 'PUT' : 'POST',
        body: { name },
      }),
      invalidatesTags: ['SecurityRole', 'SecurityUser', 'Rls'],
    }),
    rolePermissions: build.query<number[], number>({
      query: (id) => `/api/v1/security/roles/${id}/permissions/`,
      transformResponse: (body: { result: { id: number }[] }) => body.result.map((item) => item.id),
      providesTags: ['SecurityRole'],
    }),
    setRolePermissions: build.mutation<unknown, { id: number; ids: number[] }>({
      query: ({ id, ids }) => ({
        url: `/api/v1/security/roles/${id}/permissions/`,
        method: 'POST',
        body: { permission_view_menu_ids: ids },
      }),
      invalidatesTags: ['SecurityRole'],
    }),
    permissionViews: build.query<PermissionView[], void>({
      query: () => ({
        url: '/api/v1/security/permissions-resources/',
        rison: { order_column: 'id', page: 0, page_size: 1000 },
      }),
      transformResponse: (body: Page<PermissionView>) => body.result,
      providesTags: ['SecurityRole'],
    }),
    saveRls: build.mutation<{ id: number }, { id?: number; input: RlsInput }>({
      query: ({ id, input }) => ({
        url: id ? `/api/v1/rowlevelsecurity/${id}` : '/api/v1/rowlevelsecurity/',
        method: id ? 'PUT' : 'POST',
        body: input,
      }),
      invalidatesTags: ['Rls'],
    }),
    rlsRelated: build.query<{ value: number; text: string }[], { column: 'tables' | 'roles' }>({
      query: ({ column }) => ({
        url: `/api/v1/rowlevelsecurity/related/${column}`,
        rison: { filter: '', page: 0, page_size: 1000 },
      }),
      transformResponse: (body: { result: { value: number; text: string }[] }) => body.result,
      providesTags: ['Rls', 'SecurityRole'],
    }),
  }),
});

export const {
  useSaveUserMutation,
  useRolesQuery,
  useSaveRoleMutation,
  useRolePermissionsQuery,
  useSetRolePermissionsMutation,
  usePermissionViewsQuery,
  useSaveRlsMutation,
  useRlsRelatedQuery,
} = securityApi;
