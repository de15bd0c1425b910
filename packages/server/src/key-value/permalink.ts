/**
 * Permalinks (Superset's explore and dashboard permalink commands): a state saved for good behind
 * an opaque key, and the address the user copies. Explore and dashboard permalinks differ only in
 * their resource, their value and the page the address opens.
 */
import type { FastifyRequest } from 'fastify';
import { contextOf } from '../api/list/request';
import { notFound } from '../errors';
import type { Db } from '../repositories/common';
import { originOf } from './access';
import { createEntry, type KeyValueResource, readEntry } from './key-value-store';

type PermalinkResource = Extract<KeyValueResource, 'explore_permalink' | 'dashboard_permalink'>;

/** The page a permalink of each kind opens, below the origin. */
const PAGE: Record<PermalinkResource, string> = {
  explore_permalink: '/superset/explore/p/',
  dashboard_permalink: '/superset/dashboard/p/',
};

export async function savePermalink(
  db: Db,
  request: FastifyRequest,
  resource: PermalinkResource,
  value: unknown,
): Promise<{ key: string; url: string }> {
  const key = await createEntry(db, { resource, value, userId: contextOf(request).userId, ttlSeconds: null });
  return { key, url: `${originOf(request)}${PAGE[resource]}${key}/` };
}

/** The saved value under `key`; 404 when there is none. */
export async function readPermalink<T>(db: Db, resource: PermalinkResource, key: string): Promise<T> {
  const value = (await readEntry(db, resource, key)) as T | null;
  if (!value) throw notFound();
  return value;
}
