// Loads a raw query object the way Superset's ChartDataQueryObjectSchema does (§1.3): unknown keys
// dropped, deprecated names renamed, legacy `{label}` metrics coerced, operators matched
// case-insensitively, top-level where/having moved into extras, defaults filled in.
import { QueryObjectError } from './errors';
import {
  type AdhocColumn,
  type AdhocMetric,
  DTTM_ALIAS,
  FILTER_OPERATORS,
  type FilterOperator,
  type FilterScalar,
  type FilterValue,
  METRIC_AGGREGATES,
  type MetricAggregate,
  type OrderByClause,
  type QueryColumn,
  type QueryExtras,
  type QueryFilter,
  type QueryMetric,
  type QueryObject,
} from './types';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Old key → current key, applied only when the current key is absent. */
const RENAMED_KEYS: readonly (readonly [string, string])[] = [
  ['groupby', 'columns'],
  ['granularity_sqla', 'granularity'],
  ['timeseries_limit', 'series_limit'],
  ['timeseries_limit_metric', 'series_limit_metric'],
];

function renameDeprecated(raw: Raw): Raw {
  const out: Raw = { ...raw };
  for (const [oldKey, newKey] of RENAMED_KEYS) {
    if (oldKey in out) {
      if (out[newKey] === undefined) out[newKey] = out[oldKey];
      delete out[oldKey];
    }
  }
  return out;
}

const fail = (detail: string): never => {
  throw new QueryObjectError('INVALID_QUERY_OBJECT', detail);
};

export function normaliseColumn(value: unknown, where = 'columns'): QueryColumn {
  if (typeof value === 'string') return value;
  if (isRecord(value) && typeof value.sqlExpression === 'string') {
    if (value.expressionType !== undefined && value.expressionType !== 'SQL') {
      throw new QueryObjectError('INVALID_COLUMN', `${where}: expressionType must be "SQL"`);
    }
    const column: AdhocColumn = {
      ...(value as unknown as AdhocColumn),
      label: typeof value.label === 'string' ? value.label : value.sqlExpression,
    };
    return column;
  }
  throw new QueryObjectError(
    'INVALID_COLUMN',
    `${where}: expected a column name or an adhoc column {sqlExpression, label}, got ${JSON.stringify(value)}`,
  );
}

export function normaliseMetric(value: unknown, where = 'metrics'): QueryMetric {
  if (typeof value === 'string') return value;
  if (!isRecord(value)) {
    throw new QueryObjectError('INVALID_METRIC', `${where}: expected a metric, got ${JSON.stringify(value)}`);
  }
  if (value.expressionType === 'SIMPLE') {
    const aggregate = typeof value.aggregate === 'string' ? value.aggregate.toUpperCase() : '';
    if (!METRIC_AGGREGATES.includes(aggregate as MetricAggregate)) {
      throw new QueryObjectError(
        'INVALID_METRIC',
        `${where}: aggregate must be one of ${METRIC_AGGREGATES.join(', ')}, got ${JSON.stringify(value.aggregate)}`,
      );
    }
    const column = value.column;
    if (column != null && !(isRecord(column) && typeof column.column_name === 'string')) {
      throw new QueryObjectError('INVALID_METRIC', `${where}: column must be {column_name}`);
    }
    if (column == null && aggregate !== 'COUNT') {
      throw new QueryObjectError('INVALID_METRIC', `${where}: ${aggregate} needs a column`);
    }
    return { ...(value as unknown as AdhocMetric), aggregate } as AdhocMetric;
  }
  if (value.expressionType === 'SQL') {
    if (typeof value.sqlExpression !== 'string' || value.sqlExpression.trim() === '') {
      throw new QueryObjectError('INVALID_METRIC', `${where}: a SQL metric needs a sqlExpression`);
    }
    return value as unknown as AdhocMetric;
  }
  // Legacy `{label: "name"}` stands for the saved metric of that name.
  if (value.expressionType === undefined && typeof value.label === 'string') return value.label;
  throw new QueryObjectError('INVALID_METRIC', `${where}: expressionType must be "SIMPLE" or "SQL"`);
}

const isScalar = (value: unknown): value is FilterScalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value);

export function normaliseFilterOperator(op: unknown): FilterOperator {
  const wanted = typeof op === 'string' ? op.trim().toUpperCase() : '';
  const found = FILTER_OPERATORS.find((candidate) => candidate === wanted);
  if (!found) {
    throw new QueryObjectError(
      'INVALID_FILTER',
      `unknown operator ${JSON.stringify(op)}; expected one of ${FILTER_OPERATORS.join(', ')}`,
    );
  }
  return found;
}

export function normaliseFilter(value: unknown, index: number): QueryFilter {
  if (!isRecord(value)) throw new QueryObjectError('INVALID_FILTER', `filters[${index}] must be an object`);
  const col = normaliseColumn(value.col, `filters[${index}].col`);
  const op = normaliseFilterOperator(value.op);
  const val = value.val;
  if (val !== undefined && !isScalar(val) && !(Array.isArray(val) && val.every(isScalar))) {
    throw new QueryObjectError(
      'INVALID_FILTER',
      `filters[${index}].val must be a scalar or a list of scalars`,
    );
  }
  const filter: QueryFilter = { col, op, ...(val === undefined ? {} : { val: val as FilterValue }) };
  return {
    ...filter,
    ...(typeof value.grain === 'string' ? { grain: value.grain } : {}),
    ...(typeof value.isExtra === 'boolean' ? { isExtra: value.isExtra } : {}),
  };
}

