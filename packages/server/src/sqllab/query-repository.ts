/**
 * SQL Lab's query history (`query`, migration 0004): rows as Superset's Query model keeps them,
 * and the two shapes it answers them in — `to_dict()` (camelCase, what SQL Lab's client reads from
 * execute and updated_since) and the REST item of /api/v1/query/ (snake_case).
 */
import { randomBytes } from 'node:crypto';
import { type Insertable, type RawBuilder, type Selectable, sql, type Updateable } from 'kysely';
import { type Db, loadUsers, nowIso } from '../repositories/common';
import type { QueryTable } from '../store/schema';

export type QueryRow = Selectable<QueryTable>;
export type QueryPatch = Omit<Updateable<QueryTable>, 'id' | 'changed_on'>;

/** The states of Superset's QueryStatus. */
export type QueryState = 'pending' | 'running' | 'success' | 'failed' | 'stopped' | 'timed_out' | 'fetching';
export const FINISHED_STATES: ReadonlySet<string> = new Set(['success', 'failed', 'stopped', 'timed_out']);

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';
/** An 11-character id, as Superset's client makes with nanoid for each run. */
export function newClientId(): string {
  return [...randomBytes(11)].map((byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

export async function createQuery(db: Db, row: Omit<Insertable<QueryTable>, 'changed_on'>): Promise<number> {
  const inserted = await db
    .insertInto('query')
    .values({ ...row, changed_on: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(inserted.id);
}

export async function updateQuery(db: Db, id: number, patch: QueryPatch): Promise<void> {
  await db
    .updateTable('query')
    .set({ ...patch, changed_on: nowIso() })
    .where('id', '=', id)
    .execute();
}

export const findQuery = (db: Db, id: number) =>
  db.selectFrom('query').selectAll().where('id', '=', id).executeTakeFirst();

export const findQueryByClientId = (db: Db, clientId: string) =>
  db.selectFrom('query').selectAll().where('client_id', '=', clientId).executeTakeFirst();

function parseExtra(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** Superset's Query.to_dict(): what execute, results and updated_since carry as `query`. */
export async function queryDicts(db: Db, rows: readonly QueryRow[]): Promise<Record<string, unknown>[]> {
  const users = await loadUsers(
    db,
    rows.map((row) => row.user_id),
  );
  const databaseIds = [...new Set(rows.map((row) => row.database_id))];
  const databases =
    databaseIds.length === 0
      ? []
      : await db.selectFrom('dbs').select(['id', 'database_name']).where('id', 'in', databaseIds).execute();
  const names = new Map(databases.map((d) => [d.id, d.database_name]));
  return rows.map((row) => {
    const user = row.user_id === null ? undefined : users.get(row.user_id);
    return {
      changed_on: row.changed_on,
      dbId: row.database_id,
      db: names.get(row.database_id) ?? null,
      endDttm: row.end_time,
      errorMessage: row.error_message,
      executedSql: row.executed_sql,
      id: row.client_id,
      queryId: row.id,
      limit: row.limit,
      limitingFactor: row.limiting_factor,
      progress: row.progress,
      rows: row.rows,
      catalog: row.catalog,
      schema: row.schema,
      ctas: row.select_as_cta === 1,
      serverId: row.id,
      sql: row.sql,
      sqlEditorId: row.sql_editor_id,
      startDttm: row.start_time,
      state: row.status,
      tab: row.tab_name,
      tempSchema: row.tmp_schema_name,
      tempTable: row.tmp_table_name,
      userId: row.user_id,
      user: user ? `${user.first_name} ${user.last_name}`.trim() : null,
      resultsKey: row.results_key,
      trackingUrl: row.tracking_url,
      extra: parseExtra(row.extra_json),
    };
  });
}

export async function queryDict(db: Db, row: QueryRow): Promise<Record<string, unknown>> {
  const [dict] = await queryDicts(db, [row]);
  return dict!;
}

/** The REST items of /api/v1/query/ (list and show), ids in the order given. */
export async function loadQueryItems(db: Db, ids: readonly number[]): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('query')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const users = await loadUsers(
    db,
    rows.map((row) => row.user_id),
  );
  const databases = await db
    .selectFrom('dbs')
    .select(['id', 'database_name'])
    .where('id', 'in', [...new Set(rows.map((row) => row.database_id))])
    .execute();
  const names = new Map(databases.map((d) => [d.id, d.database_name]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const user = row.user_id === null ? undefined : users.get(row.user_id);
    return [
      {
        id: row.id,
        client_id: row.client_id,
        changed_on: row.changed_on,
        database: { id: row.database_id, database_name: names.get(row.database_id) ?? null },
        user: user
          ? { id: user.id, first_name: user.first_name, last_name: user.last_name, username: user.username }
          : null,
        status: row.status,
        tab_name: row.tab_name,
        sql_editor_id: row.sql_editor_id,
        catalog: row.catalog,
        schema: row.schema,
        sql: row.sql,
        select_sql: row.select_sql,
        executed_sql: row.executed_sql,
        sql_tables: [],
        limit: row.limit,
        limiting_factor: row.limiting_factor,
        select_as_cta: row.select_as_cta === 1,
        select_as_cta_used: row.select_as_cta_used === 1,
        tmp_table_name: row.tmp_table_name,
        tmp_schema_name: row.tmp_schema_name,
        progress: row.progress,
        rows: row.rows,
        error_message: row.error_message,
        results_key: row.results_key,
        start_time: row.start_time,
        start_running_time: row.start_running_time,
        end_time: row.end_time,
        end_result_backend_time: row.end_result_backend_time,
        tracking_url: row.tracking_url,
        extra: parseExtra(row.extra_json),
      },
    ];
  });
}

/** Deletes queries `ids` from the history. */
export async function deleteQueries(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length > 0)
    await db
      .deleteFrom('query')
      .where('id', 'in', [...ids])
      .execute();
}

/**
 * The first 100 queries changed after `sinceIso` among those `scope` lets the user see (a
 * condition over the query table as `t`; null for all), oldest change first.
 */
export async function queriesChangedSince(
  db: Db,
  sinceIso: string,
  scope: RawBuilder<unknown> | null,
): Promise<QueryRow[]> {
  const rows = await sql<{ id: number }>`select t.id from query t
    where t.changed_on > ${sinceIso} and ${scope ?? sql`1 = 1`} order by t.changed_on limit 100`.execute(db);
  const ids = rows.rows.map((row) => Number(row.id));
  if (ids.length === 0) return [];
  return db.selectFrom('query').selectAll().where('id', 'in', ids).execute();
}

/** The query whose results are kept under `resultsKey`, or undefined. */
export const findQueryByResultsKey = (db: Db, resultsKey: string) =>
  db.selectFrom('query').selectAll().where('results_key', '=', resultsKey).executeTakeFirst();
