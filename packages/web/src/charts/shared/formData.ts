import type { FormData, QueryContext, QueryObject } from '../types';
import { NO_TIME_RANGE } from './options';

/** Superset's adhoc filter as stored in form data (SUPERSET_FACTS §1.6). */
export interface AdhocFilter {
  readonly expressionType: 'SIMPLE' | 'SQL';
  readonly clause: 'WHERE' | 'HAVING';
  readonly subject?: string | null;
  readonly operator?: string | null;
  readonly operatorId?: string;
  readonly comparator?: unknown;
  readonly sqlExpression?: string | null;
  readonly isExtra?: boolean;
}

export interface QueryFilter {
  readonly col: string;
  readonly op: string;
  readonly val?: unknown;
}

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

export function adhocFilters(formData: FormData): AdhocFilter[] {
  return asArray<AdhocFilter>(formData.adhoc_filters);
}

const TEMPORAL_RANGE = 'TEMPORAL_RANGE';

export function isTimeRangeFilter(filter: AdhocFilter): boolean {
  return filter.expressionType === 'SIMPLE' && filter.operator === TEMPORAL_RANGE;
}

/** The chart's time range: its TEMPORAL_RANGE filter, else the legacy `time_range` key. */
export function getTimeRange(formData: FormData): string {
  const filter = adhocFilters(formData).find(isTimeRangeFilter);
  if (filter && typeof filter.comparator === 'string') return filter.comparator;
  return typeof formData.time_range === 'string' ? formData.time_range : NO_TIME_RANGE;
}

/** Writes the time range the way current Superset does: one TEMPORAL_RANGE adhoc filter. */
export function withTimeRange(formData: FormData, column: string | null, timeRange: string): FormData {
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
export function splitFilters(formData: FormData): { filters: QueryFilter[]; where: string; having: string } {
  const filters: QueryFilter[] = [];
  const where: string[] = [];
  const having: string[] = [];
  for (const filter of adhocFilters(formData)) {
    if (filter.expressionType === 'SQL') {
      const sql = filter.sqlExpression?.trim();
      if (sql) (filter.clause === 'HAVING' ? having : where).push(`(${sql})`);
    } else if (filter.subject && filter.operator) {
      const entry: QueryFilter = { col: filter.subject, op: filter.operator, val: filter.comparator };
      filters.push(entry);
    }
  }
  return { filters, where: where.join(' AND '), having: having.join(' AND ') };
}

export function rowLimit(formData: FormData, fallback: number): number {
  const value = Number(formData.row_limit);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/** The parts every query object shares. */
export function baseQueryObject(formData: FormData, fallbackRowLimit: number): QueryObject {
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

export function queryContext(formData: FormData, queries: readonly QueryObject[]): QueryContext {
  return {
    datasource: parseDatasource(formData.datasource),
    force: false,
    queries,
    form_data: formData,
    result_format: 'json',
    result_type: 'full',
  };
}
