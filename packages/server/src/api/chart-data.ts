/**
 * Chart data over HTTP (SUPERSET_FACTS §1.1). Thin: parse the body, hand it to the engine's
 * `executeChartDataRequest(app, {queryContext, user, signal, ...})` (engine/execute-request.ts,
 * which an async worker calls the same way), and send JSON or the csv/xlsx/zip file.
 *
 * - POST /api/v1/chart/data: the query context as JSON, or a form post whose `form_data` field
 *   holds it as a JSON string (CSV export posts that way).
 * - GET /api/v1/chart/{pk}/data/?format=&type=&force=: a saved chart's query context.
 * - GET /api/v1/chart/data/{cache_key}: a query context stored by an async job, run again (its
 *   queries come from the cache).
 */
import {
  chartDataResponseSchema,
  normaliseQueryContext,
  type QueryContext,
  QueryObjectError,
  queryContextRequestSchema,
  RESULT_TYPES,
} from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resultBytes } from '../cache/json-text';
import { executeChartDataRequest, loadCachedQueryContext, maxResultBytes } from '../engine/execute-request';
import type { ExportFile } from '../engine/export-formats';
import { stringifyCapped } from '../engine/result-size';
import { ApiError, badRequest, notFound } from '../errors';
import { maybeStartAsyncChartData } from '../jobs/start-async';
import { asyncJobAnswer, jsonOrExport } from '../openapi/chart-data-schemas';
import { checkedByHandler, errorAnswers, jsonText, pkParams } from '../openapi/schemas';
import { chartQueryContextText } from '../repositories/charts';
import { chartVisible } from '../repositories/list/access';
import { StreamedBody } from './chart-data-stream';
import { contextOf } from './list/request';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A malformed body as Superset answers a marshmallow ValidationError: 400 "Request is incorrect:
 * <field errors>", the field errors (`{"queries": {"0": {"extras": {"where": ["Not a valid
 * string."]}}}}`) also in `errors[0].extra.messages` for clients that read them structurally.
 */
export function invalidQueryContext(error: QueryObjectError): ApiError {
  if (!error.fields) return new ApiError('CHART_DATA_INVALID', { detail: error.message }, { cause: error });
  return new ApiError(
    'CHART_DATA_INVALID',
    { detail: JSON.stringify(error.fields) },
    { cause: error, extra: { messages: error.fields } },
  );
}

/** A request body (JSON, or a form with `form_data`) as a normalised query context; 400 when it is not one. */
export function parseQueryContext(body: unknown): QueryContext {
  let raw = body;
  if (isRecord(body) && typeof body.form_data === 'string' && body.queries === undefined) {
    try {
      raw = JSON.parse(body.form_data);
    } catch {
      throw new ApiError('CHART_DATA_INVALID', { detail: 'form_data is not valid JSON' });
    }
  }
  try {
    return normaliseQueryContext(raw);
  } catch (error) {
    if (error instanceof QueryObjectError) throw invalidQueryContext(error);
    throw error;
  }
}

/** Aborts the running query when the client goes away before the answer is sent. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  // The response's close (not the request's, which fires once the body is read) tells a
  // finished answer from a dropped connection.
  reply.raw.on('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

/** A JSON answer, refused with 422 over TESSERA_MAX_RESULT_BYTES (engine/result-size.ts). */
export function sendCappedJson(app: FastifyInstance, reply: FastifyReply, value: unknown) {
  const text = stringifyCapped(value, maxResultBytes(app));
  return reply.type('application/json; charset=utf-8').send(text);
}

