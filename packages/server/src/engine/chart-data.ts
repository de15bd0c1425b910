/**
 * The chart-data engine, first cut: a query context runs as a pipeline of small phases per query
 * object — validate, compile (packages/sql), execute (a connector), shape, post-process — each
 * timed, so the full engine (cache, async, every result type) can add phases without rewriting
 * the others.
 */
import {
  DTTM_ALIAS,
  getColumnLabel,
  getSinceUntil,
  getTimeGrain,
  type QueryColumn,
  type QueryContext,
  type QueryObject,
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
import { applyPostProcessing, labelMap } from './post-processing';
import { temporalTextToEpochMs } from './type-mapping';
import { type Connector, GenericDataType, type QueryParameter, type ResultSet } from './types';

/** Superset's ROW_LIMIT: the limit of a query that does not set one. */
export const DEFAULT_ROW_LIMIT = 50_000;
/** Superset's SQL_MAX_ROW: no query returns more rows than this. */
export const MAX_ROW_LIMIT = 100_000;
export const DEFAULT_QUERY_TIMEOUT_MS = 60_000;

export interface ChartDataEnvironment {
  readonly source: LoadedDatasource;
  readonly connector: Connector;
  readonly dialect: string;
  /** The clock for relative time ranges: naive wall-clock time in UTC fields, whole seconds. */
  readonly now: Date;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

/** Result types this first cut answers; the others are issue 3's. */
export const SUPPORTED_RESULT_TYPES: readonly ResultType[] = [
  'full',
  'query',
  'results',
  'samples',
  'drill_detail',
  'columns',
  'timegrains',
];

type Timing = Record<string, number>;

function timed<T>(timing: Timing, phase: string, work: () => T): T {
  const started = performance.now();
  try {
    return work();
  } finally {
    timing[phase] = Math.round((performance.now() - started) * 100) / 100;
  }
}

async function timedAsync<T>(timing: Timing, phase: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timing[phase] = Math.round((performance.now() - started) * 100) / 100;
  }
}

function resolverFor(query: QueryObject, now: Date): (range: string) => TimeBounds {
  return (range) =>
    getSinceUntil({
      timeRange: range,
      now,
      relativeStart: query.extras.relative_start ?? null,
      relativeEnd: query.extras.relative_end ?? null,
    });
}

/** Caps the row limit at MAX_ROW_LIMIT (0 or null means "no limit", which is the cap too). */
function withRowCap(query: QueryObject): QueryObject {
  const limit = query.row_limit;
  if (limit !== null && limit > 0 && limit <= MAX_ROW_LIMIT) return query;
  return { ...query, row_limit: limit === null ? DEFAULT_ROW_LIMIT : MAX_ROW_LIMIT };
}

function compile(query: QueryObject, resultType: ResultType, env: ChartDataEnvironment): CompiledQuery {
  const input: CompileInput = {
    dataset: toDatasetInput(env.source),
    query: withRowCap(query),
    resolveTimeRange: resolverFor(query, env.now),
    defaultRowLimit: DEFAULT_ROW_LIMIT,
  };
  if (resultType === 'samples' || resultType === 'drill_detail') {
    return compileSamples(input, env.dialect, resultType);
  }
  return compileQuery(input, env.dialect);
}

/** Labels of output columns that hold dates: the time axis, dataset datetime columns, __timestamp. */
function temporalLabels(query: QueryObject, source: LoadedDatasource): Set<string> {
  const dttm = new Set(source.columns.filter((c) => c.is_dttm === 1).map((c) => c.column_name));
  const labels = new Set<string>([DTTM_ALIAS]);
  const consider = (column: QueryColumn) => {
    if (typeof column === 'string') {
      if (dttm.has(column)) labels.add(column);
    } else if (column.timeGrain || dttm.has(column.sqlExpression)) {
      labels.add(getColumnLabel(column));
    }
  };
  query.columns.forEach(consider);
  if (query.columns.length === 0 && query.metrics === null) for (const name of dttm) labels.add(name);
  return labels;
}

interface Frame {
  readonly colnames: string[];
  readonly coltypes: GenericDataType[];
  readonly data: Record<string, unknown>[];
}

/** Renames long aliases back to labels and makes temporal columns epoch ms whatever the driver sent. */
function shape(result: ResultSet, compiled: CompiledQuery, temporal: Set<string>): Frame {
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

/** from_dttm/to_dttm: the legacy time filter's bounds, else those of the first TEMPORAL_RANGE filter. */
function timeBounds(query: QueryObject, compiled: CompiledQuery, now: Date): [number | null, number | null] {
  let from = compiled.fromDttm;
  let to = compiled.toDttm;
  if (!from && !to) {
    const filter = query.filters.find((f) => f.op === 'TEMPORAL_RANGE' && typeof f.val === 'string');
    if (filter) ({ since: from, until: to } = resolverFor(query, now)(filter.val as string));
  }
  return [from ? from.getTime() : null, to ? to.getTime() : null];
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

export async function runQueryObject(
  query: QueryObject,
  contextResultType: ResultType,
  env: ChartDataEnvironment,
): Promise<Record<string, unknown>> {
  const resultType = query.result_type ?? contextResultType;
  if (resultType === 'columns') return columnsResult(env);
  if (resultType === 'timegrains') return timeGrainsResult(env);
  const timing: Timing = {};
  const compiled = timed(timing, 'compile', () => compile(query, resultType, env));
  const displaySql = inlineParameters(compiled.sql, compiled.parameters);
  if (resultType === 'query') return { query: displaySql, language: 'sql' };
  const result = await timedAsync(timing, 'execute', () =>
    env.connector.execute(compiled.sql, compiled.parameters as QueryParameter[], {
      timeoutMs: env.timeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
      signal: env.signal,
    }),
  );
  const frame = timed(timing, 'serialise', () => shape(result, compiled, temporalLabels(query, env.source)));
  const sqlRowcount = frame.data.length;
  const processed =
    resultType === 'samples' || resultType === 'drill_detail'
      ? frame
      : timed(timing, 'post_process', () => applyPostProcessing(frame, query.post_processing));
  if (resultType === 'results') {
    return {
      data: processed.data,
      colnames: processed.colnames,
      coltypes: processed.coltypes,
      rowcount: processed.data.length,
      sql_rowcount: sqlRowcount,
    };
  }
  const [fromDttm, toDttm] = timeBounds(query, compiled, env.now);
  return {
    cache_key: null,
    cached_dttm: null,
    cache_timeout: env.source.dataset.cache_timeout ?? env.source.database.cache_timeout ?? 0,
    applied_template_filters: [],
    annotation_data: [],
    error: null,
    is_cached: false,
    query: displaySql,
    status: 'success',
    stacktrace: null,
    rowcount: processed.data.length,
    sql_rowcount: sqlRowcount,
    from_dttm: fromDttm,
    to_dttm: toDttm,
    label_map: labelMap(processed.colnames),
    colnames: processed.colnames,
    indexnames: processed.data.map((_, i) => i),
    coltypes: processed.coltypes,
    data: processed.data,
    applied_filters: compiled.appliedFilters,
    rejected_filters: compiled.rejectedFilters,
    result_format: 'json',
    timing,
  };
}

/** Runs every query of a context, in order; returns Superset's `{result: [...]}` body. */
export async function runQueryContext(context: QueryContext, env: ChartDataEnvironment) {
  const result: Record<string, unknown>[] = [];
  for (const query of context.queries) {
    const started = performance.now();
    const entry = await runQueryObject(query, context.result_type, env);
    if (entry.timing) (entry.timing as Timing).total = Math.round((performance.now() - started) * 100) / 100;
    result.push(entry);
  }
  return { result };
}
