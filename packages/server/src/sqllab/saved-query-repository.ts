/** Saved queries (`saved_query`): create, update, delete and the REST items of /api/v1/saved_query/. */
import { randomUUID } from 'node:crypto';
import { auditFields, type Db, loadUsers, nowIso } from '../repositories/common';
import { humanizeDelta } from '../repositories/list/humanize';
import { customTagsOf, untagDeleted } from '../tags/repository';

export interface SavedQueryInput {
  db_id?: number;
  label?: string;
  description?: string | null;
  sql?: string;
  schema?: string | null;
  catalog?: string | null;
  template_parameters?: string | null;
  extra_json?: string | null;
}

/** A new saved query; `uuid` keeps an imported query's identity. */
export async function createSavedQuery(
  db: Db,
  input: SavedQueryInput,
  userId: number | null,
  uuid: string = randomUUID(),
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('saved_query')
    .values({
      uuid,
      user_id: userId,
      db_id: input.db_id!,
      label: input.label ?? '',
      description: input.description ?? null,
      sql: input.sql ?? '',
      schema: input.schema ?? null,
      catalog: input.catalog ?? null,
      template_parameters: input.template_parameters ?? null,
      extra_json: input.extra_json ?? null,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateSavedQuery(db: Db, id: number, input: SavedQueryInput, userId: number | null) {
  await db
    .updateTable('saved_query')
    .set({ ...input, changed_on: nowIso(), changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
}

export async function deleteSavedQueries(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await untagDeleted(db, 'query', ids);
  await db
    .deleteFrom('saved_query')
    .where('id', 'in', [...ids])
    .execute();
}

function parseJson(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Items with every list and show column, ids in the order given. */
export async function loadSavedQueryItems(
  db: Db,
  ids: readonly number[],
): Promise<Record<string, unknown>[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('saved_query')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const users = await loadUsers(
    db,
    rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]),
  );
  const databases = await db
    .selectFrom('dbs')
    .select(['id', 'database_name'])
    .where('id', 'in', [...new Set(rows.map((row) => row.db_id))])
    .execute();
  const names = new Map(databases.map((d) => [d.id, d.database_name]));
  const tags = await customTagsOf(db, 'query', ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const extra = parseJson(row.extra_json);
    return [
      {
        id: row.id,
        uuid: row.uuid,
        label: row.label,
        description: row.description,
        sql: row.sql,
        schema: row.schema,
        catalog: row.catalog,
        db_id: row.db_id,
        database: { id: row.db_id, database_name: names.get(row.db_id) ?? null },
        template_parameters: row.template_parameters,
        extra: extra ?? {},
        extra_json: row.extra_json,
        sql_tables: [],
        rows: null,
        // Superset reads a `last_run` column that its client never sets; the last change stands in.
        last_run_delta_humanized: humanizeDelta(row.changed_on),
        tags: tags.get(row.id) ?? [],
        ...auditFields(row, users),
      },
    ];
  });
}
