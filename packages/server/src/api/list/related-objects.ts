/**
 * GET /api/v1/dataset/<pk>/related_objects and /api/v1/database/<pk>/related_objects/: the charts
 * and dashboards built on it, which the delete dialog lists before a user confirms.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../errors';
import type { Db } from '../../repositories/common';
import { pkOf } from './request';

async function relatedOf(db: Db, datasetIds: readonly number[]) {
  const charts =
    datasetIds.length === 0
      ? []
      : await db
          .selectFrom('slices')
          .select(['id', 'slice_name', 'viz_type'])
          .where('datasource_id', 'in', [...datasetIds])
          .orderBy('id')
          .execute();
  const dashboards =
    charts.length === 0
      ? []
      : await db
          .selectFrom('dashboards as d')
          .innerJoin('dashboard_slices as l', 'l.dashboard_id', 'd.id')
          .select(['d.id', 'd.json_metadata', 'd.slug', 'd.dashboard_title as title'])
          .where(
            'l.slice_id',
            'in',
            charts.map((chart) => chart.id),
          )
          .distinct()
          .orderBy('d.id')
          .execute();
  return {
    charts: { count: charts.length, result: charts },
    dashboards: { count: dashboards.length, result: dashboards },
  };
}

export function registerRelatedObjects(app: FastifyInstance, kind: 'dataset' | 'database'): void {
  const view = kind === 'dataset' ? 'Dataset' : 'Database';
  app.get(
    `/api/v1/${kind}/:pk/related_objects/`,
    { preHandler: app.authorize('can_read', view) },
    async (request) => {
      const id = pkOf(request);
      if (kind === 'dataset') {
        const found = await app.store
          .selectFrom('tables')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!found) throw notFound();
        return relatedOf(app.store, [id]);
      }
      const found = await app.store.selectFrom('dbs').select('id').where('id', '=', id).executeTakeFirst();
      if (!found) throw notFound();
      const datasets = await app.store
        .selectFrom('tables')
        .select('id')
        .where('database_id', '=', id)
        .execute();
      return {
        ...(await relatedOf(
          app.store,
          datasets.map((row) => row.id),
        )),
        sqllab_tab_states: { count: 0, result: [] },
      };
    },
  );
}
