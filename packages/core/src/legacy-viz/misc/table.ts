// TableViz: the table's records and column list. Aggregate mode lists the group-by columns and the
// metrics (plus `%<metric>`, each value's share of its column, for the percentage metrics); raw
// mode lists `all_columns`. The time column leads when `include_time` is on. Superset serialises
// this viz's times as ISO text and large integers as text (JavaScript loses them otherwise).
import { DTTM_ALIAS } from '../../query/types';
import { asList, legacyMetricLabel } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz } from '../types';
import { columnNames, finiteOrNull, numeric, queryMetrics } from './helpers';

const filled = (value: unknown) => asList(value).filter((v) => v != null && v !== '').length > 0;

/** TableViz's query mode: `query_mode` when valid, else raw when `all_columns` is set. */
function queryMode(formData: LegacyFormData): 'raw' | 'aggregate' {
  const mode = formData.query_mode;
  if (mode === 'raw' || mode === 'aggregate') return mode;
  return filled(formData.all_columns) ? 'raw' : 'aggregate';
}

function validate(formData: LegacyFormData): void {
  if (
    !formData.query_mode &&
    filled(formData.all_columns) &&
    (filled(formData.groupby) || filled(formData.metrics) || filled(formData.percent_metrics))
  ) {
    throw new LegacyVizError(
      'You cannot use [Columns] in combination with [Group By]/[Metrics]/[Percentage Metrics]. Please choose one or the other.',
    );
  }
  const granularity = formData.granularity;
  const timed =
    (granularity && granularity !== 'all') || (formData.granularity_sqla && formData.time_grain_sqla);
  if (formData.include_time && !timed) {
    throw new LegacyVizError("Pick a granularity in the Time section or uncheck 'Include Time'");
  }
}

/** `order_by_cols` entries are JSON texts `["column", ascending]`. */
function orderByColumns(formData: LegacyFormData): unknown[] {
  return asList(formData.order_by_cols).flatMap((entry) => {
    if (typeof entry !== 'string') return Array.isArray(entry) ? [entry] : [];
    try {
      const parsed: unknown = JSON.parse(entry);
      return Array.isArray(parsed) && parsed.length === 2 ? [parsed] : [];
    } catch {
      throw new LegacyVizError(`Invalid order by column: ${entry}`);
    }
  });
}

function tableQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  validate(formData);
  const descending = formData.order_desc ?? true;
  if (queryMode(formData) === 'raw') {
    return {
      ...base,
      columns: asList(formData.all_columns).filter((c) => c != null && c !== ''),
      metrics: null,
      orderby: orderByColumns(formData),
      is_timeseries: false,
      series_limit: 0,
      series_limit_metric: null,
    };
  }
  const metrics = queryMetrics(base);
  const sortBy = formData.timeseries_limit_metric;
  if (sortBy) {
    const label = legacyMetricLabel(sortBy);
    if (!metrics.some((m) => legacyMetricLabel(m) === label)) metrics.push(sortBy);
    return { ...base, metrics, orderby: [[sortBy, !descending]] };
  }
  return metrics[0] === undefined ? base : { ...base, orderby: [[metrics[0], !descending]] };
}

/** pandas' Timestamp.isoformat() of a naive UTC time: `2020-01-01T00:00:00[.ffffff]`. */
export function isoTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  const fraction = iso.slice(20, 23);
  return `${iso.slice(0, 19)}${fraction === '000' ? '' : `.${fraction}000`}`;
}

/** BaseViz.handle_js_int_overflow: integers past 2^53 travel as text (all their digits). */
function jsSafe(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' && Number.isInteger(value) && !Number.isSafeInteger(value)) {
    return BigInt(value).toString();
  }
  return value;
}

export const tableViz: LegacyViz = {
  id: 'table',
  name: 'Table View',
  queryObject: tableQuery,
  getData({ rows, colnames, formData }) {
    const raw = queryMode(formData) === 'raw';
    const percents = raw ? [] : asList(formData.percent_metrics).filter(Boolean).map(legacyMetricLabel);
    const base = raw
      ? columnNames(formData.all_columns)
      : [
          ...columnNames(formData.groupby),
          ...asList(formData.metrics).filter(Boolean).map(legacyMetricLabel),
        ];
    const columns = colnames.includes(DTTM_ALIAS) && formData.include_time ? [DTTM_ALIAS, ...base] : base;
    const totals = new Map(
      percents.map((p) => [p, rows.reduce((sum, row) => sum + (numeric(row[p]) ?? 0), 0)]),
    );
    const records = rows.map((row) => {
      const record: LegacyRow = {};
      for (const column of columns) {
        const value = row[column] ?? null;
        record[column] =
          column === DTTM_ALIAS && typeof value === 'number' ? isoTimestamp(value) : jsSafe(value);
      }
      for (const p of percents) {
        const value = numeric(row[p]);
        record[`%${p}`] = value === null ? null : finiteOrNull(value / (totals.get(p) ?? 0));
      }
      return record;
    });
    return { records, columns: [...columns, ...percents.map((p) => `%${p}`)] };
  },
};
