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

/** What Explore draws from: a dataset (`table`), or a SQL Lab query not yet saved as one. */
export type SourceType = 'table' | 'query';

export interface DatasetDetail {
  readonly id: number;
  /** Absent for datasets; `query` for a SQL Lab query opened by "Create chart". */
  readonly type?: SourceType;
  readonly table_name: string;
  /** A virtual dataset's or a query source's SQL. */
  readonly sql?: string | null;
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
  readonly owners?: readonly ({ id: number } | number)[];
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

/** The dataset of GET /api/v1/explore/ for a query source (Superset's Query.data). */
interface QuerySourceData extends Omit<DatasetDetail, 'table_name'> {
  readonly name: string;
}

export const exploreApi = api.injectEndpoints({
  endpoints: (build) => ({
    querySource: build.query<DatasetDetail, number>({
      query: (id) => `/api/v1/explore/?datasource_type=query&datasource_id=${id}`,
      transformResponse: (body: { result: { dataset: QuerySourceData } }) => {
        const { name, ...rest } = body.result.dataset;
        return { ...rest, type: 'query', table_name: name };
      },
    }),
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

export const { useDatasetQuery, useQuerySourceQuery, useSliceQuery, useDashboardOptionsQuery } = exploreApi;

/** `<id>__table` or `<id>__query`: the form data's datasource for what Explore shows. */
export const datasourceKeyOf = (dataset: Pick<DatasetDetail, 'id' | 'type'>): string =>
  `${dataset.id}__${dataset.type ?? 'table'}`;

export function dashboardIds(chart: ChartDetail | null | undefined): number[] {
  return (chart?.dashboards ?? []).map((d) => (typeof d === 'number' ? d : d.id));
}

export function ownerIds(chart: ChartDetail | null | undefined): number[] {
  return (chart?.owners ?? []).map((o) => (typeof o === 'number' ? o : o.id));
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
