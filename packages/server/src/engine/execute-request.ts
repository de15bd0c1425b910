/**
 * The whole chart-data pipeline for one request, callable without HTTP (the async worker calls it):
 *
 *   const outcome = await executeChartDataRequest(app, { queryContext, user, signal });
 *   // outcome.results: Superset's `result` entries; outcome.file: the csv/xlsx/zip download
 *
 * Phases, each timed into every result's `timing` (ms): validate (dataset, access, options),
 * cache_lookup, compile, execute, post_process, serialise and total. Each query object is cached
 * on its own (key over the normalised query, the dataset's changed_on and the resolved time
 * bounds; timeout custom > chart > dataset > database > default; `force` skips the lookup), and
 * each chart load is written to the event log as `load_chart`.
 */
import { createHash } from 'node:crypto';
import { canonicalJson, normaliseQueryContext, type QueryContext, type QueryObject } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import { cachedQuery, resolveCacheTimeout } from '../cache/index';
import { type AnswerSink, streamAnswer } from '../cache/json-stream';
import { answerPieces, rememberText, templateOf } from '../cache/json-text';
import { ApiError, forbidden } from '../errors';
import { loadChartEvents } from '../event-log/index';
import { decryptSecret } from '../repositories/secrets';
import { hasPermission } from '../security/permissions';
import { rlsPredicatesFor } from '../security/rls';
import type { CurrentUser } from '../security/users';
import { withSqlLabRls } from '../sqllab/row-level-security';
import { annotationData, applyLayerOverrides, type ChartRunner } from './annotations';
import {
  type ChartDataEnvironment,
  DEFAULT_QUERY_TIMEOUT_MS,
  MAX_ROW_LIMIT,
  runQueryObject,
  type Timing,
} from './chart-data';
import { toChartDataError } from './chart-data-errors';
import { applyClientProcessing } from './client-processing';
import { dialectOf, getConnector } from './connectors';
import { canAccessDatasource, type LoadedDatasource, loadDatasource } from './datasource';
import { type ExportFile, exportFilename, exportResults, type TabularResult } from './export-formats';
import { queryCacheKey, UNCACHED_RESULT_TYPES } from './query-cache-key';
import { loadQueryAsDatasource } from './query-datasource';
import { DEFAULT_MAX_RESULT_BYTES } from './result-size';

export interface ChartDataRequest {
  /** A normalised query context (normaliseQueryContext). */
  readonly queryContext: QueryContext;
  readonly user: CurrentUser;
  /** Aborting cancels the running queries (the client went away). */
  readonly signal?: AbortSignal;
  /** The saved chart being loaded, when known (its cache_timeout counts; the event log names it). */
  readonly sliceId?: number | null;
  /** The dashboard the chart is loaded on, when the client says (the event log names it). */
  readonly dashboardId?: number | null;
  /** Also store the query context under `outcome.cacheKey`, for GET /api/v1/chart/data/<key>. */
  readonly cacheQueryContext?: boolean;
  /** performance.now() when the request arrived, so validate includes parsing. */
  readonly startedAt?: number;
  /** Write `load_chart` events (default true; off for annotation sub-queries). */
  readonly logLoadChart?: boolean;
  readonly referrer?: string | null;
  /** Nesting of chart-based annotation layers; deeper than MAX_ANNOTATION_DEPTH is refused. */
  readonly depth?: number;
  /**
   * Where a one-query JSON answer may be streamed while it is serialised (cache/json-stream.ts):
   * opened only for a big result computed by this request, once its size is known to be under the
   * cap. When it was opened, the caller ends it with `outcome.results[0]`.
   */
  readonly body?: AnswerSink;
}

export interface ChartDataOutcome {
  readonly status: 'success';
  readonly context: QueryContext;
  /** Superset's `result` entries, in query order. */
  readonly results: Record<string, unknown>[];
  /** For result_format csv/xlsx: the file to send. */
  readonly file?: ExportFile;
  /** With cacheQueryContext: the key the context is stored under. */
  readonly cacheKey?: string;
}

