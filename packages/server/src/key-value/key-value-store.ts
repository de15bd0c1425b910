/**
 * The `key_value` table as Superset's key-value store and temporary cache: permalinks
 * (explore, dashboard) that never expire, and the explore form-data and dashboard filter-state
 * caches that expire after a week unless read again (Superset's EXPLORE_FORM_DATA_CACHE_CONFIG /
 * FILTER_STATE_CACHE_CONFIG with REFRESH_TIMEOUT_ON_RETRIEVAL).
 *
 * Keys are opaque: 16 random bytes in base64url (22 characters), not guessable. A row's `uuid`
 * column holds the UUID those bytes spell; the contextual rows of the caches (session + tab →
 * key) hold a hash of their context instead, prefixed `ctx:`.
 */
import { createHash, randomUUID } from 'node:crypto';
import { type Db, nowIso } from '../repositories/common';

export type KeyValueResource =
  | 'explore_permalink'
  | 'dashboard_permalink'
  | 'explore_form_data'
  | 'dashboard_filter_state';

/** A week, Superset's default CACHE_DEFAULT_TIMEOUT for both temporary caches. */
export const TEMPORARY_CACHE_SECONDS = 7 * 24 * 60 * 60;

const KEY_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The opaque key of a UUID: its 16 bytes in base64url. */
export function keyOfUuid(uuid: string): string {
  return Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url');
}

/** The UUID behind a key, or null when the text cannot be one of our keys. */
export function uuidOfKey(key: string): string | null {
  if (!KEY_PATTERN.test(key)) return null;
  const hex = Buffer.from(key, 'base64url').toString('hex');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function randomKey(): string {
  return keyOfUuid(randomUUID());
}

const expiry = (seconds: number | null) =>
  seconds === null ? null : new Date(Date.now() + seconds * 1000).toISOString();

function live(expiresOn: string | null): boolean {
  return expiresOn === null || expiresOn > nowIso();
}

/** Drops expired rows; called on writes, so the table does not grow with stale cache entries. */
async function pruneExpired(db: Db): Promise<void> {
  await db
    .deleteFrom('key_value')
    .where('expires_on', 'is not', null)
    .where('expires_on', '<=', nowIso())
    .execute();
}

export interface KeyValueWrite {
  readonly resource: KeyValueResource | `${KeyValueResource}_context`;
  readonly value: unknown;
  readonly userId: number | null;
  /** null: never expires */
  readonly ttlSeconds: number | null;
}

async function upsertByUuid(db: Db, uuid: string, write: KeyValueWrite): Promise<void> {
  const now = nowIso();
  const value = JSON.stringify(write.value);
  const expires_on = expiry(write.ttlSeconds);
  const updated = await db
    .updateTable('key_value')
    .set({ value, changed_on: now, changed_by_fk: write.userId, expires_on, resource: write.resource })
    .where('uuid', '=', uuid)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('key_value')
    .values({
      uuid,
      resource: write.resource,
      value,
      created_on: now,
      created_by_fk: write.userId,
      changed_on: null,
      changed_by_fk: null,
      expires_on,
    })
    .execute();
}

/** Stores a value under a new random key and answers the key. */
export async function createEntry(db: Db, write: KeyValueWrite): Promise<string> {
  await pruneExpired(db);
  const uuid = randomUUID();
  await upsertByUuid(db, uuid, write);
  return keyOfUuid(uuid);
}

/** Stores a value under `key` (creating or replacing it). */
export async function putEntry(db: Db, key: string, write: KeyValueWrite): Promise<void> {
  const uuid = uuidOfKey(key);
  if (uuid === null) throw new Error(`not a key-value key: ${key}`);
  await pruneExpired(db);
  await upsertByUuid(db, uuid, write);
}

/** The live value under `key` for `resource`, or null (unknown, malformed, expired or another resource's). */
export async function readEntry(
  db: Db,
  resource: KeyValueResource,
  key: string,
  refreshSeconds: number | null = null,
): Promise<unknown> {
  const uuid = uuidOfKey(key);
  if (uuid === null) return null;
  const row = await db
    .selectFrom('key_value')
    .select(['value', 'expires_on'])
    .where('uuid', '=', uuid)
    .where('resource', '=', resource)
    .executeTakeFirst();
  if (!row || !live(row.expires_on)) return null;
  if (refreshSeconds !== null) {
    await db
      .updateTable('key_value')
      .set({ expires_on: expiry(refreshSeconds) })
      .where('uuid', '=', uuid)
      .execute();
  }
  return JSON.parse(row.value) as unknown;
}

export async function deleteEntry(db: Db, resource: KeyValueResource, key: string): Promise<boolean> {
  const uuid = uuidOfKey(key);
  if (uuid === null) return false;
  const result = await db
    .deleteFrom('key_value')
    .where('uuid', '=', uuid)
    .where('resource', '=', resource)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The row id of a context (user, session, tab and what is edited): a hash, never the raw parts. */
function contextUuid(resource: KeyValueResource, parts: readonly unknown[]): string {
  const digest = createHash('sha256')
    .update(JSON.stringify([resource, ...parts]))
    .digest('base64url');
  return `ctx:${digest}`;
}

/** The key last used in a context (Superset's contextual cache key), if still live. */
export async function contextKey(db: Db, resource: KeyValueResource, parts: readonly unknown[]) {
  const row = await db
    .selectFrom('key_value')
    .select(['value', 'expires_on'])
    .where('uuid', '=', contextUuid(resource, parts))
    .executeTakeFirst();
  if (!row || !live(row.expires_on)) return null;
  const key = JSON.parse(row.value) as unknown;
  return typeof key === 'string' ? key : null;
}

export async function setContextKey(
  db: Db,
  resource: KeyValueResource,
  parts: readonly unknown[],
  key: string,
  userId: number | null,
): Promise<void> {
  await upsertByUuid(db, contextUuid(resource, parts), {
    resource: `${resource}_context`,
    value: key,
    userId,
    ttlSeconds: TEMPORARY_CACHE_SECONDS,
  });
}
