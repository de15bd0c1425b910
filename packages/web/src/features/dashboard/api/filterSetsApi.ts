import type { DataMaskState } from '@tessera/core';
import { api } from '../../../app/api';
import { request } from '../../../app/http';

/** What a filter set keeps (Superset's JsonMetadataSchema): the filters then, and their values. */
export interface FilterSetParams {
  readonly name?: string;
  readonly nativeFilters?: Readonly<Record<string, { readonly name?: string } & Record<string, unknown>>>;
  readonly dataMask?: DataMaskState;
}

/** One row of GET /api/v1/dashboard/{id}/filtersets. */
export interface FilterSet {
  readonly id: number;
  readonly name: string;
  readonly description?: string | null;
  readonly owner_type?: string;
  readonly owner_id?: number;
  readonly params?: FilterSetParams;
}

/** Spec 000 point 7: sets made from the dashboard belong to it. */
export const DASHBOARD_OWNER_TYPE = 'Dashboard';

const base = (dashboardId: number) => `/api/v1/dashboard/${dashboardId}/filtersets`;

export const filterSetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    filterSets: build.query<readonly FilterSet[], number>({
      query: (dashboardId) => base(dashboardId),
      transformResponse: (body: { result?: FilterSet[] }) => body.result ?? [],
    }),
  }),
});

export const { useFilterSetsQuery } = filterSetsApi;

export function createFilterSet(
  dashboardId: number,
  name: string,
  params: FilterSetParams,
): Promise<FilterSet> {
  return request<FilterSet>(base(dashboardId), {
    method: 'POST',
    body: {
      name,
      owner_type: DASHBOARD_OWNER_TYPE,
      owner_id: dashboardId,
      json_metadata: JSON.stringify(params),
    },
  });
}

/** PUT: a new name, new values, or both. */
export function updateFilterSet(
  dashboardId: number,
  id: number,
  change: { readonly name?: string; readonly params?: FilterSetParams },
): Promise<FilterSet> {
  return request<FilterSet>(`${base(dashboardId)}/${id}`, {
    method: 'PUT',
    body: {
      ...(change.name !== undefined ? { name: change.name } : {}),
      ...(change.params ? { json_metadata: JSON.stringify(change.params) } : {}),
    },
  });
}

export function deleteFilterSet(dashboardId: number, id: number): Promise<unknown> {
  return request(`${base(dashboardId)}/${id}`, { method: 'DELETE' });
}