const MAX_ANNOTATION_DEPTH = 3;
/** TESSERA_MAX_RESULT_BYTES: no answer (JSON or file) larger than this is sent or cached. */
export const maxResultBytes = (app: FastifyInstance): number =>
  app.config.limits?.maxResultBytes ?? DEFAULT_MAX_RESULT_BYTES;
/** Result types answered from the dataset's metadata or the SQL text: not worth caching. */

const round = (ms: number) => Math.round(ms * 100) / 100;
/** Whole seconds, as Superset's parsers see the clock; naive UTC wall-clock time. */
export const wholeSecondsNow = () => new Date(Math.floor(Date.now() / 1000) * 1000);

async function chartCacheTimeout(app: FastifyInstance, context: QueryContext, sliceId?: number | null) {
  const fromForm = context.form_data?.slice_id;
  const id = sliceId ?? (typeof fromForm === 'number' ? fromForm : null);
  if (id === null) return null;
  const chart = await app.store
    .selectFrom('slices')
    .select('cache_timeout')
    .where('id', '=', id)
    .executeTakeFirst();
  return chart?.cache_timeout ?? null;
}

function validateAccess(request: ChartDataRequest, context: QueryContext) {
  if ((request.depth ?? 0) > MAX_ANNOTATION_DEPTH) {
    throw new ApiError('CHART_DATA_INVALID', {
      detail: `annotation layers nest charts more than ${MAX_ANNOTATION_DEPTH} deep`,
    });
  }
  if (context.result_format !== 'json' && !hasPermission(request.user, 'can_csv', 'Superset')) {
    throw forbidden();
  }
}

async function loadSource(app: FastifyInstance, request: ChartDataRequest, context: QueryContext) {
  const { id, type } = context.datasource;
  if (type === 'query')
    return withSqlLabRls(app, request.user, await loadQueryAsDatasource(app.store, request.user, id));
  const source = await loadDatasource(app.store, id);
  if (!source) throw new ApiError('DATASOURCE_NOT_FOUND', { datasource: String(id) });
  if (!(await canAccessDatasource(app.store, request.user, source))) throw forbidden();
  return source;
}

/** Runs a saved chart's query context for a chart-based annotation layer, as the same user. */
function chartRunner(app: FastifyInstance, request: ChartDataRequest, force: boolean): ChartRunner {
  return async (chartId, overrides) => {
    const chart = await app.store
      .selectFrom('slices')
      .select('query_context')
      .where('id', '=', chartId)
      .executeTakeFirst();
    if (!chart) throw new ApiError('CHART_DATA_QUERY_ERROR', { detail: 'The chart does not exist' });
    let saved: unknown;
    try {
      saved = chart.query_context ? JSON.parse(chart.query_context) : null;
    } catch {
      saved = null;
    }
    if (typeof saved !== 'object' || saved === null) {
      throw new ApiError('CHART_DATA_QUERY_ERROR', { detail: 'The chart query context does not exist' });
    }
    const raw = applyLayerOverrides(saved as Record<string, unknown>, overrides);
    const queryContext = normaliseQueryContext({ ...raw, force, result_format: 'json', result_type: 'full' });
    const outcome = await executeChartDataRequest(app, {
      queryContext,
      user: request.user,
      signal: request.signal,
      logLoadChart: false,
      depth: (request.depth ?? 0) + 1,
    });
    return (outcome.results[0]?.data as Record<string, unknown>[] | undefined) ?? [];
  };
}

function environment(
  app: FastifyInstance,
  request: ChartDataRequest,
  source: LoadedDatasource,
  rlsPredicates: readonly string[],
) {
  const { database } = source;
  const password = database.password ? decryptSecret(database.password, app.config.secretKey) : null;
  const context = request.queryContext;
  const runChart = chartRunner(app, request, context.force);
  const env: ChartDataEnvironment = {
    source,
    connector: getConnector(database, password),
    dialect: dialectOf(database.sqlalchemy_uri),
    now: wholeSecondsNow(),
    timeoutMs: app.config.engine?.queryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS,
    rowCap: app.config.engine?.rowCap ?? MAX_ROW_LIMIT,
    signal: request.signal,
    formData: context.form_data ?? null,
    rlsPredicates,
    annotations: (query) => annotationData(query, app.store, runChart),
  };
  return env;
}

