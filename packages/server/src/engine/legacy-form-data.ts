/**
 * Legacy charts' form data (`/superset/explore_json/`) as a query context, the way Superset's
 * BaseViz.query_obj builds its query: groupby + columns as dimensions, `metrics`/`metric`/... as
 * metrics, adhoc filters split into simple filters and SQL `where`/`having`, dashboard
 * `extra_filters` merged in, `since`/`until` when there is no `time_range`, the legacy time axis
 * (`granularity_sqla` + `time_grain_sqla`, `__timestamp`) for time-series viz types, and the
 * series limit (`limit`, `timeseries_limit_metric`).
 */
import {
  DTTM_ALIAS,
  getMetricLabel,
  normaliseQueryContext,
  parseDatasourceRef,
  type QueryContext,
  QueryObjectError,
  type ResultType,
} from '@tessera/core';

type Raw = Record<string, unknown>;
const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Legacy viz types whose BaseViz subclass sets is_timeseries. */
const TIMESERIES_VIZ = new Set([
  'line',
  'bar',
  'area',
  'compare',
  'time_table',
  'time_pivot',
  'big_number',
  'cal_heatmap',
  'horizon',
  'rose',
  'line_multi',
]);

/** The adhoc filter operator ids of the UI → the query object's operators (§1.6). */
const OPERATOR_IDS: Readonly<Record<string, string>> = {
  EQUALS: '==',
  NOT_EQUALS: '!=',
  LESS_THAN: '<',
  GREATER_THAN: '>',
  LESS_THAN_OR_EQUAL: '<=',
  GREATER_THAN_OR_EQUAL: '>=',
  IN: 'IN',
  NOT_IN: 'NOT IN',
  LIKE: 'LIKE',
  ILIKE: 'ILIKE',
  IS_NULL: 'IS NULL',
  IS_NOT_NULL: 'IS NOT NULL',
  IS_TRUE: 'IS TRUE',
  IS_FALSE: 'IS FALSE',
  TEMPORAL_RANGE: 'TEMPORAL_RANGE',
};

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);

function operatorOf(filter: Raw): string {
  if (typeof filter.operator === 'string' && filter.operator) return filter.operator;
  const id = typeof filter.operatorId === 'string' ? OPERATOR_IDS[filter.operatorId] : undefined;
  return id ?? '==';
}

interface SplitFilters {
  filters: Raw[];
  where: string[];
  having: string[];
}

/** Superset's split_adhoc_filters_into_base_filters. */
function splitAdhocFilters(formData: Raw): SplitFilters {
  const out: SplitFilters = { filters: [], where: [], having: [] };
  for (const item of list(formData.adhoc_filters)) {
    if (!isRecord(item)) continue;
    const clause = String(item.clause ?? 'WHERE').toUpperCase();
    if (item.expressionType === 'SQL') {
      const sql = typeof item.sqlExpression === 'string' ? item.sqlExpression.trim() : '';
      if (sql) (clause === 'HAVING' ? out.having : out.where).push(`(${sql})`);
      continue;
    }
    const op = operatorOf(item);
    if (op === 'TEMPORAL_RANGE' && (item.comparator == null || item.comparator === '')) continue;
    out.filters.push({
      col: item.subject,
      op,
      ...(item.comparator === undefined ? {} : { val: item.comparator }),
      ...(item.isExtra ? { isExtra: true } : {}),
    });
  }
  return out;
}

/** Dashboard filters of legacy charts: `{col, op, val}`, `__time_range` and friends set the time. */
function mergeExtraFilters(formData: Raw, split: SplitFilters): Raw {
  const out: Raw = {};
  for (const extra of list(formData.extra_filters)) {
    if (!isRecord(extra) || typeof extra.col !== 'string') continue;
    if (extra.col === '__time_range') out.time_range = extra.val;
    else if (extra.col === '__time_col') out.granularity_sqla = extra.val;
    else if (extra.col === '__time_grain') out.time_grain_sqla = extra.val;
    else if (!(Array.isArray(extra.val) && extra.val.length === 0)) {
      split.filters.push({
        col: extra.col,
        op: typeof extra.op === 'string' ? extra.op : 'IN',
        val: extra.val,
        isExtra: true,
      });
    }
  }
  return out;
}

