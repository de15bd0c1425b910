/** Explore's stored state on the server: the form-data cache and permalinks (Superset's APIs). */
import type { QueryFormData } from '@tessera/core';
import { api } from '../../../app/api';
import { request } from '../../../app/http';
import type { FormDataCacheBody } from './exploreUrl';

export interface ExplorePermalink {
  readonly chartId: number | null;
  readonly datasourceId: number;
  readonly datasourceType: string;
  readonly state: { readonly formData: QueryFormData; readonly urlParams?: [string, string][] };
}

export const exploreStateApi = api.injectEndpoints({
  endpoints: (build) => ({
    exploreFormData: build.query<string, string>({
      query: (key) => `/api/v1/explore/form_data/${encodeURIComponent(key)}`,
      transformResponse: (body: { form_data: string }) => body.form_data,
      // A key's content changes as the user edits: always read it afresh.
      keepUnusedDataFor: 0,
    }),
    explorePermalink: build.query<ExplorePermalink, string>({
      query: (key) => `/api/v1/explore/permalink/${encodeURIComponent(key)}`,
    }),
  }),
});

export const { useExploreFormDataQuery, useExplorePermalinkQuery } = exploreStateApi;

/** Stores form data in the cache: PUT over `key` when there is one, else POST; answers the key. */
export async function storeFormData(
  body: FormDataCacheBody,
  tabId: number,
  key: string | null,
): Promise<string> {
  const query = tabId > 0 ? `?tab_id=${tabId}` : '';
  if (key) {
    try {
      const answer = await request<{ key: string }>(`/api/v1/explore/form_data/${key}${query}`, {
        method: 'PUT',
        body,
      });
      return answer.key;
    } catch (error) {
      // Expired or someone else's (a shared link): start an entry of our own.
      if ((error as { status?: number }).status !== 404 && (error as { status?: number }).status !== 403)
        throw error;
    }
  }
  const answer = await request<{ key: string }>(`/api/v1/explore/form_data${query}`, {
    method: 'POST',
    body,
  });
  return answer.key;
}

export async function createExplorePermalink(
  formData: QueryFormData,
  urlParams: [string, string][],
): Promise<string> {
  const answer = await request<{ key: string; url: string }>('/api/v1/explore/permalink', {
    method: 'POST',
    body: { formData, urlParams },
  });
  return answer.url;
}