interface QueryAnswer {
  readonly entry: Record<string, unknown>;
}

/** One query object through the cache: the entry with cache fields and the full timing. */
async function answerQuery(
  app: FastifyInstance,
  query: QueryObject,
  context: QueryContext,
  env: ChartDataEnvironment,
  ttl: number,
  validateMs: number,
  sink?: AnswerSink,
): Promise<QueryAnswer> {
  const started = performance.now();
  const resultType = query.result_type ?? context.result_type;
  const compute = () => runQueryObject(query, context.result_type, env);
  // The per-answer fields of a value computed now (see below): known before its text is.
  const hasCacheFields = (value: Record<string, unknown>) => 'is_cached' in value || resultType !== 'results';
  const computedFields = (value: Record<string, unknown>) =>
    hasCacheFields(value) ? { cache_key: key, cached_dttm: null, cache_timeout: ttl, is_cached: false } : {};
  // Serialised once, before the cache stores it (and sizes it by this text); the JSON text is
  // the answer's serialisation, so it counts in the serialise phase. A post-processed answer is
  // reshaped after the cache, so only the others may be streamed as their text is made.
  const computeCached = async () => {
    const value = await compute();
    const timing = value.timing as Timing | undefined;
    const serialiseStarted = performance.now();
    const streamed =
      sink !== undefined &&
      resultType !== 'post_processed' &&
      (await streamAnswer(value, computedFields(value), sink, maxResultBytes(app)));
    if (!streamed) templateOf(value, maxResultBytes(app));
    if (timing) timing.serialise = round((timing.serialise ?? 0) + performance.now() - serialiseStarted);
    return value;
  };
  const zero: Timing = { compile: 0, execute: 0, post_process: 0, serialise: 0 };
  if (UNCACHED_RESULT_TYPES.has(resultType)) {
    const entry = await compute();
    const timing: Timing = {
      validate: validateMs,
      cache_lookup: 0,
      ...zero,
      ...(entry.timing as Timing | undefined),
    };
    timing.total = round(validateMs + performance.now() - started);
    return { entry: { ...entry, timing } };
  }
  const key = queryCacheKey({
    query,
    context,
    source: env.source,
    now: env.now,
    rowCap: env.rowCap ?? MAX_ROW_LIMIT,
    rlsPredicates: env.rlsPredicates,
  });
  const cached = await cachedQuery(app.resultCache, key, ttl, context.force, computeCached, {
    onCacheError: (error, operation) => app.log.warn({ err: error, operation }, 'chart-data cache trouble'),
  });
  // Superset applies client processing to the answer, after the cache, knowing the format.
  const value =
    resultType === 'post_processed'
      ? applyClientProcessing(cached.value, {
          formData: context.form_data,
          source: env.source,
          resultFormat: context.result_format,
        })
      : cached.value;
  const computed = cached.isCached ? zero : ((value.timing as Timing | undefined) ?? zero);
  const timing: Timing = { validate: validateMs, cache_lookup: cached.lookupMs, ...zero, ...computed };
  timing.total = round(validateMs + performance.now() - started);
  const perAnswer: Record<string, unknown> = { timing };
  if (hasCacheFields(cached.value)) {
    Object.assign(perAnswer, {
      cache_key: key,
      cached_dttm: cached.cachedDttm,
      cache_timeout: ttl,
      is_cached: cached.isCached,
    });
  }
  const entry: Record<string, unknown> = { ...value, ...perAnswer };
  // The HTTP answer reuses the value's serialised template instead of stringifying it again.
  const text = answerPieces(value, perAnswer, maxResultBytes(app));
  if (text !== null) rememberText(entry, text);
  return { entry };
}

