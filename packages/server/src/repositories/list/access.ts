/**
 * Object-level data access (SUPERSET_FACTS §8.1) as SQL conditions on the base table `t`.
 * Admins and holders of all_datasource_access / all_database_access see everything; others see
 * what they own and the datasets granted by datasource_access, database_access or schema_access.
 * Charts follow their dataset; dashboards are visible when owned, or published with a visible chart.
 * Databases follow Superset's DatabaseFilter: all_database_access, database_access on it, or a
 * dataset on it the user may query.
 */
import { sql } from 'kysely';
import type { Database } from '../../store/schema';
import type { Db } from '../common';
import { anyOf, type Condition, type ListContext } from './filters';

const ID_SUFFIX = /\(id:(\d+)\)$/;

const has = (ctx: ListContext, key: string) => ctx.permissions.has(key);

function seesAllData(ctx: ListContext): boolean {
  return (
    ctx.isAdmin ||
    has(ctx, 'all_datasource_access|all_datasource_access') ||
    has(ctx, 'all_database_access|all_database_access')
  );
}

/** Datasets granted through object permissions (ownership aside); null when everything is. */
function grantedDatasets(ctx: ListContext): Condition[] {
  const datasetIds: number[] = [];
  const databaseIds: number[] = [];
  const schemas: string[] = [];
  for (const key of ctx.permissions) {
    const bar = key.indexOf('|');
    const permission = key.slice(0, bar);
    const view = key.slice(bar + 1);
    const id = ID_SUFFIX.exec(view)?.[1];
    if (permission === 'datasource_access' && id) datasetIds.push(Number(id));
    if (permission === 'database_access' && id) databaseIds.push(Number(id));
    if (permission === 'schema_access') schemas.push(view);
  }
  const conditions: Condition[] = [];
  if (datasetIds.length > 0) conditions.push(sql`d.id in (${sql.join(datasetIds)})`);
  if (databaseIds.length > 0) conditions.push(sql`d.database_id in (${sql.join(databaseIds)})`);
  if (schemas.length > 0) {
    conditions.push(
      sql`(select '[' || db.database_name || '].[' || coalesce(d.schema, '') || ']' from dbs db where db.id = d.database_id) in (${sql.join(schemas)})`,
    );
  }
  return conditions;
}

/** `select d.id from tables d where <visible>`: the datasets this user may query. */
function visibleDatasetIds(ctx: ListContext): Condition {
  const owned = sql`d.id in (select table_id from sqlatable_user where user_id = ${ctx.userId ?? -1})`;
  return sql`select d.id from tables d where ${anyOf([owned, ...grantedDatasets(ctx)])}`;
}

export function datasetScope(ctx: ListContext): Condition | null {
  if (seesAllData(ctx)) return null;
  return sql`t.id in (${visibleDatasetIds(ctx)})`;
}

export function chartScope(ctx: ListContext): Condition | null {
  if (seesAllData(ctx)) return null;
  return anyOf([
    sql`t.id in (select slice_id from slice_user where user_id = ${ctx.userId ?? -1})`,
    sql`t.datasource_id in (${visibleDatasetIds(ctx)})`,
  ]);
}

export function dashboardScope(ctx: ListContext): Condition | null {
  // A guest token names its dashboards, published or not (Superset's embedded dashboards).
  if (ctx.guestDashboardIds)
    return ctx.guestDashboardIds.length > 0 ? sql`t.id in (${sql.join(ctx.guestDashboardIds)})` : sql`1 = 0`;
  if (seesAllData(ctx)) return null;
  return anyOf([
    sql`t.id in (select dashboard_id from dashboard_user where user_id = ${ctx.userId ?? -1})`,
    sql`t.created_by_fk = ${ctx.userId ?? -1}`,
    sql`(t.published = 1 and t.id in (select l.dashboard_id from dashboard_slices l join slices s on s.id = l.slice_id
          where s.datasource_id in (${visibleDatasetIds(ctx)})))`,
  ]);
}

/** Databases granted whole: database_access on it (the id in the view name, as for datasets). */
function grantedDatabaseIds(ctx: ListContext): number[] {
  const ids: number[] = [];
  for (const key of ctx.permissions) {
    if (!key.startsWith('database_access|')) continue;
    const id = ID_SUFFIX.exec(key)?.[1];
    if (id) ids.push(Number(id));
  }
  return ids;
}

/** Admin or all_database_access: every database, URIs of exported databases included. */
function seesAllDatabases(ctx: ListContext): boolean {
  return ctx.isAdmin || has(ctx, 'all_database_access|all_database_access');
}

export function databaseScope(ctx: ListContext): Condition | null {
  if (seesAllDatabases(ctx)) return null;
  const granted = grantedDatabaseIds(ctx);
  const conditions: Condition[] = [];
  if (granted.length > 0) conditions.push(sql`t.id in (${sql.join(granted)})`);
  conditions.push(
    has(ctx, 'all_datasource_access|all_datasource_access')
      ? sql`t.id in (select d.database_id from tables d)`
      : sql`t.id in (select d.database_id from tables d where d.id in (${visibleDatasetIds(ctx)}))`,
  );
  return anyOf(conditions);
}

/**
 * Whether the user holds the whole database (admin, all_database_access or database_access on
 * it): what exporting a database, and a database file inside any bundle, needs.
 */
export function databaseReadable(ctx: ListContext, databaseId: number): boolean {
  return seesAllDatabases(ctx) || grantedDatabaseIds(ctx).includes(databaseId);
}

/** Whether row `id` of `table` (aliased `t`) passes `scope` (null: none); missing rows never do. */
export async function visibleInScope(db: Db, table: keyof Database, id: number, scope: Condition | null) {
  const rows =
    await sql`select t.id from ${sql.table(table)} t where t.id = ${id} and ${scope ?? sql`1 = 1`}`.execute(
      db,
    );
  return rows.rows.length > 0;
}

export const datasetVisible = (db: Db, id: number, ctx: ListContext) =>
  visibleInScope(db, 'tables', id, datasetScope(ctx));
export const chartVisible = (db: Db, id: number, ctx: ListContext) =>
  visibleInScope(db, 'slices', id, chartScope(ctx));
export const dashboardVisible = (db: Db, id: number, ctx: ListContext) =>
  visibleInScope(db, 'dashboards', id, dashboardScope(ctx));
export const databaseVisible = (db: Db, id: number, ctx: ListContext) =>
  visibleInScope(db, 'dbs', id, databaseScope(ctx));
