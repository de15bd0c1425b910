/**
 * The 202 branch of the chart routes (SUPERSET_FACTS §9.1 step 3 and item 7): `POST
 * /api/v1/chart/data` and `/superset/explore_json/` call this after parsing their input; when it
 * answers (202, or 401 by throwing) the route returns; otherwise the route answers synchronously.
 */
import type { QueryContext } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/** What to queue: the query context that decides "cached already?", and the job's kind and payload. */
export interface AsyncJobRequest {
  /** Built after the token check; null when there is nothing to run (answer at once). */
  readonly queryContext: () => QueryContext | null;
  /** The job's input; the query context itself for chart-data jobs. */
  readonly payload?: unknown;
  /** A kind registered in job-kinds.ts; chart-data jobs by default. */
  readonly kind?: string;
}

/** The header a synchronous answer carries when the job queue was unreachable. */
export const ASYNC_FALLBACK_HEADER = 'x-tessera-warning';
export const ASYNC_FALLBACK_WARNING =
  'Asynchronous queries are unavailable (the job queue cannot be reached); this query ran synchronously.';

/**
 * Answers synchronously instead of queueing: the job queue's Redis is away. A 202 would leave the
 * chart waiting for an event that no worker can send; a synchronous answer still draws it.
 */
function fallBackToSynchronous(app: FastifyInstance, reply: FastifyReply, error?: unknown): false {
  app.log.warn({ err: error }, 'async queries: the job queue is unreachable, running synchronously');
  void reply.header(ASYNC_FALLBACK_HEADER, ASYNC_FALLBACK_WARNING);
  return false;
}

/**
 * True when it queued the job and answered 202 with the job metadata. False (answer as usual)
 * when the flag is off, there is nothing to run, or every query's answer is cached already, or
 * when the job queue is unreachable (then the answer carries ASYNC_FALLBACK_HEADER).
 * Throws a 401 ApiError when the async-token cookie is missing, invalid or belongs to another
 * user; throws the runner's 403/404 for a dataset the user may not query.
 */
export async function maybeStartAsyncJob(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  job: AsyncJobRequest,
): Promise<boolean> {
  const service = app.asyncQueries;
  if (!service || !app.config.featureFlags.GLOBAL_ASYNC_QUERIES) return false;
  const user = request.user;
  if (!user) throw new ApiError('NOT_AUTHENTICATED');
  const channel = await service.tokens.channelOf(request);
  if (channel === null) {
    throw new ApiError('INVALID_TOKEN', { reason: 'The async-token cookie is missing or invalid.' });
  }
  const queryContext = job.queryContext();
  if (!queryContext) return false;
  const { cached } = await service.runner.check(app, { user, queryContext });
  if (cached) return false;
  if (!service.queue.isAvailable()) return fallBackToSynchronous(app, reply);
  let metadata: Awaited<ReturnType<typeof service.submit>>;
  try {
    metadata = await service.submit(user.id, channel, job.payload ?? queryContext, job.kind);
  } catch (error) {
    // Redis went away between the check and the write: nothing was queued.
    return fallBackToSynchronous(app, reply, error);
  }
  await reply.code(202).send(metadata);
  return true;
}

/** The chart-data API's 202 branch: Superset runs only JSON `full` results asynchronously. */
export function maybeStartAsyncChartData(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  queryContext: QueryContext,
): Promise<boolean> {
  if (queryContext.result_format !== 'json' || queryContext.result_type !== 'full') {
    return Promise.resolve(false);
  }
  return maybeStartAsyncJob(app, request, reply, { queryContext: () => queryContext });
}