/** Stores the query context itself (Superset's cache_query_context) for a later GET by key. */
async function storeQueryContext(app: FastifyInstance, context: QueryContext): Promise<string> {
  const key = createHash('sha256')
    .update(canonicalJson({ query_context: context, version: 1 }))
    .digest('hex');
  await app.resultCache.set(key, { query_context: context }, app.config.cacheDefaultTimeout);
  return key;
}

/** The query context stored under `key` by cacheQueryContext, or null (unknown or expired). */
export async function loadCachedQueryContext(
  app: FastifyInstance,
  key: string,
): Promise<QueryContext | null> {
  if (!/^[0-9a-f]{16,128}$/i.test(key)) return null;
  const hit = await app.resultCache.get<{ query_context?: unknown }>(key);
  const stored = hit?.value?.query_context;
  if (!stored) return null;
  return normaliseQueryContext({ ...(stored as object), force: false });
}

function logLoadChart(
  app: FastifyInstance,
  request: ChartDataRequest,
  results: Record<string, unknown>[],
  ms: number,
) {
  if (request.logLoadChart === false || !app.hasDecorator('eventLog')) return;
  const context = request.queryContext;
  if (UNCACHED_RESULT_TYPES.has(context.result_type)) return;
  for (const event of loadChartEvents({
    context,
    results,
    userId: request.user.id,
    durationMs: ms,
    sliceId: request.sliceId ?? null,
    dashboardId: request.dashboardId ?? null,
    referrer: request.referrer ?? null,
  })) {
    app.eventLog.logEvent(event);
  }
}

/** Runs a whole query context; throws ApiError (400/403/404/408) as the HTTP layer answers it. */
export async function executeChartDataRequest(
  app: FastifyInstance,
  request: ChartDataRequest,
): Promise<ChartDataOutcome> {
  const started = request.startedAt ?? performance.now();
  const context = request.queryContext;
  validateAccess(request, context);
  const source = await loadSource(app, request, context);
  // Row-level security (Superset's get_sqla_row_level_filters): every query of this request.
  // A query source runs SQL its user may already run in SQL Lab on the whole database: dataset
  // RLS rules (keyed by dataset id) do not name it.
  const rls =
    context.datasource.type === 'query'
      ? []
      : await rlsPredicatesFor(app.store, request.user, source.dataset.id);
  const ttl = resolveCacheTimeout({
    custom: context.custom_cache_timeout,
    chart: await chartCacheTimeout(app, context, request.sliceId),
    dataset: source.dataset.cache_timeout,
    database: source.database.cache_timeout,
    default: app.config.cacheDefaultTimeout,
  });
  const validateMs = round(performance.now() - started);
  const results: Record<string, unknown>[] = [];
  // Only a lone query's answer streams: with more, a later one could still fail the request.
  const sink = context.queries.length === 1 && context.result_format === 'json' ? request.body : undefined;
  try {
    const env = environment(app, request, source, rls);
    for (const query of context.queries) {
      results.push((await answerQuery(app, query, context, env, ttl, validateMs, sink)).entry);
    }
  } catch (error) {
    throw toChartDataError(error);
  }
  logLoadChart(app, request, results, performance.now() - started);
  const cacheKey = request.cacheQueryContext ? await storeQueryContext(app, context) : undefined;
  if (context.result_format === 'json') return { status: 'success', context, results, cacheKey };
  const serialiseStarted = performance.now();
  const file = await exportResults(
    results as unknown as TabularResult[],
    context.result_format,
    exportFilename(context.form_data?.slice_name),
    maxResultBytes(app),
  );
  const ms = round(performance.now() - serialiseStarted);
  for (const entry of results) {
    const timing = entry.timing as Timing | undefined;
    if (timing)
      entry.timing = {
        ...timing,
        serialise: round((timing.serialise ?? 0) + ms),
        total: round((timing.total ?? 0) + ms),
      };
  }
  return { status: 'success', context, results, file, cacheKey };
}
