import type { QueryFormData } from '@tessera/core';
import { api } from '../../../app/api';
import { request } from '../../../app/http';
import { chartDatasource } from '../../../charts';
import type { ChartDatasource } from '../../../charts/types';
import { addChartToPosition, parsePosition } from '../lib/layout';

export interface DashboardDetail {
  readonly id: number;
  readonly dashboard_title: string;
  readonly slug?: string | null;
  readonly position_json?: string | null;
  readonly json_metadata?: string | null;
  readonly published?: boolean;
  readonly css?: string | null;
  readonly changed_on_delta_humanized?: string;
  /** changed_on in milliseconds: the copy's `last_modified_time` (÷ 1000) for a safe save. */
  readonly changed_on_dttm?: number;
  readonly owners?: readonly { id?: number; first_name?: string; last_name?: string; username?: string }[];
  readonly roles?: readonly { id: number; name: string }[];
  readonly tags?: readonly { readonly id?: number; readonly name: string; readonly type?: number | string }[];
}

export interface DashboardChart {
  readonly id: number;
  readonly slice_name: string;
  readonly viz_type: string;
  readonly form_data: QueryFormData;
  readonly datasource_id?: number;
}

interface DashboardDatasetAnswer {
  readonly id: number;
  readonly uid?: string;
  readonly columns?: readonly {
    column_name: string;
    verbose_name?: string | null;
    is_dttm?: boolean | null;
  }[];
  readonly metrics?: readonly {
    metric_name: string;
    verbose_name?: string | null;
    d3format?: string | null;
  }[];
  readonly verbose_map?: Record<string, string>;
  readonly column_formats?: Record<string, string>;
}

/** What the dashboard keeps of each dataset its charts use. */
export interface DashboardDataset {
  /** Display facts handed to the charts (verbose names, number formats, temporal columns). */
  readonly datasource: ChartDatasource;
  /** Column names: a cross-filter reaches a chart when its dataset has the filter's column. */
  readonly columns: readonly string[];
}

export interface DashboardWrite {
  readonly dashboard_title?: string;
  readonly slug?: string | null;
  readonly position_json?: string;
  readonly json_metadata?: string;
  readonly published?: boolean;
  readonly css?: string | null;
  readonly owners?: readonly number[];
  readonly roles?: readonly number[];
}

function dashboardDataset(answer: DashboardDatasetAnswer): DashboardDataset {
  return { datasource: chartDatasource(answer), columns: (answer.columns ?? []).map((c) => c.column_name) };
}

/** The datasource key (`<id>__<type>`) of a chart: its form data's, else its table's. */
export function chartDatasetKey(chart: DashboardChart): string {
  return String(chart.form_data?.datasource ?? `${chart.datasource_id}__table`);
}

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    dashboard: build.query<DashboardDetail, string>({
      query: (idOrSlug) => `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}`,
      transformResponse: (body: { result: DashboardDetail }) => body.result,
      providesTags: (result, _error, key) => [{ type: 'Dashboard', id: result?.id ?? key }],
    }),
    dashboardCharts: build.query<readonly DashboardChart[], string>({
      query: (idOrSlug) => `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/charts`,
      transformResponse: (body: { result: DashboardChart[] }) => body.result ?? [],
      providesTags: ['Chart'],
    }),
    dashboardDatasets: build.query<Record<string, DashboardDataset>, string>({
      query: (idOrSlug) => `/api/v1/dashboard/${encodeURIComponent(idOrSlug)}/datasets`,
      transformResponse: (body: { result?: DashboardDatasetAnswer[] }) =>
        Object.fromEntries((body.result ?? []).map((d) => [d.uid ?? `${d.id}__table`, dashboardDataset(d)])),
      providesTags: ['Dataset'],
    }),
    /** Superset's fetchDatasourceMetadata call: one datasource by its key (`<id>__table`). */
    datasourceMetadata: build.query<DashboardDataset, string>({
      query: (key) => `/superset/fetch_datasource_metadata?datasourceKey=${encodeURIComponent(key)}`,
      transformResponse: dashboardDataset,
      providesTags: ['Dataset'],
    }),
    createDashboard: build.mutation<{ id: number }, DashboardWrite>({
      query: (body) => ({ url: '/api/v1/dashboard/', method: 'POST', body }),
      invalidatesTags: ['Dashboard'],
    }),
  }),
});

export const {
  useDashboardQuery,
  useDashboardChartsQuery,
  useDashboardDatasetsQuery,
  useCreateDashboardMutation,
} = dashboardApi;

/** The answer to a dashboard PUT: the dashboard and the new `last_modified_time` (seconds). */
export interface DashboardSaved {
  readonly result: DashboardDetail;
  readonly last_modified_time: number;
}

/** PUT /api/v1/dashboard/{id}; a 409 means someone saved since `last_modified_time` in json_metadata. */
export function saveDashboard(id: number, body: DashboardWrite): Promise<DashboardSaved> {
  return request<DashboardSaved>(`/api/v1/dashboard/${id}`, { method: 'PUT', body });
}

export function deleteDashboard(id: number): Promise<unknown> {
  return request(`/api/v1/dashboard/${id}`, { method: 'DELETE' });
}

/** POST /api/v1/dashboard/ → the new dashboard's id. */
export async function createDashboard(body: DashboardWrite): Promise<number> {
  const answer = await request<{ id: number }>('/api/v1/dashboard/', { method: 'POST', body });
  return answer.id;
}

/**
 * Places a chart on a dashboard the Superset way: rewrite position_json with a new CHART
 * component (in the last row when it fits) and PUT it back. The chart↔dashboard link itself is
 * the chart's `dashboards` list, saved with the chart.
 */
export async function addChartToDashboard(
  dashboardId: number,
  chart: { id: number; sliceName: string },
): Promise<void> {
  const { result } = await request<{ result: DashboardDetail }>(`/api/v1/dashboard/${dashboardId}`);
  const current = parsePosition(result.position_json);
  const position = addChartToPosition(current, { ...chart, title: result.dashboard_title });
  if (position === current) return;
  await request(`/api/v1/dashboard/${dashboardId}`, {
    method: 'PUT',
    body: { position_json: JSON.stringify(position) },
  });
}

/** What "Save as" sends to POST /api/v1/dashboard/{id}/copy/ (Superset's copy_dash body). */
export interface DashboardCopy {
  readonly dashboard_title: string;
  readonly css?: string | null;
  readonly json_metadata: string;
  readonly duplicate_slices: boolean;
}

/** Copies a dashboard (and, with duplicate_slices, its charts) → the new dashboard's id. */
export async function copyDashboard(id: number, body: DashboardCopy): Promise<number> {
  const answer = await request<{ result: { id: number } }>(`/api/v1/dashboard/${id}/copy/`, {
    method: 'POST',
    body,
  });
  return answer.result.id;
}
