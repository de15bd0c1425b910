/**
 * POST /api/v1/chart/data (SUPERSET_FACTS §1): runs a query context against its dataset. The body
 * is the query context as JSON, or a form post whose `form_data` field holds it as a JSON string
 * (CSV export posts that way). Thin: parse, authorise, hand to the engine, map errors.
 */
import {
  normaliseQueryContext,
  PostProcessingError,
  type QueryContext,
  QueryObjectError,
  TimeRangeError,
} from '@tessera/core';
import { SqlCompileError } from '@tessera/sql';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { runQueryContext, SUPPORTED_RESULT_TYPES } from '../engine/chart-data';
import { ConnectorError, dialectOf, getConnector } from '../engine/connectors';
import { canAccessDatasource, loadDatasource } from '../engine/datasource';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { decryptSecret } from '../repositories/secrets';
import { pkOf } from './list/request';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The problems of a body that is not a query context, all listed at once. */
function structuralProblems(body: unknown): string[] {
  if (!isRecord(body)) return ['the body must be a JSON object'];
  const problems: string[] = [];
  if (body.datasource === undefined) problems.push('datasource: Missing data for required field.');
  if (!Array.isArray(body.queries))
    problems.push('queries: Missing data for required field (a list of query objects).');
  else if (body.queries.some((query) => !isRecord(query)))
    problems.push('queries: every item must be an object.');
  return problems;
}

function parseBody(body: unknown): QueryContext {
  let raw = body;
  if (isRecord(body) && typeof body.form_data === 'string' && body.queries === undefined) {
    try {
      raw = JSON.parse(body.form_data);
    } catch {
      throw new ApiError('CHART_DATA_INVALID', { detail: 'form_data is not valid JSON' });
    }
  }
  const problems = structuralProblems(raw);
  if (problems.length > 0) throw new ApiError('CHART_DATA_INVALID', { detail: problems.join(' ') });
  try {
    return normaliseQueryContext(raw);
  } catch (error) {
    if (error instanceof QueryObjectError)
      throw new ApiError('CHART_DATA_INVALID', { detail: error.message }, { cause: error });
    throw error;
  }
}

/** Engine and driver errors as Superset answers them: 400 "Error: ...", 408 for a timeout. */
function toApiError(error: unknown): unknown {
  if (error instanceof ConnectorError) {
    if (error.code === 'TIMED_OUT')
      return new ApiError('CHART_DATA_TIMEOUT', { detail: error.message }, { cause: error });
    return new ApiError('CHART_DATA_QUERY_ERROR', { detail: error.message }, { cause: error });
  }
  if (
    error instanceof SqlCompileError ||
    error instanceof TimeRangeError ||
    error instanceof QueryObjectError ||
    error instanceof PostProcessingError
  ) {
    return new ApiError('CHART_DATA_QUERY_ERROR', { detail: error.message }, { cause: error });
  }
  return error;
}

/** Aborts the running query when the client goes away before the answer is sent. */
function abortOnDisconnect(request: FastifyRequest, reply: FastifyReply): AbortController {
  const controller = new AbortController();
  request.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort();
  });
  return controller;
}

/** Whole seconds, as Superset's parsers see the clock; naive UTC wall-clock time. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

/** Validates and runs a parsed query context for the request's user. */
async function answer(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  context: QueryContext,
  started: number,
) {
  const unsupported = [context.result_type, ...context.queries.map((q) => q.result_type)].find(
    (type) => type !== undefined && !SUPPORTED_RESULT_TYPES.includes(type),
  );
  if (unsupported) {
    throw new ApiError('NOT_IMPLEMENTED', { detail: `Result type "${unsupported}" is not supported yet` });
  }
  if (context.result_format !== 'json') {
    throw new ApiError('NOT_IMPLEMENTED', {
      detail: `Result format "${context.result_format}" is not supported yet`,
    });
  }
  const source = await loadDatasource(app.store, context.datasource.id);
  if (!source) throw new ApiError('DATASOURCE_NOT_FOUND', { datasource: String(context.datasource.id) });
  if (!(await canAccessDatasource(app.store, request.user!, source))) throw forbidden();
  const validate = Math.round((performance.now() - started) * 100) / 100;
  const { database } = source;
  try {
    const password = database.password ? decryptSecret(database.password, app.config.secretKey) : null;
    const body = await runQueryContext(context, {
      source,
      connector: getConnector(database, password),
      dialect: dialectOf(database.sqlalchemy_uri),
      now: now(),
      signal: abortOnDisconnect(request, reply).signal,
    });
    for (const entry of body.result) {
      if (entry.timing) entry.timing = { validate, ...(entry.timing as object) };
    }
    return body;
  } catch (error) {
    throw toApiError(error);
  }
}

const RESULT_TYPE_PARAM = new Set([
  'full',
  'columns',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
]);

export default async function chartDataRoutes(app: FastifyInstance): Promise<void> {
  const read = { preHandler: app.authorize('can_read', 'Chart') };

  app.post('/api/v1/chart/data', read, async (request, reply) => {
    const started = performance.now();
    return answer(app, request, reply, parseBody(request.body), started);
  });

  // Runs a saved chart's query context; `format`, `type` and `force` override the saved ones.
  app.get('/api/v1/chart/:pk/data', read, async (request, reply) => {
    const started = performance.now();
    const chart = await app.store
      .selectFrom('slices')
      .select(['query_context'])
      .where('id', '=', pkOf(request))
      .executeTakeFirst();
    if (!chart) throw notFound();
    if (!chart.query_context) {
      throw badRequest('Chart has no query context saved. Please save the chart again.');
    }
    let saved: unknown;
    try {
      saved = JSON.parse(chart.query_context);
    } catch {
      throw badRequest('Chart has no query context saved. Please save the chart again.');
    }
    const query = request.query as { format?: string; type?: string; force?: string };
    const overrides: Record<string, unknown> = {
      result_format: query.format ?? 'json',
      result_type: query.type ?? 'full',
    };
    if (query.type !== undefined && !RESULT_TYPE_PARAM.has(query.type)) {
      throw new ApiError('CHART_DATA_INVALID', {
        detail: `type must be one of ${[...RESULT_TYPE_PARAM].join(', ')}`,
      });
    }
    if (query.force !== undefined) overrides.force = query.force === 'true';
    const context = parseBody(isRecord(saved) ? { ...saved, ...overrides } : saved);
    return answer(app, request, reply, context, started);
  });
}
