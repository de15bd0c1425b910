/** Superset's legacy favourite toggle: GET /superset/favstar/<slice|Dashboard>/<id>/<select|unselect|count>/ */
import type { FastifyInstance } from 'fastify';
import { ApiError, notFound } from '../../errors';
import { setFavorite } from '../../repositories/common';
import { hasPermission } from '../../security/permissions';

const VIEWS: Record<string, { view: string; table: 'slices' | 'dashboards' }> = {
  slice: { view: 'Chart', table: 'slices' },
  Dashboard: { view: 'Dashboard', table: 'dashboards' },
};

export function registerFavstar(app: FastifyInstance): void {
  app.get('/superset/favstar/:className/:id/:action/', { preHandler: app.requireUser }, async (request) => {
    const { className, id, action } = request.params as { className: string; id: string; action: string };
    const target = Object.hasOwn(VIEWS, className) ? VIEWS[className] : undefined;
    if (!target || !/^\d+$/.test(id) || !['select', 'unselect', 'count'].includes(action)) throw notFound();
    if (!hasPermission(request.user, 'can_read', target.view)) throw new ApiError('FORBIDDEN');
    const objId = Number(id);
    const found = await app.store
      .selectFrom(target.table)
      .select('id')
      .where('id', '=', objId)
      .executeTakeFirst();
    if (!found) throw notFound();
    const user = request.user!;
    if (action === 'count') {
      const row = await app.store
        .selectFrom('favstar')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('class_name', '=', className)
        .where('obj_id', '=', objId)
        .where('user_id', '=', user.id)
        .executeTakeFirst();
      return { count: Number(row?.count ?? 0) };
    }
    return { count: await setFavorite(app.store, className, user.id, objId, action === 'select') };
  });
}
