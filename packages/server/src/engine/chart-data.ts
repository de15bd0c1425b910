/**
 * One query object of a chart-data request, as a pipeline of small timed phases: compile
 * (packages/sql), execute (a connector), shape (labels, epoch-ms dates), time offsets, post-process,
 * and the response entry. The request-level work (loading the dataset, access, cache, formats,
 * event log) lives in execute-request.ts; this file knows nothing of HTTP or the cache.
 */
import {
  DTTM_ALIAS,
  getColumnLabel,
  getSinceUntil,
  getTimeGrain,
  type QueryColumn,
  type QueryObject,
  type QueryResult,
  type ResultType,
} from '@tessera/core';
import {
  type CompiledQuery,
  type CompileInput,
  compileQuery,
  compileSamples,
  getDialect,
  type TimeBounds,
} from '@tessera/sql';
import type { LoadedDatasource } from './datasource';
import { toDatasetInput } from './datasource';
import { inlineParameters } from './display-sql';
import { applyPostProcessing, type DataFrame, labelMap } from './post-processing';
import { joinOffset, offsetDelta, shiftedResolver } from './time-offsets';
import { temporalTextToEpochMs } from './type-mapping';
import { type Connector, GenericDataType, type QueryParameter, type ResultSet } from './types';

/** Superset's ROW_LIMIT: the limit of a query that does not set one. */
export const DEFAULT_ROW_LIMIT = 50_000;
/** Superset's SQL_MAX_ROW: no query returns more rows than this (config TESSERA_ROW_CAP). */
export const MAX_ROW_LIMIT = 100_000;
/** Superset's SAMPLES_ROW_LIMIT: samples of a dataset, unless the query asks for fewer. */
export const SAMPLES_ROW_LIMIT = 1_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 60_000;

export interface ChartDataEnvironment {
  readonly source: LoadedDatasource;
  readonly connector: Connector;
  readonly dialect: string;
  /** The clock for relative time ranges: naive wall-clock time in UTC fields, whole seconds. */
  readonly now: Date;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
  /** The server-side row cap; default MAX_ROW_LIMIT. */
  readonly rowCap?: number;
  /** The chart's form data: drives `post_processed` (viz_type, pivot options). */
  readonly formData?: Readonly<Record<string, unknown>> | null;
  /** Row-level-security predicates for this user and dataset, ANDed into every query. */
  readonly rlsPredicates?: readonly string[];
  /** Answers a query's annotation layers as `{layer name: data}` (see annotations.ts). */
  readonly annotations?: (query: QueryObject) => Promise<Record<string, unknown>>;
}

/** Every result type of §1.2. */
export const SUPPORTED_RESULT_TYPES: readonly ResultType[] = [
  'full',
  'query',
  'results',
  'samples',
  'drill_detail',
  'columns',
  'timegrains',
  'post_processed',
];

/** Milliseconds per phase; the request adds validate, cache_lookup and total. */
export type Timing = Record<string, number>;

const round = (ms: number) => Math.round(ms * 100) / 100;

function timed<T>(timing: Timing, phase: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    timing[phase] = round((timing[phase] ?? 0) + performance.now() - started);
  }
}

async function timedAsync<T>(timing: Timing, phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timing[phase] = round((timing[phase] ?? 0) + performance.now() - started);
  }
}

export function resolverFor(query: QueryObject, now: Date): (range: string) => TimeBounds {
  return (range) =>
    getSinceUntil({
      timeRange: range,
      now,
      relativeStart: query.extras.relative_start ?? null,
      relativeEnd: query.extras.relative_end ?? null,
    });
}

/**
 * The server-side row cap (Superset's SQL_MAX_ROW): a row limit above it, or 0 ("no limit"), is
 * clamped to it; no limit at all means the default (ROW_LIMIT), itself never above the cap.
 */
export function withRowCap(query: QueryObject, cap: number, fallback = DEFAULT_ROW_LIMIT): QueryObject {
  const limit = query.row_limit;
  if (limit !== null && limit > 0 && limit <= cap) return query;
  return { ...query, row_limit: limit === null ? Math.min(fallback, cap) : cap };
}

function compile(
  query: QueryObject,
  resultType: ResultType,
  env: ChartDataEnvironment,
  resolveTimeRange = resolverFor(query, env.now),
): CompiledQuery {
  const cap = env.rowCap ?? MAX_ROW_LIMIT;
  const samples = resultType === 'samples' || resultType === 'drill_detail';
  const input: CompileInput = {
    dataset: toDatasetInput(env.source),
    query: withRowCap(query, cap, samples ? SAMPLES_ROW_LIMIT : DEFAULT_ROW_LIMIT),
    resolveTimeRange,
    rlsPredicates: env.rlsPredicates ?? [],
  };
  if (samples) return compileSamples(input, env.dialect, resultType);
  return compileQuery(input, env.dialect);
}

