/**
 * Who may read or write explore and dashboard state (Superset's check_access of
 * superset/commands/explore/form_data/utils.py and the dashboard DAO's access check):
 * a missing dataset, chart or dashboard is 404, one the user may not see is 403.
 */
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../api/list/request';
import { canAccessQuerySource, loadQuerySource } from '../engine/query-datasource';
import { ApiError, notFound } from '../errors';
import type { Db } from '../repositories/common';
import { findDashboardId } from '../repositories/dashboards';
import { chartVisible, dashboardVisible, datasetVisible } from '../repositories/list/access';

/** Datasource types of Superset's DatasourceType; tables (datasets) and SQL Lab queries exist here. */
export const DATASOURCE_TYPES = ['table', 'dataset', 'query', 'saved_query', 'view'] as const;

async function exists(db: Db, table: 'tables' | 'slices' | 'dashboards', id: number): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export async function checkExploreAccess(
  db: Db,
  request: FastifyRequest,
  datasourceId: number,
  chartId: number | null,
  datasourceType: string,
): Promise<void> {
  const ctx = contextOf(request);
  if (datasourceType === 'query') {
    // A SQL Lab query explored before it is saved as a dataset: its owner's (or an admin's) only.
    const source = await loadQuerySource(db, datasourceId);
    if (!source || !request.user || !canAccessQuerySource(request.user, source)) throw notFound();
  } else {
    if (!['table', 'dataset'].includes(datasourceType) || !(await exists(db, 'tables', datasourceId))) {
      throw notFound();
    }
    if (!(await datasetVisible(db, datasourceId, ctx))) throw new ApiError('FORBIDDEN');
  }
  if (chartId === null) return;
  if (!(await exists(db, 'slices', chartId))) throw notFound();
  if (!(await chartVisible(db, chartId, ctx))) throw new ApiError('FORBIDDEN');
}

/** The dashboard named by id or slug that the user may see, as its id. */
export async function visibleDashboardId(db: Db, request: FastifyRequest, idOrSlug: string): Promise<number> {
  const id = await findDashboardId(db, idOrSlug);
  if (id === null) throw notFound();
  if (!(await dashboardVisible(db, id, contextOf(request)))) throw new ApiError('FORBIDDEN');
  return id;
}

/** `<origin>` of the request, for the permalink URLs the user copies. */
export function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
