/** The `filter_sets` table (0005): a dashboard's saved native-filter values. */
import type { FilterSetTable } from '../store/schema';
import { type Db, nowIso } from './common';

export const DASHBOARD_OWNER_TYPE = 'Dashboard';
export const USER_OWNER_TYPE = 'User';

export interface FilterSetRow extends Omit<FilterSetTable, 'id'> {
  readonly id: number;
}

export interface FilterSetInput {
  readonly name: string;
  readonly description: string | null;
  readonly json_metadata: string;
  readonly owner_type: string;
  readonly owner_id: number;
}

/** Superset's FilterSetFilter: admins see all; others their own sets and their dashboards' sets. */
export async function listFilterSets(
  db: Db,
  dashboardId: number,
  viewer: { userId: number | null; isAdmin: boolean },
): Promise<FilterSetRow[]> {
  let query = db.selectFrom('filter_sets').selectAll().where('dashboard_id', '=', dashboardId);
  if (!viewer.isAdmin) {
    const me = viewer.userId ?? -1;
    query = query.where(({ or, and, eb }) =>
      or([
        and([eb('owner_type', '=', USER_OWNER_TYPE), eb('owner_id', '=', me)]),
        and([
          eb('owner_type', '=', DASHBOARD_OWNER_TYPE),
          eb(
            'owner_id',
            'in',
            eb.selectFrom('dashboard_user').select('dashboard_id').where('user_id', '=', me),
          ),
        ]),
      ]),
    );
  }
  return (await query.orderBy('id').execute()) as FilterSetRow[];
}

export async function findFilterSet(db: Db, dashboardId: number, id: number): Promise<FilterSetRow | null> {
  const row = await db
    .selectFrom('filter_sets')
    .selectAll()
    .where('id', '=', id)
    .where('dashboard_id', '=', dashboardId)
    .executeTakeFirst();
  return (row as FilterSetRow | undefined) ?? null;
}

export async function createFilterSet(
  db: Db,
  dashboardId: number,
  input: FilterSetInput,
  userId: number | null,
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('filter_sets')
    .values({
      ...input,
      dashboard_id: dashboardId,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateFilterSet(
  db: Db,
  id: number,
  changes: Partial<
    Pick<FilterSetInput, 'name' | 'description' | 'json_metadata' | 'owner_type' | 'owner_id'>
  >,
  userId: number | null,
): Promise<void> {
  await db
    .updateTable('filter_sets')
    .set({ ...changes, changed_on: nowIso(), changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
}

export async function deleteFilterSet(db: Db, id: number): Promise<void> {
  await db.deleteFrom('filter_sets').where('id', '=', id).execute();
}