function normaliseOrderBy(value: unknown, index: number): OrderByClause {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[1] !== 'boolean') {
    throw new QueryObjectError('INVALID_ORDERBY', `orderby[${index}] must be [column_or_metric, ascending]`);
  }
  const [target, ascending] = value as [unknown, boolean];
  if (typeof target === 'string') return [target, ascending];
  if (isRecord(target) && (target.expressionType === 'SIMPLE' || target.aggregate !== undefined)) {
    return [normaliseMetric(target, `orderby[${index}]`), ascending];
  }
  if (isRecord(target) && target.expressionType === 'SQL' && target.columnType === undefined) {
    return [normaliseMetric(target, `orderby[${index}]`), ascending];
  }
  return [normaliseColumn(target, `orderby[${index}]`), ascending];
}

const list = (raw: Raw, key: string): unknown[] => {
  const value = raw[key];
  if (value == null) return [];
  return Array.isArray(value) ? value : fail(`${key} must be a list`);
};

function nonNegativeInt(raw: Raw, key: string, fallback: number | null): number | null {
  const value = raw[key];
  if (value == null) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    return fail(`${key} must be an integer ≥ 0, got ${JSON.stringify(value)}`);
  }
  return value;
}

function normaliseExtras(raw: Raw): QueryExtras {
  const extras: Record<string, unknown> = isRecord(raw.extras) ? { ...raw.extras } : {};
  for (const key of ['where', 'having'] as const) {
    // Top-level where/having move into extras (ANDed with what is already there).
    const top = raw[key];
    if (typeof top === 'string' && top.trim() !== '') {
      const inner = typeof extras[key] === 'string' ? (extras[key] as string).trim() : '';
      extras[key] = inner ? `(${inner}) AND (${top})` : top;
    }
  }
  return extras as QueryExtras;
}

/** Normalise one raw `queries[i]` entry. Throws QueryObjectError with the offending key. */
export function normaliseQueryObject(input: unknown): QueryObject {
  if (!isRecord(input)) return fail('a query object must be a JSON object');
  const raw = renameDeprecated(input);
  let columns = list(raw, 'columns').map((c, i) => normaliseColumn(c, `columns[${i}]`));
  const metrics =
    raw.metrics == null ? null : list(raw, 'metrics').map((m, i) => normaliseMetric(m, `metrics[${i}]`));
  const hasTimestamp = columns.includes(DTTM_ALIAS);
  const isTimeseries = typeof raw.is_timeseries === 'boolean' ? raw.is_timeseries : hasTimestamp;
  // `__timestamp` is not a dataset column: it stands for the legacy time axis.
  columns = columns.filter((c) => c !== DTTM_ALIAS);
  const seriesColumns =
    raw.series_columns != null
      ? list(raw, 'series_columns').map((c, i) => normaliseColumn(c, `series_columns[${i}]`))
      : isTimeseries && metrics
        ? columns.filter((c) => typeof c === 'string' || c.columnType !== 'BASE_AXIS')
        : [];
  const seriesLimitMetric = raw.series_limit_metric == null ? null : normaliseMetric(raw.series_limit_metric);
  const optionalString = (key: string): Record<string, string | null> =>
    key in raw && (raw[key] === null || typeof raw[key] === 'string')
      ? { [key]: raw[key] as string | null }
      : {};
  return {
    ...(isRecord(raw.datasource)
      ? { datasource: raw.datasource as unknown as QueryObject['datasource'] }
      : {}),
    ...(typeof raw.result_type === 'string'
      ? { result_type: raw.result_type as QueryObject['result_type'] }
      : {}),
    columns,
    metrics,
    filters: list(raw, 'filters').map(normaliseFilter),
    extras: normaliseExtras(raw),
    ...optionalString('time_range'),
    ...optionalString('granularity'),
    ...optionalString('time_shift'),
    is_timeseries: isTimeseries,
    orderby: list(raw, 'orderby').map(normaliseOrderBy),
    order_desc: typeof raw.order_desc === 'boolean' ? raw.order_desc : true,
    row_limit: nonNegativeInt(raw, 'row_limit', null),
    row_offset: nonNegativeInt(raw, 'row_offset', 0) ?? 0,
    series_columns: seriesColumns,
    series_limit: nonNegativeInt(raw, 'series_limit', 0) ?? 0,
    series_limit_metric: seriesLimitMetric,
    ...(typeof raw.group_others_when_limit_reached === 'boolean'
      ? { group_others_when_limit_reached: raw.group_others_when_limit_reached }
      : {}),
    annotation_layers: list(raw, 'annotation_layers').filter(isRecord),
    applied_time_extras: isRecord(raw.applied_time_extras) ? raw.applied_time_extras : {},
    ...(typeof raw.apply_fetch_values_predicate === 'boolean'
      ? { apply_fetch_values_predicate: raw.apply_fetch_values_predicate }
      : {}),
    post_processing: list(raw, 'post_processing').filter(
      (rule): rule is QueryObject['post_processing'][number] =>
        isRecord(rule) && typeof rule.operation === 'string',
    ),
    time_offsets: list(raw, 'time_offsets').filter((o): o is string => typeof o === 'string'),
    url_params: isRecord(raw.url_params) ? (raw.url_params as Record<string, string>) : {},
    ...(typeof raw.is_rowcount === 'boolean' ? { is_rowcount: raw.is_rowcount } : {}),
  };
}
