/**
 * GET /api/v1/dataset/<pk>/related_objects and /api/v1/database/<pk>/related_objects/: the charts
 * and dashboards built on it, which the delete dialog lists before a user confirms. The object
 * answers 404 unless its show route would answer, and only charts and dashboards the user may
 * read are listed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { errorAnswers, pkParams } from '../../openapi/schemas';
import { datasetIdsOfDatabase } from '../../repositories/datasets';
import { databaseVisible, datasetVisible } from '../../repositories/list/access';
import { findRelatedObjects } from '../../repositories/list/related';
import { contextOf } from './request';

const relatedList = z.object({ count: z.number(), result: z.array(z.looseObject({ id: z.number() })) });
const relatedAnswer = z.looseObject({
  charts: relatedList,
  dashboards: relatedList,
  sqllab_tab_states: relatedList.optional().describe('Databases only'),
});

export function registerRelatedObjects(app: FastifyInstance, kind: 'dataset' | 'database'): void {
  const view = kind === 'dataset' ? 'Dataset' : 'Database';
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api/v1/${kind}/:pk/related_objects/`,
    {
      preHandler: app.authorize('can_read', view),
      schema: {
        summary: `Charts and dashboards built on a ${kind}`,
        params: pkParams,
        response: { 200: relatedAnswer, ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const id = request.params.pk;
      const ctx = contextOf(request);
      if (kind === 'dataset') {
        if (!(await datasetVisible(app.store, id, ctx))) throw notFound();
        return findRelatedObjects(app.store, [id], ctx);
      }
      if (!(await databaseVisible(app.store, id, ctx))) throw notFound();
      const datasetIds = await datasetIdsOfDatabase(app.store, id);
      return {
        ...(await findRelatedObjects(app.store, datasetIds, ctx)),
        sqllab_tab_states: { count: 0, result: [] },
      };
    },
  );
}
