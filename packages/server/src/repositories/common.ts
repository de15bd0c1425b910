/**
 * Pieces every resource repository shares: user summaries, owners, audit fields, favourites.
 * Link tables differ per resource only by name and foreign key, so those queries are written once
 * with identifiers from the fixed OWNER_LINKS table (never from input).
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/schema';
import { humanizeDelta } from './list/humanize';

export type Db = Kysely<Database>;

/** Runs `work` in a transaction, or inside the caller's when `db` already is one (bundle import). */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute(work);
}

export const nowIso = () => new Date().toISOString();

export interface UserSummary {
  id: number;
  first_name: string;
  last_name: string;
  username: string;
}

export async function loadUsers(db: Db, ids: Iterable<number | null>): Promise<Map<number, UserSummary>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .selectFrom('ab_user')
    .select(['id', 'first_name', 'last_name', 'username'])
    .where('id', 'in', wanted)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

export const OWNER_LINKS = {
  chart: { table: 'slice_user', fk: 'slice_id' },
  dashboard: { table: 'dashboard_user', fk: 'dashboard_id' },
  dataset: { table: 'sqlatable_user', fk: 'table_id' },
} as const;
export type OwnedKind = keyof typeof OWNER_LINKS;

export async function loadOwners(
  db: Db,
  kind: OwnedKind,
  ids: readonly number[],
): Promise<Map<number, UserSummary[]>> {
  const out = new Map<number, UserSummary[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const link = OWNER_LINKS[kind];
  const rows = await sql<{ obj_id: number } & UserSummary>`
    select l.${sql.ref(link.fk)} as obj_id, u.id, u.first_name, u.last_name, u.username
    from ${sql.table(link.table)} l join ab_user u on u.id = l.user_id
    where l.${sql.ref(link.fk)} in (${sql.join([...ids])}) order by u.id`.execute(db);
  for (const { obj_id, ...user } of rows.rows) out.get(Number(obj_id))?.push(user);
  return out;
}

export async function setOwners(
  db: Db,
  kind: OwnedKind,
  objId: number,
  userIds: readonly number[],
): Promise<void> {
  const link = OWNER_LINKS[kind];
  await sql`delete from ${sql.table(link.table)} where ${sql.ref(link.fk)} = ${objId}`.execute(db);
  for (const userId of new Set(userIds)) {
    await sql`insert into ${sql.table(link.table)} (${sql.ref(link.fk)}, user_id) values (${objId}, ${userId})`.execute(
      db,
    );
  }
}

export async function isOwner(db: Db, kind: OwnedKind, objId: number, userId: number): Promise<boolean> {
  const link = OWNER_LINKS[kind];
  const rows = await sql`select 1 as x from ${sql.table(link.table)}
    where ${sql.ref(link.fk)} = ${objId} and user_id = ${userId}`.execute(db);
  return rows.rows.length > 0;
}

/** Ids among `userIds` that are not users: the API answers 400 for them. */
export async function unknownUsers(db: Db, userIds: readonly number[]): Promise<number[]> {
  const found = await loadUsers(db, userIds);
  return userIds.filter((id) => !found.has(id));
}

interface AuditRow {
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

function userRef(users: Map<number, UserSummary>, id: number | null) {
  const user = id === null ? undefined : users.get(id);
  return user ? { id: user.id, first_name: user.first_name, last_name: user.last_name } : null;
}

/** The audit columns Superset's lists expose (changed_by, changed_on_delta_humanized, ...). */
export function auditFields(row: AuditRow, users: Map<number, UserSummary>) {
  const createdBy = userRef(users, row.created_by_fk);
  const changedBy = userRef(users, row.changed_by_fk);
  const name = (user: { first_name: string; last_name: string } | null) =>
    user ? `${user.first_name} ${user.last_name}`.trim() : null;
  return {
    created_on: row.created_on,
    changed_on: row.changed_on,
    changed_on_utc: row.changed_on,
    changed_on_dttm: Date.parse(row.changed_on),
    created_on_delta_humanized: humanizeDelta(row.created_on),
    changed_on_delta_humanized: humanizeDelta(row.changed_on),
    created_by: createdBy,
    changed_by: changedBy,
    created_by_name: name(createdBy),
    changed_by_name: name(changedBy),
    last_saved_at: row.changed_on,
    last_saved_by: changedBy,
  };
}

export const AUDIT_COLUMNS = [
  'changed_on',
  'changed_on_utc',
  'changed_on_dttm',
  'changed_on_delta_humanized',
  'created_on',
  'created_on_delta_humanized',
  'created_by.id',
  'created_by.first_name',
  'created_by.last_name',
  'changed_by.id',
  'changed_by.first_name',
  'changed_by.last_name',
  'created_by_name',
  'changed_by_name',
  'last_saved_at',
  'last_saved_by.id',
  'last_saved_by.first_name',
  'last_saved_by.last_name',
] as const;

export const OWNER_COLUMNS = [
  'owners',
  'owners.id',
  'owners.first_name',
  'owners.last_name',
  'owners.username',
];

/** favstar class names, as Superset stores them */
export const FAVORITE_CLASS = { chart: 'slice', dashboard: 'Dashboard' } as const;

export async function favoriteIds(db: Db, className: string, userId: number, ids: readonly number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .selectFrom('favstar')
    .select('obj_id')
    .where('class_name', '=', className)
    .where('user_id', '=', userId)
    .where('obj_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.obj_id));
}

export async function setFavorite(db: Db, className: string, userId: number, objId: number, on: boolean) {
  await db
    .deleteFrom('favstar')
    .where('class_name', '=', className)
    .where('user_id', '=', userId)
    .where('obj_id', '=', objId)
    .execute();
  if (on) {
    await db
      .insertInto('favstar')
      .values({ class_name: className, user_id: userId, obj_id: objId, dttm: nowIso() })
      .execute();
  }
  return favoriteCount(db, className, userId, objId);
}

/** Superset's favstar count: the current user's stars on the object, 1 when starred, 0 when not. */
export async function favoriteCount(db: Db, className: string, userId: number, objId: number) {
  const counted = await db
    .selectFrom('favstar')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('class_name', '=', className)
    .where('obj_id', '=', objId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(counted?.count ?? 0);
}

/** Whether chart or dashboard `id` exists. */
export async function objectExists(db: Db, table: 'slices' | 'dashboards', id: number): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export function parseJsonText(text: string | null | undefined): unknown {
  if (text === null || text === undefined || text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    // Stored JSON text written by older clients can be malformed; the raw text stays available.
    return null;
  }
}

/** Whether row `id` exists in a table (the "exists" every resource's update and delete ask). */
export const rowExists =
  (
    table: keyof Database &
      ('slices' | 'dashboards' | 'tables' | 'dbs' | 'saved_query' | 'annotation_layer' | 'query'),
  ) =>
  async (db: Db, id: number): Promise<boolean> =>
    (await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
