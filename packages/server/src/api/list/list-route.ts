/**
 * `GET <url>/`: a list answered by the list engine over one list definition (rison `q`: filters,
 * order, page, page_size, columns, keys), as every list route of the API answers it.
 */
import { parseListQuery } from '@tessera/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { anyObject, errorAnswers, listAnswer, risonQuery } from '../../openapi/schemas';
import type { ListDefinition } from '../../repositories/list/definition';
import type { PreHandler } from '../../types';
import { listResponse, specOf } from './engine';
import { contextOf, parseQ } from './request';

export const LIST_DESCRIPTION =
  "Rison `q`: filters, order, page, page_size, columns, keys (Superset's list API).";

export interface ListRoute {
  readonly url: string;
  /** The permission check, e.g. `app.authorize('can_read', 'User')` */
  readonly preHandler: PreHandler;
  readonly summary: string;
  readonly description?: string;
  readonly def: ListDefinition;
  /** Runs before the query is read, e.g. to bring the listed rows up to date. */
  readonly before?: () => Promise<void>;
}

export function registerListRoute(app: FastifyInstance, route: ListRoute): void {
  const spec = specOf(route.def);
  app.withTypeProvider<ZodTypeProvider>().get(
    route.url,
    {
      preHandler: route.preHandler,
      schema: {
        summary: route.summary,
        ...(route.description === undefined ? {} : { description: route.description }),
        querystring: risonQuery,
        response: { 200: listAnswer(anyObject), ...errorAnswers(400, 401, 403) },
      },
    },
    async (request) => {
      await route.before?.();
      const query = parseQ((q) => parseListQuery(q, spec), request);
      return listResponse(app.store, route.def, query, contextOf(request));
    },
  );
}
