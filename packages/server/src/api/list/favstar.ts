/** Superset's legacy favourite toggle: GET /superset/favstar/<slice|Dashboard>/<id>/<select|unselect|count>/ */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ApiError, notFound } from '../../errors';
import { errorAnswers } from '../../openapi/schemas';
import { FAVORITE_CLASS, favoriteCount, objectExists, setFavorite } from '../../repositories/common';
import { hasPermission } from '../../security/permissions';

interface Target {
  readonly view: string;
  readonly table: 'slices' | 'dashboards';
  /** The class name favourites are stored under, the one favorite_status and the list filters read */
  readonly stored: string;
}

/**
 * Superset's frontend sends `slice` and `Dashboard`, but its older pages and many scripts send
 * `Slice` or `dashboard`. A star stored under another spelling than FAVORITE_CLASS was invisible
 * to favorite_status (the star did not stick), so every spelling maps to the one stored name.
 */
const TARGETS: Record<string, Target> = {
  slice: { view: 'Chart', table: 'slices', stored: FAVORITE_CLASS.chart },
  chart: { view: 'Chart', table: 'slices', stored: FAVORITE_CLASS.chart },
  dashboard: { view: 'Dashboard', table: 'dashboards', stored: FAVORITE_CLASS.dashboard },
};

const favstarParams = z.object({
  className: z.string().describe('`slice` (or `Slice`, `chart`) or `Dashboard`'),
  id: z.string().regex(/^\d+$/).transform(Number),
  action: z.enum(['select', 'unselect', 'count']),
});

export function registerFavstar(app: FastifyInstance): void {
  const schema = {
    summary: 'Star, unstar or count the stars of a chart or dashboard (legacy)',
    params: favstarParams,
    response: { 200: z.object({ count: z.number() }), ...errorAnswers(401, 403, 404) },
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/superset/favstar/:className/:id/:action/',
      { preHandler: app.requireUser, schema },
      async (request) => {
        const { className, id: objId, action } = request.params;
        const key = className.toLowerCase();
        const target = Object.hasOwn(TARGETS, key) ? TARGETS[key] : undefined;
        if (!target) throw notFound();
        if (!hasPermission(request.user, 'can_read', target.view)) throw new ApiError('FORBIDDEN');
        if (!(await objectExists(app.store, target.table, objId))) throw notFound();
        const user = request.user!;
        if (action === 'count') {
          return { count: await favoriteCount(app.store, target.stored, user.id, objId) };
        }
        return { count: await setFavorite(app.store, target.stored, user.id, objId, action === 'select') };
      },
    );
}
