import { api } from '../../../app/api';
import { request } from '../../../app/http';

export interface DatasetColumn {
  readonly column_name: string;
  readonly verbose_name?: string | null;
  readonly type?: string | null;
  readonly type_generic?: number | null;
  readonly is_dttm?: boolean;
  readonly groupby?: boolean;
  readonly filterable?: boolean;
  readonly expression?: string | null;
  /** Superset's advanced data type (e.g. `internet_address`, `port`): its filters convert values. */
  readonly advanced_data_type?: string | null;
}

export interface DatasetMetric {
  readonly metric_name: string;
  readonly verbose_name?: string | null;
  readonly expression?: string;
  readonly description?: string | null;
  readonly d3format?: string | null;
}

export interface DatasetDetail {
  readonly id: number;
  readonly table_name: string;
  readonly schema?: string | null;
  readonly kind?: string;
  readonly columns: readonly DatasetColumn[];
  readonly metrics: readonly DatasetMetric[];
  readonly main_dttm_col?: string | null;
  readonly database?: { readonly id?: number; readonly database_name?: string; readonly backend?: string };
  /** Superset's explore payload lists the grains the database supports as [key, label] pairs. */
  readonly time_grain_sqla?: readonly (readonly [string | null, string])[];
  /** JSON text (or its object): warning_markdown, disallow_adhoc_metrics, certification. */
  readonly extra?: string | Readonly<Record<string, unknown>> | null;
}

export interface ChartDetail {
  readonly id: number;
  readonly slice_name: string;
  readonly viz_type: string;
  readonly params?: string | null;
  readonly query_context?: string | null;
  readonly datasource_id?: number;
  readonly datasource_type?: string;
  readonly dashboards?: readonly ({ id: number; dashboard_title?: string } | number)[];
}

export interface ChartWrite {
  readonly slice_name: string;
  readonly viz_type: string;
  readonly datasource_id: number;
  readonly datasource_type: 'table';
  readonly params: string;
  readonly query_context: string;
  readonly dashboards?: readonly number[];
}

export const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    dataset: build.query<DatasetDetail, number>({
      query: (id) => `/api/v1/dataset/${id}`,
      transformResponse: (body: { result: DatasetDetail }) => body.result,
      providesTags: (_result, _error, id) => [{ type: 'Dataset', id }],
    }),
    slice: build.query<ChartDetail, number>({
      query: (id) => `/api/v1/chart/${id}`,
      transformResponse: (body: { result: ChartDetail }) => body.result,
      providesTags: (_result, _error, id) => [{ type: 'Chart', id }],
    }),
    dashboardOptions: build.query<readonly { id: number; dashboard_title: string }[], string>({
      query: (search) => ({
        url: '/api/v1/dashboard/',
        rison: {
          columns: ['id', 'dashboard_title'],
          filters: search.trim() ? [{ col: 'dashboard_title', opr: 'ct', value: search.trim() }] : [],
          order_column: 'changed_on_delta_humanized',
          order_direction: 'desc',
          page: 0,
          page_size: 100,
        },
      }),
      transformResponse: (body: { result: { id: number; dashboard_title: string }[] }) => body.result ?? [],
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useDatasetQuery, useSliceQuery, useDashboardOptionsQuery } = exploreApi;

export function dashboardIds(chart: ChartDetail | null | undefined): number[] {
  return (chart?.dashboards ?? []).map((d) => (typeof d === 'number' ? d : d.id));
}

/** POST a new chart or PUT over an existing one; answers the chart id. */
export async function saveChart(body: ChartWrite, overwriteId?: number): Promise<number> {
  if (overwriteId !== undefined) {
    await request(`/api/v1/chart/${overwriteId}`, { method: 'PUT', body });
    return overwriteId;
  }
  const answer = await request<{ id: number }>('/api/v1/chart/', { method: 'POST', body });
  return answer.id;
}
