/**
 * Superset's temporary cache commands (superset/commands/temporary_cache) over the key-value
 * store: an entry records its owner; a user re-saving from the same session and tab keeps one key
 * (the contextual key), a request without a tab id always gets a fresh key, and only the owner
 * may change or delete an entry.
 */
import { ApiError, notFound } from '../errors';
import type { Db } from '../repositories/common';
import {
  contextKey,
  deleteEntry,
  type KeyValueResource,
  putEntry,
  randomKey,
  readEntry,
  setContextKey,
  TEMPORARY_CACHE_SECONDS,
} from './key-value-store';

export type CacheResource = Extract<KeyValueResource, 'explore_form_data' | 'dashboard_filter_state'>;

export interface CacheEntry {
  readonly owner: number | null;
}

export interface CacheWrite<T extends CacheEntry> {
  readonly resource: CacheResource;
  /** What identifies the editing context besides the tab: user, session and the edited object. */
  readonly context: readonly unknown[];
  readonly tabId: number | null;
  readonly entry: T;
}

async function keyForContext(db: Db, write: CacheWrite<CacheEntry>): Promise<string> {
  const parts = [...write.context, write.tabId];
  const existing = write.tabId ? await contextKey(db, write.resource, parts) : null;
  if (existing) return existing;
  const key = randomKey();
  await setContextKey(db, write.resource, parts, key, write.entry.owner);
  return key;
}

async function store<T extends CacheEntry>(db: Db, key: string, write: CacheWrite<T>): Promise<void> {
  await putEntry(db, key, {
    resource: write.resource,
    value: write.entry,
    userId: write.entry.owner,
    ttlSeconds: TEMPORARY_CACHE_SECONDS,
  });
}

export async function createCached<T extends CacheEntry>(db: Db, write: CacheWrite<T>): Promise<string> {
  const key = await keyForContext(db, write);
  await store(db, key, write);
  return key;
}

/** The live entry under `key` that `belongs` accepts (e.g. the same dashboard), else 404. */
export async function readCached<T extends CacheEntry>(
  db: Db,
  resource: CacheResource,
  key: string,
  belongs: (entry: T) => boolean = () => true,
): Promise<T> {
  const entry = (await readEntry(db, resource, key, TEMPORARY_CACHE_SECONDS)) as T | null;
  if (!entry || typeof entry !== 'object' || !belongs(entry)) throw notFound();
  return entry;
}

function assertOwner(entry: CacheEntry, userId: number | null): void {
  if (entry.owner !== userId) throw new ApiError('FORBIDDEN');
}

/** Replaces the owner's entry; answers the key it now lives under (new unless the tab kept one). */
export async function updateCached<T extends CacheEntry>(
  db: Db,
  key: string,
  write: CacheWrite<T>,
  belongs: (entry: T) => boolean = () => true,
): Promise<string> {
  const current = await readCached<T>(db, write.resource, key, belongs);
  assertOwner(current, write.entry.owner);
  const next = await keyForContext(db, write);
  await store(db, next, write);
  return next;
}

export async function deleteCached<T extends CacheEntry>(
  db: Db,
  resource: CacheResource,
  key: string,
  userId: number | null,
  belongs: (entry: T) => boolean = () => true,
): Promise<void> {
  const current = await readCached<T>(db, resource, key, belongs);
  assertOwner(current, userId);
  await deleteEntry(db, resource, key);
}
