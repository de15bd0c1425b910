/**
 * What every chart's buildQuery shares, as Superset's buildQueryContext / buildQueryObject do it:
 * the datasource, the adhoc filters split into filters and WHERE/HAVING SQL, the row limit, and
 * the dashboard's `extra_form_data` folded in (appended filters, overridden time range, time
 * column and grain) with the same merge the legacy charts use.
 */
import { mergeExtraFormData } from '../../legacy-viz/extra-form-data';
import type { QueryContextRequest, QueryFilterRequest, QueryObjectRequest } from '../../query/request';
import type { DatasourceType } from '../../query/types';
import type { AdhocFilter, FormMetric, QueryFormData } from '../../wire';

export const DEFAULT_ROW_LIMIT = 10000;
export const TEMPORAL_RANGE = 'TEMPORAL_RANGE';

/** `"22__table"` → `{id: 22, type: "table"}`. */
export function parseDatasource(datasource: string): { id: number; type: string } {
  const [id, type] = datasource.split('__');
  const numeric = Number(id);
  if (!id || !Number.isInteger(numeric))
    throw new Error(`Invalid datasource "${datasource}" in the chart's form data.`);
  return { id: numeric, type: type || 'table' };
}

export function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/** Charts with one metric store it as `metric`; accept `metrics[0]` too. */
export function singleMetric(formData: Readonly<Record<string, unknown>>): FormMetric | null {
  const metric = formData.metric;
  if (typeof metric === 'string' && metric) return metric;
  if (metric && typeof metric === 'object') return metric as FormMetric;
  return asArray<FormMetric>(formData.metrics)[0] ?? null;
}

/** The form data with its `extra_form_data` merged in, as the queries are built from it. */
export function withExtraFormData(formData: QueryFormData): QueryFormData {
  return mergeExtraFormData(formData) as QueryFormData;
}

/** Adhoc filters → query filters plus `where`/`having` SQL, as Superset's processFilters does. */
export function splitFilters(formData: QueryFormData): {
  filters: QueryFilterRequest[];
  where: string;
  having: string;
} {
  const filters: QueryFilterRequest[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of asArray<AdhocFilter & { isExtra?: boolean }>(formData.adhoc_filters)) {
    if (filter.expressionType === 'SQL') {
      const sql = filter.sqlExpression?.trim();
      if (sql) (filter.clause === 'HAVING' ? having : where).push(`(${sql})`);
    } else if (filter.subject && filter.operator) {
      filters.push({
        col: filter.subject,
        op: filter.operator,
        val: filter.comparator,
        ...(filter.isExtra ? { isExtra: true } : {}),
      });
    }
  }
  return { filters, where: where.join(' AND '), having: having.join(' AND ') };
}

export function rowLimit(formData: QueryFormData, fallback: number): number {
  const value = Number(formData.row_limit);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** Whether a form-data metric names something (Superset's `!isEmpty`): a name or an ad-hoc metric. */
function isSetMetric(value: unknown): value is FormMetric {
  if (typeof value === 'string') return value !== '';
  return Boolean(value) && typeof value === 'object' && Object.keys(value as object).length > 0;
}

/**
 * The series limit as Superset's buildQueryObject reads it: the current keys (`series_limit`,
 * `series_limit_metric`) first, else the controls' legacy ones (`limit`, `timeseries_limit_metric`).
 * A limit that is not a number is no limit (0), as `Number.isNaN(Number(limit)) ? 0`.
 */
export function seriesLimitFields(formData: QueryFormData): {
  series_limit: number;
  series_limit_metric?: FormMetric;
} {
  const given = formData.series_limit ?? formData.limit;
  const limit = Number(given ?? Number.NaN);
  const metric = isSetMetric(formData.series_limit_metric)
    ? formData.series_limit_metric
    : isSetMetric(formData.timeseries_limit_metric)
      ? formData.timeseries_limit_metric
      : undefined;
  return {
    series_limit: Number.isInteger(limit) && limit > 0 ? limit : 0,
    ...(metric !== undefined ? { series_limit_metric: metric } : {}),
  };
}

/**
 * Superset's normalizeOrderBy for a query without an explicit order: the series-limit metric, else
 * the first metric, ascending when `order_desc` is off.
 */
export function defaultOrderBy(
  metrics: readonly FormMetric[],
  seriesLimitMetric: FormMetric | undefined,
  orderDesc: boolean,
): [FormMetric, boolean][] {
  const first = seriesLimitMetric ?? metrics[0];
  return first === undefined ? [] : [[first, !orderDesc]];
}

/**
 * The parts every query object shares, from form data already merged with its extra form data.
 * A time column chosen by a dashboard filter (`granularity`) travels with the time range, as
 * Superset's overrideExtraFormData sets them on the query object.
 */
export function baseQueryObject(formData: QueryFormData, fallbackRowLimit: number): QueryObjectRequest {
  const { filters, where, having } = splitFilters(formData);
  const granularity = typeof formData.granularity === 'string' ? formData.granularity : null;
  return {
    filters,
    extras: { where, having },
    row_limit: rowLimit(formData, fallbackRowLimit),
    series_limit: 0,
    order_desc: formData.order_desc !== false,
    annotation_layers: [],
    applied_time_extras: {},
    url_params: {},
    post_processing: [],
    ...(granularity
      ? {
          granularity,
          ...(typeof formData.time_range === 'string' ? { time_range: formData.time_range } : {}),
        }
      : {}),
  };
}

/** The request around the queries; `form_data` is the chart's own, extra form data included. */
export function queryContext(
  formData: QueryFormData,
  queries: readonly QueryObjectRequest[],
): QueryContextRequest {
  const { id, type } = parseDatasource(formData.datasource);
  return {
    // The server checks the type against the ones it knows.
    datasource: { id, type: type as DatasourceType },
    force: false,
    queries,
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