export function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename=${file.filename}`)
    .send(file.body);
}

const positiveInt = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) && n > 0 ? n : null;
};

/**
 * What Superset's client puts in the query string of a chart-data call: `form_data` holding only
 * the slice_id, the `dashboard_id` and `force` (spec 000 §7). They name the chart and dashboard in
 * the event log and the chart's cache timeout; `force=true` bypasses the cache like the body's.
 */
function chartParamsOf(request: FastifyRequest): {
  sliceId: number | null;
  dashboardId: number | null;
  force: boolean;
} {
  const query = (request.query ?? {}) as Record<string, unknown>;
  let sliceId: number | null = null;
  if (typeof query.form_data === 'string') {
    try {
      const parsed = JSON.parse(query.form_data) as { slice_id?: unknown } | null;
      sliceId = positiveInt(parsed?.slice_id);
    } catch {
      // Not JSON: the parameter only names the chart; the body carries the query.
    }
  }
  return {
    sliceId,
    dashboardId: positiveInt(query.dashboard_id),
    force: query.force === 'true' || query.force === '1',
  };
}

async function respond(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  queryContext: QueryContext,
  options: { startedAt: number; sliceId?: number | null; dashboardId?: number | null },
) {
  // A big answer is sent while it is serialised (chart-data-stream.ts); after its 200 is
  // committed, an error can only end the connection.
  const body = new StreamedBody(reply);
  let outcome: Awaited<ReturnType<typeof executeChartDataRequest>>;
  try {
    outcome = await executeChartDataRequest(app, {
      queryContext,
      user: request.user!,
      signal: abortOnDisconnect(reply),
      startedAt: options.startedAt,
      sliceId: options.sliceId ?? null,
      dashboardId: options.dashboardId ?? null,
      referrer: request.headers.referer ?? null,
      body,
    });
  } catch (error) {
    if (!body.opened) throw error;
    // Mostly a client gone away mid-answer (the write stops with CANCELLED).
    request.log.warn({ err: error }, 'chart data ended after its answer began');
    body.fail(error);
    return reply;
  }
  if (body.opened) {
    body.finish(outcome.results[0] ?? {});
    return reply;
  }
  if (outcome.file) return sendFile(reply, outcome.file);
  // Each result's JSON was made once (cache/json-text.ts): its pieces go straight into the body's
  // bytes rather than being serialised again or joined into one more big string.
  return reply
    .type('application/json; charset=utf-8')
    .send(resultBytes(outcome.results, maxResultBytes(app)));
}

const RESULT_TYPE_PARAM: ReadonlySet<string> = new Set(RESULT_TYPES);
const NO_QUERY_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

/**
 * The body is checked by parseQueryContext (marshmallow's messages, `Request is incorrect: ...`),
 * so the schema only documents it; a form post (CSV export) sends it as the `form_data` field.
 */
const queryContextBody = checkedByHandler(
  queryContextRequestSchema.describe(
    'The query context (or, form-encoded, a `form_data` field holding it as JSON text)',
  ),
);

/** What Superset's client adds to a chart-data call's address (see chartParamsOf). */
const chartDataQuery = checkedByHandler(
  z.looseObject({
    form_data: z.string().optional().describe('JSON `{"slice_id": <id>}`: the chart, for the event log'),
    dashboard_id: z.string().optional().describe('The dashboard the chart is on'),
    force: z.string().optional().describe('`true` to bypass the cache'),
  }),
);

const savedChartQuery = checkedByHandler(
  z.looseObject({
    format: z.string().optional().describe('`json` (default), `csv` or `xlsx`'),
    type: z
      .enum(RESULT_TYPES as [string, ...string[]])
      .optional()
      .describe('The result type (default `full`)'),
    force: z.string().optional().describe('`true` to bypass the cache'),
  }),
);

const chartDataAnswers = {
  200: jsonOrExport(jsonText(chartDataResponseSchema), 'The results, one per query, or the exported file'),
  202: asyncJobAnswer,
  ...errorAnswers(400, 401, 403, 404, 422),
};

export default async function chartDataRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const preHandler = app.authorize('can_read', 'Chart');

  app.post(
    '/api/v1/chart/data',
    {
      preHandler,
      schema: {
        summary: "Run a query context: a chart's data",
        body: queryContextBody,
        querystring: chartDataQuery,
        response: chartDataAnswers,
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const parsed = parseQueryContext(request.body);
      const params = chartParamsOf(request);
      const queryContext = params.force ? { ...parsed, force: true } : parsed;
      if (await maybeStartAsyncChartData(app, request, reply, queryContext)) return reply;
      return respond(app, request, reply, queryContext, {
        startedAt,
        sliceId: params.sliceId,
        dashboardId: params.dashboardId,
      });
    },
  );

  // A query context stored by an async job (cacheQueryContext); 404 when unknown or expired.
  app.get(
    '/api/v1/chart/data/:cache_key',
    {
      preHandler,
      schema: {
        summary: 'Run the query context an async chart-data job stored',
        params: z.object({ cache_key: z.string().describe("The `cache_key` of the job's result URL") }),
        response: chartDataAnswers,
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const context = await loadCachedQueryContext(app, request.params.cache_key);
      if (!context) throw notFound();
      return respond(app, request, reply, context, { startedAt });
    },
  );

  // Runs a saved chart's query context; `format`, `type` and `force` override the saved ones.
  app.get(
    '/api/v1/chart/:pk/data',
    {
      preHandler,
      schema: {
        summary: "Run a saved chart's query context",
        params: pkParams,
        querystring: savedChartQuery,
        response: chartDataAnswers,
      },
    },
    async (request, reply) => {
      const startedAt = performance.now();
      const sliceId = request.params.pk;
      // Superset loads the chart through its base filter: a chart the user cannot read is a 404,
      // whatever its saved query context holds.
      if (!(await chartVisible(app.store, sliceId, contextOf(request)))) throw notFound();
      const queryContext = await chartQueryContextText(app.store, sliceId);
      if (queryContext === undefined) throw notFound();
      if (!queryContext) throw badRequest(NO_QUERY_CONTEXT);
      let saved: unknown;
      try {
        saved = JSON.parse(queryContext);
      } catch {
        throw badRequest(NO_QUERY_CONTEXT);
      }
      const query = request.query as { format?: string; type?: string; force?: string };
      if (query.type !== undefined && !RESULT_TYPE_PARAM.has(query.type)) {
        throw new ApiError('CHART_DATA_INVALID', {
          detail: `type must be one of ${[...RESULT_TYPE_PARAM].join(', ')}`,
        });
      }
      const overrides: Record<string, unknown> = {
        result_format: query.format ?? 'json',
        result_type: query.type ?? 'full',
      };
      if (query.force !== undefined) overrides.force = query.force === 'true';
      const context = parseQueryContext(isRecord(saved) ? { ...saved, ...overrides } : saved);
      if (await maybeStartAsyncChartData(app, request, reply, context)) return reply;
      return respond(app, request, reply, context, { startedAt, sliceId });
    },
  );
}
