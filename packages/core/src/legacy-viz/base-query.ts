/**
 * BaseViz.query_obj in the v1 vocabulary: a legacy chart's form data as a query object.
 * groupby + columns are the dimensions, every METRIC_KEYS entry a metric, adhoc filters split into
 * simple filters and SQL `where`/`having`, dashboard `extra_filters` merged in, `since`/`until`
 * when there is no `time_range`, the legacy time axis (`granularity_sqla` + `time_grain_sqla`,
 * `__timestamp`) for time-series viz types, and the series limit (`limit`,
 * `timeseries_limit_metric`).
 */
import { getMetricLabel } from '../query/labels';
import { DTTM_ALIAS } from '../query/types';
import type { LegacyFormData, LegacyQuery } from './types';

type Raw = Record<string, unknown>;
export const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value or list of values as a list; null/undefined as []. */
export const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value == null ? [] : [value];

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

/** Superset's METRIC_KEYS, in its order: the keys of form data that hold metrics. */
export const METRIC_KEYS = [
  'metric',
  'metrics',
  'percent_metrics',
  'metric_2',
  'secondary_metric',
  'x',
  'y',
  'size',
] as const;

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
function splitAdhocFilters(formData: LegacyFormData): SplitFilters {
  const out: SplitFilters = { filters: [], where: [], having: [] };
  for (const item of asList(formData.adhoc_filters)) {
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
function mergeExtraFilters(formData: LegacyFormData, split: SplitFilters): Raw {
  const out: Raw = {};
  for (const extra of asList(formData.extra_filters)) {
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

/** A metric's label: a saved metric's name, an adhoc metric's label. */
export function legacyMetricLabel(metric: unknown): string {
  if (isRecord(metric) && typeof metric.label === 'string' && metric.label) return metric.label;
  return getMetricLabel(metric as never);
}

const isMetricLike = (value: unknown) => (typeof value === 'string' && value !== '') || isRecord(value);

/** BaseViz.metric_dict: every metric of the form data, first occurrence of each label wins. */
export function legacyMetrics(formData: LegacyFormData): { metrics: unknown[]; labels: string[] } {
  const byLabel = new Map<string, unknown>();
  for (const key of METRIC_KEYS) {
    for (const metric of asList(formData[key])) {
      if (!isMetricLike(metric)) continue;
      const label = legacyMetricLabel(metric);
      if (!byLabel.has(label)) byLabel.set(label, metric);
    }
  }
  return { metrics: [...byLabel.values()], labels: [...byLabel.keys()] };
}

function timeRangeOf(formData: LegacyFormData, extra: Raw): string {
  const range = extra.time_range ?? formData.time_range;
  if (typeof range === 'string' && range.trim()) return range;
  const since = typeof formData.since === 'string' ? formData.since : '';
  const until = typeof formData.until === 'string' ? formData.until : '';
  return since || until ? `${since} : ${until}` : 'No filter';
}

function relativeAnchors(formData: LegacyFormData): Raw {
  const extras = isRecord(formData.extras) ? formData.extras : {};
  const out: Raw = {};
  for (const key of ['relative_start', 'relative_end']) {
    if (typeof extras[key] === 'string' && extras[key]) out[key] = extras[key];
  }
  return out;
}

/** A non-negative integer control, or the fallback. */
export const intControl = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? Math.floor(n) : fallback;
};

/** groupby + columns, distinct, in order (BaseViz merges them). */
export function legacyDimensions(formData: LegacyFormData): unknown[] {
  const all = [...asList(formData.groupby), ...asList(formData.columns)].filter(
    (c) => c !== null && c !== '',
  );
  const seen = new Set<string>();
  return all.filter((c) => {
    const key = JSON.stringify(c);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The query object of a legacy chart's form data (before normalisation). `isTimeseries` is the
 * viz type's BaseViz.is_timeseries; `__timestamp` among the dimensions or `include_time` turn it
 * on as well.
 */
export function legacyQueryObject(formData: LegacyFormData, isTimeseries = false): LegacyQuery {
  const split = splitAdhocFilters(formData);
  const extra = mergeExtraFilters(formData, split);
  const groupby = legacyDimensions(formData);
  const timeseries = isTimeseries || groupby.includes(DTTM_ALIAS) || formData.include_time === true;
  const { metrics } = legacyMetrics(formData);
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
      // Anchors of relative time ranges, set by a dashboard's time filter (extra_form_data).
      ...relativeAnchors(formData),
    },
    granularity,
    time_range: granularity ? timeRangeOf(formData, extra) : null,
    is_timeseries: timeseries && Boolean(granularity),
    row_limit: intControl(formData.row_limit, 0) || null,
    order_desc: formData.order_desc !== false,
    series_limit: intControl(formData.limit, 0),
    series_limit_metric: formData.timeseries_limit_metric || null,
    ...(isRecord(formData.applied_time_extras) ? { applied_time_extras: formData.applied_time_extras } : {}),
  };
}