/** Labels of output columns that hold dates: the time axis, dataset datetime columns, __timestamp. */
function temporalLabels(query: QueryObject, source: LoadedDatasource): Set<string> {
  const dttm = new Set(source.columns.filter((c) => c.is_dttm === 1).map((c) => c.column_name));
  // A grain on a column the dataset knows as non-temporal is ignored by the compiler, so the
  // values stay text or numbers; only unknown expressions with a grain are taken as dates.
  const plain = new Set(source.columns.filter((c) => c.is_dttm !== 1).map((c) => c.column_name));
  const labels = new Set<string>([DTTM_ALIAS]);
  const consider = (column: QueryColumn) => {
    if (typeof column === 'string') {
      if (dttm.has(column)) labels.add(column);
    } else if (dttm.has(column.sqlExpression) || (column.timeGrain && !plain.has(column.sqlExpression))) {
      labels.add(getColumnLabel(column));
    }
  };
  query.columns.forEach(consider);
  if (query.columns.length === 0 && query.metrics === null) for (const name of dttm) labels.add(name);
  return labels;
}

/** Renames long aliases back to labels and makes temporal columns epoch ms whatever the driver sent. */
function shape(result: ResultSet, compiled: CompiledQuery, temporal: Set<string>): DataFrame {
  const aliases = compiled.labelsByAlias;
  const hasAliases = Object.keys(aliases).length > 0;
  const colnames = result.columns.map((c) => aliases[c.name] ?? c.name);
  const coltypes = result.columns.map((c, i) =>
    temporal.has(colnames[i]!) ? GenericDataType.TEMPORAL : c.genericType,
  );
  const convert = colnames.filter(
    (name, i) => coltypes[i] === GenericDataType.TEMPORAL && temporal.has(name),
  );
  const data = result.rows.map((row) => {
    const out: Record<string, unknown> = hasAliases ? {} : row;
    if (hasAliases) {
      result.columns.forEach((c, i) => {
        out[colnames[i]!] = row[c.name];
      });
    }
    for (const name of convert) out[name] = temporalTextToEpochMs(out[name]);
    return out;
  });
  return { colnames, coltypes, data };
}

/** The bounds of the legacy time filter, else those of the first TEMPORAL_RANGE filter. */
export function queryTimeBounds(
  query: QueryObject,
  compiled: CompiledQuery,
  resolve: (range: string) => TimeBounds,
): TimeBounds {
  if (compiled.fromDttm || compiled.toDttm) return { since: compiled.fromDttm, until: compiled.toDttm };
  const filter = query.filters.find((f) => f.op === 'TEMPORAL_RANGE' && typeof f.val === 'string');
  return filter ? resolve(filter.val as string) : { since: null, until: null };
}

function columnsResult(env: ChartDataEnvironment) {
  const data = env.source.columns.map((c) => ({
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    dtype: c.type,
  }));
  return {
    data,
    colnames: ['column_name', 'verbose_name', 'dtype'],
    coltypes: [1, 1, 1],
    rowcount: data.length,
  };
}

/** The time grains the database's dialect can bucket by: `{name, function, duration}` (§1.8). */
function timeGrainsResult(env: ChartDataEnvironment) {
  const templates = getDialect(env.dialect).timeGrains;
  const data = Object.entries(templates).map(([key, template]) => {
    const grain = getTimeGrain(key);
    return { name: grain?.label ?? key, function: template, duration: grain?.duration ?? key };
  });
  return { data, colnames: ['name', 'function', 'duration'], coltypes: [1, 1, 1], rowcount: data.length };
}

/**
 * Superset's get_time_filter_status: the dashboard's time extras (`__time_range`, `__time_col`,
 * `__time_grain`) are applied when the dataset has a temporal column, else rejected.
 */
function timeExtrasStatus(query: QueryObject, source: LoadedDatasource) {
  const temporal = new Set(source.columns.filter((c) => c.is_dttm === 1).map((c) => c.column_name));
  const extras = query.applied_time_extras;
  const applied: { column: string }[] = [];
  const rejected: { reason: string; column: string }[] = [];
  const timeCol = extras.__time_col;
  if (typeof timeCol === 'string' && timeCol) {
    if (temporal.has(timeCol)) applied.push({ column: '__time_col' });
    else rejected.push({ reason: 'not_in_datasource', column: '__time_col' });
  }
  for (const key of ['__time_grain', '__time_range']) {
    const present = key === '__time_grain' ? key in extras : Boolean(extras[key]);
    if (!present) continue;
    if (temporal.size > 0) applied.push({ column: key });
    else rejected.push({ reason: 'no_temporal_column', column: key });
  }
  return { applied, rejected };
}

