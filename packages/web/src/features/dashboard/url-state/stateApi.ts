/** A dashboard's stored state on the server: filter_state and permalinks (Superset's APIs). */
import type { DataMaskState } from '@tessera/core';
import { api } from '../../../app/api';
import { request } from '../../../app/http';
import type { DashboardPermalinkState } from './dashboardUrl';

export interface DashboardPermalink {
  readonly dashboardId: string;
  readonly state: DashboardPermalinkState;
}

export const dashboardStateApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboardPermalink: build.query<DashboardPermalink, string>({
      query: (key) => `/api/v1/dashboard/permalink/${encodeURIComponent(key)}`,
    }),
  }),
});

export const { useDashboardPermalinkQuery } = dashboardStateApi;

const base = (dashboardId: string | number) => `/api/v1/dashboard/${encodeURIComponent(String(dashboardId))}`;

export async function readFilterState(dashboardId: string | number, key: string): Promise<string> {
  const answer = await request<{ value: string }>(
    `${base(dashboardId)}/filter_state/${encodeURIComponent(key)}`,
  );
  return answer.value;
}

/** Stores the applied masks: PUT over `key` when there is one (falling back to POST); answers the key. */
export async function storeFilterState(
  dashboardId: string | number,
  masks: DataMaskState,
  tabId: number,
  key: string | null,
): Promise<string> {
  const query = tabId > 0 ? `?tab_id=${tabId}` : '';
  const body = { value: JSON.stringify(masks) };
  if (key) {
    try {
      const answer = await request<{ key: string }>(`${base(dashboardId)}/filter_state/${key}${query}`, {
        method: 'PUT',
        body,
      });
      return answer.key;
    } catch (error) {
      // Expired, or someone else's (a shared address): start an entry of our own.
      const status = (error as { status?: number }).status;
      if (status !== 404 && status !== 403) throw error;
    }
  }
  const answer = await request<{ key: string }>(`${base(dashboardId)}/filter_state${query}`, {
    method: 'POST',
    body,
  });
  return answer.key;
}

export async function createDashboardPermalink(
  dashboardId: string | number,
  state: { dataMask: DataMaskState; activeTabs: readonly string[]; urlParams: [string, string][] },
): Promise<string> {
  const answer = await request<{ key: string; url: string }>(`${base(dashboardId)}/permalink`, {
    method: 'POST',
    body: state,
  });
  return answer.url;
}
