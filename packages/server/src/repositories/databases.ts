import { randomUUID } from 'node:crypto';
import type { DatabaseRow, NewDatabase } from '../store/schema';
import { auditFields, type Db, loadUsers, nowIso } from './common';
import { backendOf, driverOf, encryptSecret, maskUri, PASSWORD_MASK } from './secrets';

const FLAGS = [
  'expose_in_sqllab',
  'allow_run_async',
  'allow_dml',
  'allow_file_upload',
  'allow_ctas',
  'allow_cvas',
  'impersonate_user',
  'is_managed_externally',
] as const;
type Flag = (typeof FLAGS)[number];

export interface DatabaseInput {
  database_name?: string;
  sqlalchemy_uri?: string;
  cache_timeout?: number | null;
  extra?: string;
  external_url?: string | null;
  uuid?: string;
  /** A password given apart from the URI (import bundles, the connection form) */
  password?: string | null;
  flags?: Partial<Record<Flag, boolean>>;
}

/**
 * What a non-admin may see of `extra`: engine_params carries connect_args (hosts, users, even
 * passwords on some drivers), so it stays with admins like the URI itself.
 */
function publicExtra(extra: string): string {
  try {
    const parsed: unknown = JSON.parse(extra);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return '{}';
    const { engine_params: _hidden, ...rest } = parsed as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return '{}';
  }
}

/**
 * One database as the list and show answers carry it. Only admins, who alone may change a
 * connection (Superset keeps database writes admin-only), see where it points: others get
 * `sqlalchemy_uri: null` and no connection parameters, and keep `backend` to tell engines apart.
 */
export function databaseItem(
  row: DatabaseRow,
  users: Awaited<ReturnType<typeof loadUsers>>,
  withConnection = true,
) {
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, row[flag] === 1]));
  return {
    id: row.id,
    uuid: row.uuid,
    database_name: row.database_name,
    backend: backendOf(row.sqlalchemy_uri),
    engine: backendOf(row.sqlalchemy_uri),
    driver: driverOf(row.sqlalchemy_uri),
    sqlalchemy_uri: withConnection ? maskUri(row.sqlalchemy_uri).masked : null,
    ...flags,
    allow_multi_catalog: false,
    force_ctas_schema: null,
    cache_timeout: row.cache_timeout,
    extra: withConnection ? row.extra : publicExtra(row.extra),
    external_url: row.external_url,
    configuration_method: 'sqlalchemy_form',
    parameters: {},
    ...auditFields(row, users),
  };
}

/**
 * Items for these ids, in order. With a `viewer`, connection details follow databaseItem's rule
 * for that viewer; without one (internal callers, admin-only routes) they are included.
 */
export async function loadDatabaseItems(
  db: Db,
  ids: readonly number[],
  viewer?: { readonly isAdmin: boolean },
) {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('dbs')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  const users = await loadUsers(
    db,
    rows.flatMap((row) => [row.created_by_fk, row.changed_by_fk]),
  );
  const withConnection = viewer?.isAdmin ?? true;
  const byId = new Map(rows.map((row) => [row.id, databaseItem(row, users, withConnection)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function databaseByName(db: Db, name: string, exceptId?: number) {
  let query = db.selectFrom('dbs').select('id').where('database_name', '=', name);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return query.executeTakeFirst();
}

function flagValues(input: DatabaseInput): Partial<Record<Flag, number>> {
  return Object.fromEntries(Object.entries(input.flags ?? {}).map(([flag, on]) => [flag, on ? 1 : 0]));
}

/** The URI as stored (masked) and the encrypted password, keeping the old one when still masked. */
function uriAndPassword(input: DatabaseInput, secretKey: string, previous: string | null) {
  if (input.sqlalchemy_uri === undefined) return {};
  const { masked, password } = maskUri(input.sqlalchemy_uri);
  const plain = input.password ?? (password === PASSWORD_MASK ? null : password);
  if (plain === null) return { sqlalchemy_uri: masked, password: password === null ? null : previous };
  return { sqlalchemy_uri: masked, password: encryptSecret(plain, secretKey) };
}

export async function createDatabase(db: Db, input: DatabaseInput, userId: number | null, secretKey: string) {
  const now = nowIso();
  const values: NewDatabase = {
    uuid: input.uuid ?? randomUUID(),
    database_name: input.database_name ?? '',
    sqlalchemy_uri: '',
    password: null,
    expose_in_sqllab: 1,
    allow_run_async: 0,
    allow_dml: 0,
    allow_file_upload: 0,
    allow_ctas: 0,
    allow_cvas: 0,
    cache_timeout: input.cache_timeout ?? null,
    extra: input.extra ?? '{}',
    impersonate_user: 0,
    is_managed_externally: 0,
    external_url: input.external_url ?? null,
    ...flagValues(input),
    ...uriAndPassword(input, secretKey, null),
    created_on: now,
    changed_on: now,
    created_by_fk: userId,
    changed_by_fk: userId,
  };
  const row = await db.insertInto('dbs').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateDatabase(
  db: Db,
  id: number,
  input: DatabaseInput,
  userId: number | null,
  secretKey: string,
) {
  const previous = await db.selectFrom('dbs').select('password').where('id', '=', id).executeTakeFirst();
  await db
    .updateTable('dbs')
    .set({
      ...(input.database_name !== undefined ? { database_name: input.database_name } : {}),
      ...(input.cache_timeout !== undefined ? { cache_timeout: input.cache_timeout } : {}),
      ...(input.extra !== undefined ? { extra: input.extra } : {}),
      ...(input.external_url !== undefined ? { external_url: input.external_url } : {}),
      ...flagValues(input),
      ...uriAndPassword(input, secretKey, previous?.password ?? null),
      changed_on: nowIso(),
      changed_by_fk: userId,
    })
    .where('id', '=', id)
    .execute();
}

export async function datasetCountOf(db: Db, databaseId: number): Promise<number> {
  const row = await db
    .selectFrom('tables')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('database_id', '=', databaseId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function deleteDatabase(db: Db, id: number) {
  await db.deleteFrom('dbs').where('id', '=', id).execute();
}

/** Database `id`'s name (what its `database_access` permission names), or undefined. */
export async function findDatabaseName(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('dbs').select('database_name').where('id', '=', id).executeTakeFirst();
  return row?.database_name;
}

/** Database `id`'s stored row, or undefined. */
export function findDatabaseRow(db: Db, id: number) {
  return db.selectFrom('dbs').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The engine of database `id` (its URI's scheme, driver left out), or null. */
export async function engineOfDatabase(db: Db, id: number): Promise<string | null> {
  const row = await db.selectFrom('dbs').select('sqlalchemy_uri').where('id', '=', id).executeTakeFirst();
  return row ? (row.sqlalchemy_uri.split(/[+:]/)[0] ?? null) : null;
}
