/** Store reads and writes of row-level security rules (Superset's RowLevelSecurityFilter). */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../store/schema';
import { rolesNamedLike } from './role-admin';
import { SecurityInputError } from './user-admin';

type Db = Kysely<Database>;

export interface RlsInput {
  name?: string;
  description?: string | null;
  filter_type?: 'Regular' | 'Base';
  group_key?: string | null;
  clause?: string;
  tables?: number[];
  roles?: number[];
}

export interface RlsItem {
  id: number;
  name: string;
  description: string | null;
  filter_type: string;
  group_key: string | null;
  clause: string;
  tables: { id: number; table_name: string; schema: string | null }[];
  roles: { id: number; name: string }[];
  changed_on: string;
  created_on: string;
  changed_by: { id: number; first_name: string; last_name: string } | null;
}

export async function loadRlsItems(db: Db, ids: readonly number[]): Promise<RlsItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('row_level_security_filters as f')
    .leftJoin('ab_user as u', 'u.id', 'f.changed_by_fk')
    .select([
      'f.id',
      'f.name',
      'f.description',
      'f.filter_type',
      'f.group_key',
      'f.clause',
      'f.changed_on',
      'f.created_on',
      'u.id as changed_by_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('f.id', 'in', ids)
    .execute();
  const tables = await db
    .selectFrom('rls_filter_tables as ft')
    .innerJoin('tables as t', 't.id', 'ft.table_id')
    .select(['ft.rls_filter_id', 't.id', 't.table_name', 't.schema'])
    .where('ft.rls_filter_id', 'in', ids)
    .orderBy('t.table_name')
    .execute();
  const roles = await db
    .selectFrom('rls_filter_roles as fr')
    .innerJoin('ab_role as r', 'r.id', 'fr.role_id')
    .select(['fr.rls_filter_id', 'r.id', 'r.name'])
    .where('fr.rls_filter_id', 'in', ids)
    .orderBy('r.name')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id,
        name: row.name,
        description: row.description,
        filter_type: row.filter_type,
        group_key: row.group_key,
        clause: row.clause,
        changed_on: row.changed_on,
        created_on: row.created_on,
        changed_by:
          row.changed_by_id === null
            ? null
            : { id: row.changed_by_id, first_name: row.first_name ?? '', last_name: row.last_name ?? '' },
        tables: tables
          .filter((t) => t.rls_filter_id === id)
          .map((t) => ({ id: t.id, table_name: t.table_name, schema: t.schema })),
        roles: roles.filter((r) => r.rls_filter_id === id).map((r) => ({ id: r.id, name: r.name })),
      },
    ];
  });
}

async function checkIds(db: Db, table: 'tables' | 'ab_role', field: string, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await db.selectFrom(table).select('id').where('id', 'in', unique).execute();
  const missing = unique.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) {
    const noun = table === 'tables' ? 'dataset' : 'role';
    throw new SecurityInputError(field, `Unknown ${noun} id(s): ${missing.join(', ')}.`);
  }
  return unique;
}

async function nameTaken(db: Db, name: string, exceptId: number | null) {
  const row = await db
    .selectFrom('row_level_security_filters')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirst();
  return row !== undefined && row.id !== exceptId;
}

/** Creates (id null) or updates a rule; returns its id. */
export async function saveRls(
  db: Db,
  id: number | null,
  input: RlsInput,
  userId: number | null,
): Promise<number> {
  if (input.name !== undefined && (await nameTaken(db, input.name, id)))
    throw new SecurityInputError('name', 'A row level security filter with this name already exists.');
  const tables = input.tables ? await checkIds(db, 'tables', 'tables', input.tables) : undefined;
  const roles = input.roles ? await checkIds(db, 'ab_role', 'roles', input.roles) : undefined;
  const now = new Date().toISOString();
  const values = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.description !== undefined ? { description: input.description } : {}),
    ...(input.filter_type !== undefined ? { filter_type: input.filter_type } : {}),
    ...(input.group_key !== undefined ? { group_key: input.group_key?.trim() || null } : {}),
    ...(input.clause !== undefined ? { clause: input.clause } : {}),
    changed_on: now,
    changed_by_fk: userId,
  };
  return db.transaction().execute(async (trx) => {
    let ruleId = id;
    if (ruleId === null) {
      const row = await trx
        .insertInto('row_level_security_filters')
        .values({
          name: input.name ?? '',
          clause: input.clause ?? '',
          filter_type: 'Regular',
          ...values,
          created_on: now,
          created_by_fk: userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ruleId = row.id;
    } else {
      await trx.updateTable('row_level_security_filters').set(values).where('id', '=', ruleId).execute();
    }
    const rule = ruleId;
    if (tables) {
      await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', '=', rule).execute();
      if (tables.length > 0)
        await trx
          .insertInto('rls_filter_tables')
          .values(tables.map((table_id) => ({ table_id, rls_filter_id: rule })))
          .execute();
    }
    if (roles) {
      await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', '=', rule).execute();
      if (roles.length > 0)
        await trx
          .insertInto('rls_filter_roles')
          .values(roles.map((role_id) => ({ role_id, rls_filter_id: rule })))
          .execute();
    }
    return rule;
  });
}

export async function deleteRlsRules(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('rls_filter_tables').where('rls_filter_id', 'in', ids).execute();
    await trx.deleteFrom('rls_filter_roles').where('rls_filter_id', 'in', ids).execute();
    await trx.deleteFrom('row_level_security_filters').where('id', 'in', ids).execute();
  });
}

/** What a rule may name, for the editor's pickers: roles or datasets whose name contains `filter`. */
export async function rlsChoices(
  db: Db,
  column: 'tables' | 'roles',
  filter: string,
): Promise<{ value: number; text: string }[]> {
  if (column === 'roles') return rolesNamedLike(db, filter);
  return db
    .selectFrom('tables')
    .select(['id as value', 'table_name as text'])
    .where(sql<boolean>`lower(table_name) like ${`%${filter.toLowerCase()}%`}`)
    .orderBy('table_name')
    .execute();
}
