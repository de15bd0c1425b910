/**
 * Who may export what: every object in a bundle passes the same visibility test as reading it
 * (`GET /api/v1/<kind>/<id>`), using the scopes of repositories/list/access.ts; there is no second rule.
 *
 * Dependencies follow Superset. ExportDashboardsCommand runs ExportChartsCommand on the
 * dashboard's charts, and ExportChartsCommand runs ExportDatasetsCommand on each chart's dataset;
 * each command's validate() loads its ids through the DAO's base filter and raises
 * <Model>NotFoundError when one is missing. So Superset refuses the whole export when a readable
 * dashboard holds a chart (or a chart a dataset) the user cannot read, instead of dropping it.
 * We refuse too, with a 403 that names the first such object (Superset's nested NotFound error
 * answers 404, which would wrongly say the requested dashboard is missing).
 *
 * Databases are the exception, because reading a dataset does not mean holding its database:
 * a database file (with its masked URI) goes into a bundle only for users who hold the whole
 * database (admin, all_database_access, database_access on it); other bundles reference the
 * database by uuid only, which import resolves against the installed database.
 */

import { sql } from 'kysely';
import { ApiError, notFound } from '../errors';
import type { Db } from '../repositories/common';
import {
  chartScope,
  chartVisible,
  dashboardScope,
  dashboardVisible,
  databaseReadable,
  databaseScope,
  databaseVisible,
  datasetScope,
  datasetVisible,
  visibleInScope,
} from '../repositories/list/access';
import type { ListContext } from '../repositories/list/filters';
import type { ExportSelection } from './export';
import type { ResourceKind } from './import';

/** Saved queries are private to whoever saved them (the scope of /api/v1/saved_query/). */
function savedQueryVisible(db: Db, id: number, ctx: ListContext) {
  return visibleInScope(db, 'saved_query', id, sql`t.created_by_fk = ${ctx.userId ?? -1}`);
}

const VISIBLE: Record<ResourceKind, (db: Db, id: number, ctx: ListContext) => Promise<boolean>> = {
  dashboard: dashboardVisible,
  chart: chartVisible,
  dataset: datasetVisible,
  database: databaseVisible,
  saved_query: savedQueryVisible,
};

const SELECTION = {
  dashboard: 'dashboards',
  chart: 'charts',
  dataset: 'datasets',
  database: 'databases',
  saved_query: 'savedQueries',
} as const satisfies Record<ResourceKind, keyof ExportSelection>;

function refuse(subject: string, object: string): never {
  throw new ApiError('EXPORT_FORBIDDEN', {
    detail: `You cannot export ${subject}: it includes ${object}, which you may not read.`,
  });
}

async function chartIdsOf(db: Db, dashboardId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('dashboard_slices')
    .select('slice_id')
    .where('dashboard_id', '=', dashboardId)
    .orderBy('slice_id')
    .execute();
  return rows.map((row) => row.slice_id);
}

/** The chart's dataset when it still exists (the exporter skips a dangling one). */
async function datasetIdOf(db: Db, chartId: number): Promise<number | null> {
  const row = await db
    .selectFrom('slices as s')
    .innerJoin('tables as d', 'd.id', 's.datasource_id')
    .select('d.id')
    .where('s.id', '=', chartId)
    .executeTakeFirst();
  return row?.id ?? null;
}

async function checkChart(db: Db, ctx: ListContext, subject: string, chartId: number) {
  if (!(await chartVisible(db, chartId, ctx))) refuse(subject, `chart ${chartId}`);
  const datasetId = await datasetIdOf(db, chartId);
  if (datasetId !== null && !(await datasetVisible(db, datasetId, ctx))) {
    refuse(subject, `dataset ${datasetId}`);
  }
}

/**
 * Checks an export of `ids` of one kind for this user: 404 for an id they cannot read (as the
 * show route answers), 403 naming the first dependency they cannot read. Returns the selection
 * for the exporter, limited to the database files this user may receive.
 */
export async function authorizeExport(
  db: Db,
  kind: ResourceKind,
  ids: readonly number[],
  ctx: ListContext,
): Promise<ExportSelection> {
  for (const id of ids) {
    if (!(await VISIBLE[kind](db, id, ctx))) throw notFound();
  }
  for (const id of ids) {
    const subject = `${kind} ${id}`;
    if (kind === 'dashboard') {
      for (const chartId of await chartIdsOf(db, id)) await checkChart(db, ctx, subject, chartId);
    } else if (kind === 'chart') {
      await checkChart(db, ctx, subject, id);
    } else if (kind === 'database' && !databaseReadable(ctx, id)) {
      // A database exports with every dataset on it; seeing some of them is not enough.
      throw new ApiError('EXPORT_FORBIDDEN', {
        detail: `You cannot export database ${id}: exporting a database needs access to the whole database.`,
      });
    }
  }
  const includeDatabase = (databaseId: number) => databaseReadable(ctx, databaseId);
  return { [SELECTION[kind]]: [...ids], includeDatabase };
}

/**
 * GET /api/v1/assets/export/ writes every object, so it needs a user who may read every object
 * (no scope narrows any list): admins, and Alpha through all_database_access and
 * all_datasource_access. Superset's role builder gives Alpha can_export on ImportExportRestApi
 * (ALPHA_ONLY_VIEW_MENUS); a custom role holding it without all data access is refused here.
 */
export async function authorizeAssetsExport(db: Db, ctx: ListContext): Promise<ExportSelection> {
  const narrowed = [datasetScope, chartScope, dashboardScope, databaseScope].some((scope) => scope(ctx));
  if (narrowed) {
    throw new ApiError('EXPORT_FORBIDDEN', {
      detail: 'You cannot export all assets: that needs access to all data. Export single objects instead.',
    });
  }
  const ids = async (table: 'dbs' | 'tables' | 'slices' | 'dashboards') =>
    (await db.selectFrom(table).select('id').execute()).map((row) => row.id);
  return {
    databases: await ids('dbs'),
    datasets: await ids('tables'),
    charts: await ids('slices'),
    dashboards: await ids('dashboards'),
    // Superset's assets export includes saved queries; ours, the exporter's own ones.
    savedQueries: (
      await db
        .selectFrom('saved_query')
        .select('id')
        .where('created_by_fk', '=', ctx.userId ?? -1)
        .execute()
    ).map((row) => row.id),
    assets: true,
  };
}