function legacyMetrics(formData: Raw): unknown[] {
  const all = ['metrics', 'metric', 'metric_2', 'secondary_metric', 'percent_metrics'].flatMap((key) =>
    list(formData[key]),
  );
  const seen = new Set<string>();
  return all.filter((metric) => {
    if (metric === null || metric === '') return false;
    const label =
      isRecord(metric) && typeof metric.label === 'string' ? metric.label : getMetricLabel(metric as never);
    if (seen.has(label)) return false;
    seen.add(label);
    return true;
  });
}

function timeRangeOf(formData: Raw, extra: Raw): string {
  const range = extra.time_range ?? formData.time_range;
  if (typeof range === 'string' && range.trim()) return range;
  const since = typeof formData.since === 'string' ? formData.since : '';
  const until = typeof formData.until === 'string' ? formData.until : '';
  return since || until ? `${since} : ${until}` : 'No filter';
}

const intOr = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

/** The query object of a legacy chart's form data (before normalisation). */
export function legacyQueryObject(formData: Raw): Raw {
  const split = splitAdhocFilters(formData);
  const extra = mergeExtraFilters(formData, split);
  const groupby = [...new Set([...list(formData.groupby), ...list(formData.columns)].filter(Boolean))];
  const vizType = typeof formData.viz_type === 'string' ? formData.viz_type : '';
  const isTimeseries =
    groupby.includes(DTTM_ALIAS) || TIMESERIES_VIZ.has(vizType) || formData.include_time === true;
  const metrics = legacyMetrics(formData);
  const where = [
    ...split.where,
    ...(typeof formData.where === 'string' && formData.where.trim() ? [`(${formData.where})`] : []),
  ];
  const having = [
    ...split.having,
    ...(typeof formData.having === 'string' && formData.having.trim() ? [`(${formData.having})`] : []),
  ];
  const granularity = extra.granularity_sqla ?? formData.granularity ?? formData.granularity_sqla ?? null;
  return {
    columns: groupby.filter((c) => c !== DTTM_ALIAS),
    // A legacy chart without metrics lists raw records (the table's "raw" mode).
    metrics: metrics.length > 0 || groupby.length > 0 ? metrics : null,
    filters: split.filters,
    extras: {
      where: where.join(' AND '),
      having: having.join(' AND '),
      time_grain_sqla: extra.time_grain_sqla ?? formData.time_grain_sqla ?? null,
    },
    granularity,
    time_range: granularity ? timeRangeOf(formData, extra) : null,
    is_timeseries: isTimeseries && Boolean(granularity),
    row_limit: intOr(formData.row_limit, 0) || null,
    order_desc: formData.order_desc !== false,
    series_limit: intOr(formData.limit, 0),
    series_limit_metric: formData.timeseries_limit_metric || null,
    ...(isRecord(formData.applied_time_extras) ? { applied_time_extras: formData.applied_time_extras } : {}),
  };
}

/** A legacy chart's form data as a query context of one query; 400 (QueryObjectError) when malformed. */
export function legacyQueryContext(formData: Raw, resultType: ResultType, force: boolean): QueryContext {
  if (formData.datasource === undefined) {
    throw new QueryObjectError('INVALID_QUERY_CONTEXT', 'form_data.datasource is required, e.g. "1__table"');
  }
  return normaliseQueryContext({
    datasource: parseDatasourceRef(formData.datasource),
    queries: [legacyQueryObject(formData)],
    force,
    result_type: resultType,
    result_format: 'json',
    form_data: formData,
  });
}
