/**
 * The dynamic_plugin table: chart plugins registered by key and bundle URL. The store's schema
 * type does not list this table, so the queries here see it through `withTables`.
 */
import type { Generated } from 'kysely';
import type { Db } from '../repositories/common';

interface DynamicPluginTable {
  id: Generated<number>;
  name: string;
  key: string;
  bundle_url: string;
  created_on: string;
  changed_on: string;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** One plugin as the API shows it (Superset's show_columns: name, key, bundle_url, id). */
export interface DynamicPlugin {
  readonly id: number;
  readonly name: string;
  readonly key: string;
  readonly bundle_url: string;
}

export interface DynamicPluginInput {
  readonly name: string;
  readonly key: string;
  readonly bundle_url: string;
}

const COLUMNS = ['id', 'name', 'key', 'bundle_url'] as const;

const table = (db: Db) => db.withTables<{ dynamic_plugin: DynamicPluginTable }>();

export async function listPlugins(db: Db): Promise<DynamicPlugin[]> {
  return table(db).selectFrom('dynamic_plugin').select(COLUMNS).orderBy('id').execute();
}

export async function getPlugin(db: Db, id: number): Promise<DynamicPlugin | undefined> {
  return table(db).selectFrom('dynamic_plugin').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The fields of `input` already used by another plugin (name, key and bundle_url are unique). */
export async function takenFields(
  db: Db,
  input: Partial<DynamicPluginInput>,
  except: number | null,
): Promise<(keyof DynamicPluginInput)[]> {
  const taken: (keyof DynamicPluginInput)[] = [];
  for (const field of ['name', 'key', 'bundle_url'] as const) {
    const value = input[field];
    if (value === undefined) continue;
    const row = await table(db)
      .selectFrom('dynamic_plugin')
      .select('id')
      .where(field, '=', value)
      .executeTakeFirst();
    if (row && row.id !== except) taken.push(field);
  }
  return taken;
}

export async function createPlugin(db: Db, input: DynamicPluginInput, userId: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await table(db)
    .insertInto('dynamic_plugin')
    .values({
      ...input,
      created_on: now,
      changed_on: now,
      created_by_fk: userId,
      changed_by_fk: userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePlugin(
  db: Db,
  id: number,
  input: Partial<DynamicPluginInput>,
  userId: number,
): Promise<void> {
  await table(db)
    .updateTable('dynamic_plugin')
    .set({ ...input, changed_on: new Date().toISOString(), changed_by_fk: userId })
    .where('id', '=', id)
    .execute();
}

export async function deletePlugin(db: Db, id: number): Promise<void> {
  await table(db).deleteFrom('dynamic_plugin').where('id', '=', id).execute();
}
