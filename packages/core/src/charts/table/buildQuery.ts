import type { QueryContextRequest, QueryFilterRequest, QueryObjectRequest } from '../../query/request';
import type { PostProcessingRule } from '../../query/types';
import type { FormColumn, FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  withExtraFormData,
} from '../shared/form-data';
import { formMetricLabel } from '../shared/metric-label';

export type TableQueryMode = 'raw' | 'aggregate';

/**
 * The table's own state (Superset's `ownState`), kept by the host and handed back to buildQuery
 * when server pagination is on: the page, its size, the header sort and the search.
 */
export interface TableOwnState {
  readonly currentPage?: number;
  readonly pageSize?: number;
  readonly sortBy?: readonly { readonly key: string; readonly desc?: boolean }[];
  readonly searchText?: string;
  readonly searchColumn?: string;
}

export interface TableBuildQueryOptions {
  readonly ownState?: Readonly<Record<string, unknown>>;
}

/** The comparison types of the time-comparison control; only `values` keeps the shifted metrics. */
export const COMPARISON_TYPES = ['values', 'difference', 'percentage', 'ratio'] as const;

export function tableQueryMode(formData: QueryFormData): TableQueryMode {
  if (formData.query_mode === 'raw' || formData.query_mode === 'aggregate') return formData.query_mode;
  // Charts saved before query_mode existed are raw when they list columns (Superset's getQueryMode).
  return asArray(formData.all_columns).length > 0 ? 'raw' : 'aggregate';
}

/**
 * The offsets of `time_compare` (a list, or one value as older charts save it), with `custom`
 * replaced by `start_date_offset`. A dashboard's time comparison (`extra_form_data.time_compare`)
 * replaces them.
 */
export function tableTimeOffsets(formData: QueryFormData): string[] {
  const raw = formData.time_compare;
  const shifts = (Array.isArray(raw) ? raw : raw ? [raw] : []).filter(
    (shift): shift is string => typeof shift === 'string' && shift !== '',
  );
  let offsets = shifts.filter((shift) => shift !== 'custom' && shift !== 'inherit');
  if (shifts.includes('custom') && typeof formData.start_date_offset === 'string')
    offsets = [...offsets, formData.start_date_offset];
  if (shifts.includes('inherit')) offsets = [...offsets, 'inherit'];
  const extra = (formData.extra_form_data as { time_compare?: unknown } | undefined)?.time_compare;
  if (typeof extra === 'string' && extra && !offsets.includes(extra)) offsets = [extra];
  return offsets;
}

/** Whether the table compares with shifted periods: an aggregate table with offsets and a known type. */
export function isTableTimeComparison(formData: QueryFormData): boolean {
  return (
    tableQueryMode(formData) === 'aggregate' &&
    (COMPARISON_TYPES as readonly unknown[]).includes(formData.comparison_type ?? 'values') &&
    tableTimeOffsets(formData).length > 0 &&
    asArray(formData.metrics).length > 0
  );
}

