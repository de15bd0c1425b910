/**
 * Store reads and writes behind the roles half of the security admin API: roles by id, creating
 * and renaming them, and permission-on-view rows with their names (user-admin.ts holds the rest).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/schema';
import type { RoleRef } from './user-admin';

type Db = Kysely<Database>;

/** The tables whose rows are just an id and a name. */
export type NamedTable = 'ab_role' | 'ab_permission' | 'ab_view_menu';

/** Rows of a named table in the order of `ids`; missing ids are left out. */
export async function loadNamedItems(db: Db, table: NamedTable, ids: readonly number[]): Promise<RoleRef[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom(table).select(['id', 'name']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ id: row.id, name: row.name }] : [];
  });
}

export async function findRole(db: Db, id: number): Promise<RoleRef | undefined> {
  return db.selectFrom('ab_role').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export async function createRole(db: Db, name: string): Promise<number> {
  const { id } = await db.insertInto('ab_role').values({ name }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function renameRole(db: Db, id: number, name: string): Promise<void> {
  await db.updateTable('ab_role').set({ name }).where('id', '=', id).execute();
}

export interface PermissionViewItem {
  id: number;
  permission: RoleRef;
  view_menu: RoleRef;
}

/** Permission-on-view rows with both names, in the order of `ids`. */
export async function loadPermissionViews(db: Db, ids: readonly number[]): Promise<PermissionViewItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select([
      'pv.id',
      'p.id as permission_id',
      'p.name as permission_name',
      'v.id as view_menu_id',
      'v.name as view_menu_name',
    ])
    .where('pv.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        permission: { id: row.permission_id, name: row.permission_name },
        view_menu: { id: row.view_menu_id, name: row.view_menu_name },
      },
    ];
  });
}

/** Roles whose name contains `filter` (any case), by name: the pickers of RLS rules and dashboards. */
export async function rolesNamedLike(db: Db, filter: string): Promise<{ value: number; text: string }[]> {
  return db
    .selectFrom('ab_role')
    .select(['id as value', 'name as text'])
    .where(sql<boolean>`lower(name) like ${`%${filter.toLowerCase()}%`}`)
    .orderBy('name')
    .execute();
}