async function execute(compiled: CompiledQuery, env: ChartDataEnvironment): Promise<ResultSet> {
  return env.connector.execute(compiled.sql, compiled.parameters as QueryParameter[], {
    timeoutMs: env.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    signal: env.signal,
    compiledSelect: true,
  });
}

/** Runs the query again per time offset and joins the shifted metrics on (timed as execute). */
async function withTimeOffsets(
  frame: DataFrame,
  query: QueryObject,
  main: CompiledQuery,
  env: ChartDataEnvironment,
  timing: Timing,
): Promise<DataFrame> {
  const resolve = resolverFor(query, env.now);
  const bounds = queryTimeBounds(query, main, resolve);
  const temporal = temporalLabels(query, env.source);
  const base: QueryObject = { ...query, time_offsets: [], post_processing: [], row_offset: 0 };
  let out = frame;
  for (const offset of query.time_offsets) {
    const delta = offsetDelta(offset, bounds);
    const compiled = timed(timing, 'compile', () =>
      compile(base, 'full', env, shiftedResolver(resolve, delta)),
    );
    const result = await timedAsync(timing, 'execute', () => execute(compiled, env));
    const shifted = timed(timing, 'serialise', () => shape(result, compiled, temporal));
    out = timed(timing, 'post_process', () =>
      joinOffset(out, shifted, {
        offset,
        delta,
        joinKeys: main.columnLabels,
        metrics: main.metricLabels,
        temporalKeys: temporal,
      }),
    );
  }
  return out;
}

/**
 * Answers one query object. The entry has Superset's shape for its result type; `timing` holds
 * compile, execute, post_process and serialise (the request adds the rest).
 */
export async function runQueryObject(
  query: QueryObject,
  contextResultType: ResultType,
  env: ChartDataEnvironment,
): Promise<Record<string, unknown>> {
  const resultType = query.result_type ?? contextResultType;
  if (resultType === 'columns') return columnsResult(env);
  if (resultType === 'timegrains') return timeGrainsResult(env);
  const timing: Timing = { compile: 0, execute: 0, post_process: 0, serialise: 0 };
  const compiled = timed(timing, 'compile', () => compile(query, resultType, env));
  const displaySql = inlineParameters(compiled.sql, compiled.parameters);
  if (resultType === 'query') return { query: displaySql, language: 'sql', timing };
  const result = await timedAsync(timing, 'execute', () => execute(compiled, env));
  let frame = timed(timing, 'serialise', () => shape(result, compiled, temporalLabels(query, env.source)));
  const sqlRowcount = frame.data.length;
  const raw = resultType === 'samples' || resultType === 'drill_detail';
  if (!raw && query.time_offsets.length > 0) {
    frame = await withTimeOffsets(frame, query, compiled, env, timing);
  }
  if (!raw) frame = timed(timing, 'post_process', () => applyPostProcessing(frame, query.post_processing));
  if (resultType === 'results') {
    const results: QueryResult = {
      data: frame.data,
      colnames: frame.colnames,
      coltypes: frame.coltypes,
      rowcount: frame.data.length,
      sql_rowcount: sqlRowcount,
      timing,
    };
    return results;
  }
  const bounds = queryTimeBounds(query, compiled, resolverFor(query, env.now));
  const timeExtras = timeExtrasStatus(query, env.source);
  const annotationData = env.annotations && !raw ? await env.annotations(query) : {};
  const full: QueryResult = {
    cache_key: null,
    cached_dttm: null,
    cache_timeout: null,
    applied_template_filters: [],
    annotation_data: annotationData,
    error: null,
    is_cached: false,
    query: displaySql,
    status: 'success',
    stacktrace: null,
    rowcount: frame.data.length,
    sql_rowcount: sqlRowcount,
    from_dttm: bounds.since ? bounds.since.getTime() : null,
    to_dttm: bounds.until ? bounds.until.getTime() : null,
    label_map: labelMap(frame.colnames),
    colnames: frame.colnames,
    indexnames: frame.data.map((_, i) => i),
    coltypes: frame.coltypes,
    data: frame.data,
    applied_filters: [...compiled.appliedFilters, ...timeExtras.applied],
    rejected_filters: [
      ...compiled.rejectedFilters.map((f) => ({ reason: f.reason, column: f.column })),
      ...timeExtras.rejected,
    ],
    result_format: 'json',
    timing,
  };
  return full;
}