function uniqueByLabel(metrics: readonly FormMetric[]): FormMetric[] {
  const seen = new Set<string>();
  return metrics.filter((metric) => {
    const label = formMetricLabel(metric);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

/** `order_by_cols` of a raw table: JSON pairs `["col", ascending]` as Superset saves them. */
function rawOrderBy(formData: QueryFormData): [FormColumn, boolean][] {
  return asArray<unknown>(formData.order_by_cols).flatMap((entry) => {
    try {
      const pair = typeof entry === 'string' ? JSON.parse(entry) : entry;
      return Array.isArray(pair) && pair.length === 2 && typeof pair[1] === 'boolean'
        ? [[pair[0] as FormColumn, pair[1]] as [FormColumn, boolean]]
        : [];
    } catch {
      return [];
    }
  });
}

/**
 * A temporal dimension with a time grain becomes the grain-bucketed BASE_AXIS column (the first
 * one only, moved first), as Superset's table groups a date by month or day.
 */
function withTimeGrain(columns: readonly FormColumn[], formData: QueryFormData): FormColumn[] {
  const extra = formData.extra_form_data as { time_grain_sqla?: unknown } | undefined;
  const grain =
    (typeof extra?.time_grain_sqla === 'string' && extra.time_grain_sqla) || formData.time_grain_sqla;
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, boolean>;
  if (typeof grain !== 'string' || !grain) return [...columns];
  let temporal: FormColumn | null = null;
  const rest = columns.filter((column) => {
    if (temporal === null && typeof column === 'string' && lookup[column]) {
      temporal = {
        timeGrain: grain,
        columnType: 'BASE_AXIS',
        sqlExpression: column,
        label: column,
        expressionType: 'SQL',
      } as FormColumn;
      return false;
    }
    return true;
  });
  return temporal ? [temporal, ...rest] : rest;
}

function ownStateOf(options: TableBuildQueryOptions | undefined): TableOwnState {
  return (options?.ownState ?? {}) as TableOwnState;
}

/**
 * Form data → query context for `table`, as Superset's plugin-chart-table buildQuery: raw records
 * or dimensions with metrics (plus percent metrics by `contribution`, time comparison by
 * `time_offsets`), then the extra queries — percent totals over all records, the totals row — and
 * with server pagination the page (`row_offset`/`row_limit`, the header sort and search from the
 * chart's own state) followed by the `is_rowcount` query that counts every row.
 */
export function buildTableQuery(
  formData: QueryFormData,
  options?: TableBuildQueryOptions,
): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const base = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  const mode = tableQueryMode(merged);
  const ownState = ownStateOf(options);
  const serverPagination = merged.server_pagination === true;
  const extraQueries: QueryObjectRequest[] = [];
  let query: QueryObjectRequest;

  if (mode === 'raw') {
    const columns = asArray<FormColumn>(merged.all_columns);
    if (columns.length === 0) throw new Error('Choose at least one column.');
    // No `metrics` key: Superset reads its absence as "no GROUP BY".
    query = { ...base, columns, orderby: rawOrderBy(merged) };
  } else {
    const percentMetrics = asArray<FormMetric>(merged.percent_metrics);
    let metrics = asArray<FormMetric>(merged.metrics);
    const groupby = asArray<FormColumn>(merged.groupby);
    if (metrics.length === 0 && groupby.length === 0 && percentMetrics.length === 0)
      throw new Error('Add a metric or a dimension.');
    const limitMetric = merged.timeseries_limit_metric as FormMetric | FormMetric[] | null | undefined;
    const sortBy = Array.isArray(limitMetric) ? limitMetric[0] : limitMetric || undefined;
    // Superset: the sort-by metric in the chosen direction, else the first metric descending.
    const orderby: [FormMetric, boolean][] = sortBy
      ? [[sortBy as FormMetric, merged.order_desc === false]]
      : metrics[0] !== undefined
        ? [[metrics[0], false]]
        : [];
    const offsets = isTableTimeComparison(merged) ? tableTimeOffsets(merged) : [];
    const postProcessing: PostProcessingRule[] = [];
    let contribution: PostProcessingRule | null = null;
    if (percentMetrics.length > 0) {
      const labels = percentMetrics.map(formMetricLabel);
      const withShifts = [
        ...new Set(offsets.length ? labels.flatMap((l) => [l, ...offsets.map((o) => `${l}__${o}`)]) : labels),
      ];
      metrics = uniqueByLabel([...metrics, ...percentMetrics]);
      contribution = {
        operation: 'contribution',
        options: { columns: withShifts, rename_columns: withShifts.map((label) => `%${label}`) },
      };
      postProcessing.push(contribution);
    }
    const comparisonType = merged.comparison_type ?? 'values';
    if (offsets.length > 0 && comparisonType !== 'values') {
      const labels = asArray<FormMetric>(merged.metrics).map(formMetricLabel);
      const pairs = labels.flatMap((label) =>
        offsets.map((offset) => [label, `${label}__${offset}`] as const),
      );
      postProcessing.push({
        operation: 'compare',
        options: {
          source_columns: pairs.map(([source]) => source),
          compare_columns: pairs.map(([, shifted]) => shifted),
          compare_type: comparisonType,
          drop_original_columns: true,
        },
      });
    }
    query = {
      ...base,
      columns: withTimeGrain(groupby, merged),
      metrics,
      orderby,
      post_processing: postProcessing,
      ...(offsets.length ? { time_offsets: offsets } : {}),
    };
    if (percentMetrics.length > 0 && merged.percent_metric_calculation === 'all_records') {
      extraQueries.push({
        ...query,
        columns: [],
        metrics: percentMetrics,
        post_processing: [],
        row_limit: 0,
        row_offset: 0,
        orderby: [],
        is_timeseries: false,
        time_offsets: [],
      });
    }
    if (metrics.length > 0 && merged.show_totals === true) {
      const { orderby: _orderby, order_desc: _desc, ...rest } = query;
      extraQueries.push({
        ...rest,
        columns: [],
        row_limit: 0,
        row_offset: 0,
        // Only the percent rule: the totals row is one row, the time comparison does not apply.
        post_processing: contribution ? [contribution] : [],
        time_offsets: [],
      });
    }
  }

  if (!serverPagination) return queryContext(formData, [query, ...extraQueries]);

  const configuredLimit = Number(merged.row_limit) || 0;
  const pageSize = Number(ownState.pageSize ?? merged.server_page_length ?? 10) || 0;
  // Never page past the row limit: the last page that still starts inside it.
  const lastPage =
    configuredLimit > 0 && pageSize > 0
      ? Math.max(Math.ceil(configuredLimit / pageSize) - 1, 0)
      : Number.POSITIVE_INFINITY;
  const currentPage = Math.min(Math.max(Number(ownState.currentPage) || 0, 0), lastPage);
  const rowOffset = currentPage * pageSize;
  const remaining = configuredLimit > 0 ? Math.max(configuredLimit - rowOffset, 0) : pageSize;
  const sort = ownState.sortBy?.[0];
  const filters: QueryFilterRequest[] = [...(query.filters ?? [])];
  if (ownState.searchText && ownState.searchColumn) {
    filters.push({ col: ownState.searchColumn, op: 'ILIKE', val: `${ownState.searchText}%` });
  }
  const page: QueryObjectRequest = {
    ...query,
    filters,
    row_limit: configuredLimit > 0 ? Math.min(pageSize, remaining) : pageSize,
    row_offset: rowOffset,
    ...(sort?.key ? { orderby: [[sort.key, !sort.desc]] } : {}),
  };
  const count: QueryObjectRequest = {
    ...page,
    time_offsets: [],
    row_limit: configuredLimit,
    row_offset: 0,
    post_processing: [],
    is_rowcount: true,
  };
  // The totals follow the search too.
  return queryContext(formData, [page, count, ...extraQueries.map((extra) => ({ ...extra, filters }))]);
}
