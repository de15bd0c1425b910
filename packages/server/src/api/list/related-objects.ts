/**
 * GET /api/v1/dataset/<pk>/related_objects and /api/v1/database/<pk>/related_objects/: the charts
 * and dashboards built on it, which the delete dialog lists before a user confirms. The object
 * answers 404 unless its show route would answer, and only charts and dashboards the user may
 * read are listed.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { notFound } from '../../errors';
import { errorAnswers, pkParams } from '../../openapi/schemas';
import type { Db } from '../../repositories/common';
import { datasetIdsOfDatabase } from '../../repositories/datasets';
import { chartScope, dashboardScope, databaseVisible, datasetVisible } from './access';
import type { ListContext } from './filters';
import { contextOf } from './request';

const always = sql<boolean>`1 = 1`;

async function relatedOf(db: Db, datasetIds: readonly number[], ctx: ListContext) {
  const charts =
    datasetIds.length === 0
      ? []
      : (
          await sql<{ id: number; slice_name: string; viz_type: string }>`
            select t.id, t.slice_name, t.viz_type from slices t
            where t.datasource_id in (${sql.join(datasetIds)}) and ${chartScope(ctx) ?? always}
            order by t.id`.execute(db)
        ).rows;
  const dashboards =
    charts.length === 0
      ? []
      : (
          await sql<{ id: number; json_metadata: string | null; slug: string | null; title: string | null }>`
            select distinct t.id, t.json_metadata, t.slug, t.dashboard_title as title from dashboards t
            join dashboard_slices l on l.dashboard_id = t.id
            where l.slice_id in (${sql.join(charts.map((chart) => chart.id))})
              and ${dashboardScope(ctx) ?? always}
            order by t.id`.execute(db)
        ).rows;
  return {
    charts: { count: charts.length, result: charts },
    dashboards: { count: dashboards.length, result: dashboards },
  };
}

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
        return relatedOf(app.store, [id], ctx);
      }
      if (!(await databaseVisible(app.store, id, ctx))) throw notFound();
      const datasetIds = await datasetIdsOfDatabase(app.store, id);
      return {
        ...(await relatedOf(app.store, datasetIds, ctx)),
        sqllab_tab_states: { count: 0, result: [] },
      };
    },
  );
}
