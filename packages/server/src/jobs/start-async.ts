/**
 * The 202 branch of `POST /api/v1/chart/data` (SUPERSET_FACTS §9.1 step 3). The chart-data route
 * calls this after parsing the query context; when it answers (202, or 401 by throwing) the route
 * returns; otherwise the route answers synchronously as before.
 */
import type { QueryContext } from '@tessera/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/**
 * True when it queued the query and answered 202 with the job metadata. False (answer as usual)
 * when the flag is off, the request is not a JSON `full` result (Superset runs only those
 * asynchronously) or every query's answer is cached already. Throws a 401 ApiError when the
 * async-token cookie is missing, invalid or belongs to another user; throws the runner's 403/404
 * for a dataset the user may not query.
 */
export async function maybeStartAsyncChartData(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  queryContext: QueryContext,
): Promise<boolean> {
  const service = app.asyncQueries;
  if (!service || !app.config.featureFlags.GLOBAL_ASYNC_QUERIES) return false;
  if (queryContext.result_format !== 'json' || queryContext.result_type !== 'full') return false;
  const user = request.user;
  if (!user) throw new ApiError('NOT_AUTHENTICATED');
  const channel = await service.tokens.channelOf(request);
  if (channel === null) {
    throw new ApiError('INVALID_TOKEN', { reason: 'The async-token cookie is missing or invalid.' });
  }
  const { cached } = await service.runner.check(app, { user, queryContext });
  if (cached) return false;
  const job = await service.submit(user.id, channel, queryContext);
  await reply.code(202).send(job);
  return true;
}
