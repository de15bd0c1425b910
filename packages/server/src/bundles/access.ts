/**
 * Who imports, and whether they may do what the plan says, object by object, as the matching
 * API call would decide: creating needs `can_write` on the kind (databases: admin-only), a new
 * dataset needs access to its database, a chart needs access to its dataset, a dashboard to the
 * charts it places, and overwriting needs ownership or admin (PUT's rule). The CLI is trusted.
 */

import { type Db, isOwner, type OwnedKind } from '../repositories/common';
import { chartVisible, databaseReadable, databaseVisible, datasetVisible } from '../repositories/list/access';
import type { ListContext } from '../repositories/list/filters';
import { hasPermission } from '../security/permissions';
import type { CurrentUser } from '../security/users';
import type { ParsedBundle, ResourceKind } from './import';
import { chartUuidsInPosition } from './layout';
import type { ImportPlan, Planned } from './plan';

export type ImportAccess =
  | { readonly trusted: true }
  | { readonly trusted: false; readonly user: CurrentUser; readonly context: ListContext };

/** The CLI: an operator on the server's own machine, who may do anything. */
export const TRUSTED_IMPORT: ImportAccess = { trusted: true };

const VIEW: Record<ResourceKind, string> = {
  database: 'Database',
  dataset: 'Dataset',
  chart: 'Chart',
  dashboard: 'Dashboard',
  saved_query: 'SavedQuery',
};
const PLURAL: Record<ResourceKind, string> = {
  database: 'databases',
  dataset: 'datasets',
  chart: 'charts',
  dashboard: 'dashboards',
  saved_query: 'saved queries',
};

/** The same permission the routes check for creating or editing that kind. */
export function mayWrite(access: ImportAccess, kind: ResourceKind): boolean {
  return access.trusted || hasPermission(access.user, 'can_write', VIEW[kind]);
}

/** Problems keyed by bundle file, in words; empty when the importer may do everything planned. */
export async function checkImportAccess(
  db: Db,
  bundle: ParsedBundle,
  plan: ImportPlan,
  access: ImportAccess,
): Promise<Record<string, string>> {
  if (access.trusted) return {};
  const ctx = access.context;
  const refusals: Record<string, string> = {};
  const written = (planned: Planned | undefined) => planned !== undefined && planned.action !== 'reuse';

  const checkWrite = async (kind: ResourceKind, planned: Planned) => {
    if (planned.action === 'reuse') return true;
    if (!mayWrite(access, kind)) {
      refusals[planned.path] = `you may not ${planned.action} ${PLURAL[kind]}`;
      return false;
    }
    if (planned.action === 'overwrite' && kind === 'saved_query') {
      // Saved queries are private to their author, admins included (PUT answers 404 otherwise).
      const row = await db
        .selectFrom('saved_query')
        .select('created_by_fk')
        .where('id', '=', planned.existingId!)
        .executeTakeFirst();
      if (ctx.userId === null || row?.created_by_fk !== ctx.userId) {
        refusals[planned.path] = 'you may not overwrite this saved query: another user saved it';
        return false;
      }
      return true;
    }
    if (planned.action === 'overwrite' && kind !== 'database' && !ctx.isAdmin) {
      const owner =
        ctx.userId !== null && (await isOwner(db, kind as OwnedKind, planned.existingId!, ctx.userId));
      if (!owner) {
        refusals[planned.path] =
          `you may not overwrite this ${kind}: only its owners or an admin may (it already exists)`;
        return false;
      }
    }
    return true;
  };

  for (const planned of plan.databases.values()) await checkWrite('database', planned);

  for (const { doc } of bundle.datasets) {
    const planned = plan.datasets.get(doc.uuid)!;
    if (!(await checkWrite('dataset', planned)) || planned.action === 'reuse') continue;
    // A database written by this import was allowed above; an existing one must be readable.
    const database = plan.databases.get(doc.database_uuid);
    if (written(database) || planned.databaseId === undefined) continue;
    // What exporting that database needs: the whole database (admin, all_database_access or
    // database_access on it); POST /api/v1/dataset/ has no such check of its own yet.
    if (!databaseReadable(ctx, planned.databaseId)) {
      refusals[planned.path] = 'you have no access to the database this dataset uses';
    }
  }

  for (const { doc } of bundle.charts) {
    const planned = plan.charts.get(doc.uuid)!;
    if (!(await checkWrite('chart', planned)) || planned.action === 'reuse') continue;
    const dataset = plan.datasets.get(doc.dataset_uuid);
    if (written(dataset)) continue;
    const datasetId =
      dataset?.existingId ??
      (await db.selectFrom('tables').select('id').where('uuid', '=', doc.dataset_uuid).executeTakeFirst())
        ?.id;
    if (datasetId !== undefined && !(await datasetVisible(db, datasetId, ctx))) {
      refusals[planned.path] = 'you have no access to the dataset this chart uses';
    }
  }

  for (const { doc } of bundle.dashboards) {
    const planned = plan.dashboards.get(doc.uuid)!;
    if (!(await checkWrite('dashboard', planned)) || planned.action === 'reuse') continue;
    for (const uuid of new Set(chartUuidsInPosition(doc.position))) {
      const chart = plan.charts.get(uuid);
      if (written(chart)) continue;
      const chartId =
        chart?.existingId ??
        (await db.selectFrom('slices').select('id').where('uuid', '=', uuid).executeTakeFirst())?.id;
      if (chartId !== undefined && !(await chartVisible(db, chartId, ctx))) {
        refusals[planned.path] = 'this dashboard places a chart you have no access to';
        break;
      }
    }
  }

  for (const { doc } of bundle.savedQueries) {
    const planned = plan.savedQueries.get(doc.uuid)!;
    if (!(await checkWrite('saved_query', planned)) || planned.action === 'reuse') continue;
    if (written(plan.databases.get(doc.database_uuid)) || planned.databaseId === undefined) continue;
    // POST /api/v1/saved_query/'s rule: the database must be one the user can see.
    if (!(await databaseVisible(db, planned.databaseId, ctx))) {
      refusals[planned.path] = 'you have no access to the database this saved query uses';
    }
  }
  return refusals;
}
