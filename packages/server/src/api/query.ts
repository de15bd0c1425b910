/**
 * /api/v1/query: SQL Lab's query history (Superset's QueryRestApi) — the list with rison filters
 * on user, database, status and SQL text, show, related, distinct, `updated_since` (what SQL
 * Lab's client polls) and `stop`. A user sees only their own queries; admins and holders of
 * all_query_access see everyone's.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound } from '../errors';
import { anyObject, errorAnswers, itemAnswer, pkParams, risonQuery } from '../openapi/schemas';
import { visibleInScope } from '../repositories/list/access';
import { queryList, queryScope } from '../repositories/query-list';
import { stopRunning } from '../sqllab/execute';
import {
  deleteQueries,
  FINISHED_STATES,
  findQueryByClientId,
  loadQueryItems,
  queriesChangedSince,
  queryDicts,
  updateQuery,
} from '../sqllab/query-repository';
import { contextOf } from './list/request';
import { type ResourceApi, registerResourceRoutes } from './list/resource-routes';
import { rowExists } from './list/resource-write';

const exists = rowExists('query');

export const queryResource: ResourceApi = {
  path: 'query',
  viewMenu: 'Query',
  noun: 'query',
  nounPlural: 'queries',
  list: queryList,
  exists,
  deleteMany: deleteQueries,
};

const stopSchema = z.looseObject({ client_id: z.string().min(1) });

/** `q=(last_updated_ms:…)`: SQL Lab's client sends a rison object; anything else means 0. */
function lastUpdatedMs(q: string | undefined): number {
  const match = /last_updated_ms:(\d+(?:\.\d+)?)/.exec(q ?? '');
  return match ? Number(match[1]) : 0;
}

/** A query as SQL Lab's client reads it (Superset's Query.to_dict(): camelCase). */
const queryDict = z
  .looseObject({ id: z.string(), dbId: z.number(), state: z.string(), sql: z.string() })
  .partial()
  .describe("A query in SQL Lab's shape");

export default async function queryRoutes(app: FastifyInstance): Promise<void> {
  registerResourceRoutes(app, queryResource);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = app.authorize('can_read', 'Query');

  // Superset's client polls this for its running queries: their to_dict() since a moment.
  typed.get(
    '/api/v1/query/updated_since',
    {
      preHandler: read,
      schema: {
        summary: 'Queries changed since a moment (SQL Lab polls it)',
        description: 'Rison `q`: `(last_updated_ms:<epoch ms>)`.',
        querystring: risonQuery,
        response: { 200: z.object({ result: z.array(queryDict) }), ...errorAnswers(401, 403) },
      },
    },
    async (request) => {
      const since = new Date(lastUpdatedMs(request.query.q)).toISOString();
      const found = await queriesChangedSince(app.store, since, queryScope(contextOf(request)));
      return { result: found.length === 0 ? [] : await queryDicts(app.store, found) };
    },
  );

  typed.get(
    '/api/v1/query/:pk',
    {
      preHandler: read,
      schema: {
        summary: 'Get a query of the history',
        params: pkParams,
        response: { 200: itemAnswer(anyObject), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      if (!(await visibleInScope(app.store, 'query', id, queryScope(contextOf(request))))) throw notFound();
      const [item] = await loadQueryItems(app.store, [id]);
      if (!item) throw notFound();
      return { id, result: item };
    },
  );

  typed.post(
    '/api/v1/query/stop',
    {
      preHandler: read,
      schema: {
        summary: 'Stop a running query',
        body: stopSchema,
        response: { 200: z.object({ result: z.literal('OK') }), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { client_id: clientId } = request.body;
      const query = await findQueryByClientId(app.store, clientId);
      if (!query || !(await visibleInScope(app.store, 'query', query.id, queryScope(contextOf(request))))) {
        throw new ApiError('NOT_FOUND');
      }
      if (!FINISHED_STATES.has(query.status)) {
        await updateQuery(app.store, query.id, { status: 'stopped', end_time: Date.now() });
        stopRunning(clientId);
      }
      return { result: 'OK' as const };
    },
  );
}
