import type {
  AdhocFilter,
  DatasourceType,
  QueryContextRequest,
  QueryFilterRequest,
  QueryFormData,
  QueryObjectRequest,
} from '@tessera/core';
import { NO_TIME_RANGE } from './options';

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

export function adhocFilters(formData: QueryFormData): AdhocFilter[] {
  return asArray<AdhocFilter>(formData.adhoc_filters);
}

const TEMPORAL_RANGE = 'TEMPORAL_RANGE';

export function isTimeRangeFilter(filter: AdhocFilter): boolean {
  return filter.expressionType === 'SIMPLE' && filter.operator === TEMPORAL_RANGE;
}

/** The chart's time range: its TEMPORAL_RANGE filter, else the legacy `time_range` key. */
export function getTimeRange(formData: QueryFormData): string {
  const filter = adhocFilters(formData).find(isTimeRangeFilter);
  if (filter && typeof filter.comparator === 'string') return filter.comparator;
  return typeof formData.time_range === 'string' ? formData.time_range : NO_TIME_RANGE;
}

/** Writes the time range the way current Superset does: one TEMPORAL_RANGE adhoc filter. */
export function withTimeRange(
  formData: QueryFormData,
  column: string | null,
  timeRange: string,
): QueryFormData {
  const others = adhocFilters(formData).filter((filter) => !isTimeRangeFilter(filter));
  const filters: AdhocFilter[] = column
    ? [
        ...others,
        {
          expressionType: 'SIMPLE',
          clause: 'WHERE',
          subject: column,
          operator: TEMPORAL_RANGE,
          comparator: timeRange,
        },
      ]
    : others;
  return { ...formData, adhoc_filters: filters, time_range: timeRange };
}

/** Adhoc filters → query filters plus `where`/`having` SQL, as Superset's buildQueryObject does. */
export function splitFilters(formData: QueryFormData): {
  filters: QueryFilterRequest[];
  where: string;
  having: string;
} {
  const filters: QueryFilterRequest[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhocFilters(formData)) {
    if (filter.expressionType === 'SQL') {
      const sql = filter.sqlExpression?.trim();
      if (sql) (filter.clause === 'HAVING' ? having : where).push(`(${sql})`);
    } else if (filter.subject && filter.operator) {
      const entry: QueryFilterRequest = { col: filter.subject, op: filter.operator, val: filter.comparator };
      filters.push(entry);
    }
  }
  return { filters, where: where.join(' AND '), having: having.join(' AND ') };
}

export function rowLimit(formData: QueryFormData, fallback: number): number {
  const value = Number(formData.row_limit);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** The parts every query object shares. */
export function baseQueryObject(formData: QueryFormData, fallbackRowLimit: number): QueryObjectRequest {
  const { filters, where, having } = splitFilters(formData);
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
  };
}

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
