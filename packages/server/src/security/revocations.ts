/**
 * Tokens ended before their expiry (logout), kept in the store's `revoked_token` table so every
 * server sharing the store refuses them. A user's password change or deactivation does not list
 * tokens here: it bumps `ab_user.token_version` instead (users.ts), which ends them all.
 *
 * The check runs on each authenticated request, so answers are cached in this process for a few
 * seconds (concurrent checks of one token share one query). A revocation made here is seen here
 * at once; one made by another server is seen within REVOCATION_CHECK_TTL_MS.
 */
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../store/schema';

type Db = Kysely<Database>;

export const REVOCATION_CHECK_TTL_MS = 5_000;
const CACHE_MAX = 10_000;

const caches = new WeakMap<Db, LRUCache<string, Promise<boolean>>>();

function cacheOf(db: Db): LRUCache<string, Promise<boolean>> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache({ max: CACHE_MAX, ttl: REVOCATION_CHECK_TTL_MS });
    caches.set(db, cache);
  }
  return cache;
}

/** Whether the token with this id was revoked. */
export function isTokenRevoked(db: Db, jti: string): Promise<boolean> {
  const cache = cacheOf(db);
  const known = cache.get(jti);
  if (known) return known;
  const pending = db
    .selectFrom('revoked_token')
    .select('jti')
    .where('jti', '=', jti)
    .executeTakeFirst()
    .then((row) => row !== undefined);
  cache.set(jti, pending);
  // A failed lookup is not remembered: the next request asks the store again.
  pending.catch(() => {
    if (cache.get(jti) === pending) cache.delete(jti);
  });
  return pending;
}

export interface RevocableToken {
  jti: string;
  userId: number;
  /** Seconds since the epoch; after it the token is refused anyway, so the row can go. */
  expiresAt: number;
}

/** Revokes one token until its expiry, and prunes revocations whose tokens have expired. */
export async function revokeToken(db: Db, token: RevocableToken): Promise<void> {
  const now = Date.now();
  const expiresMs = token.expiresAt * 1000;
  if (expiresMs <= now) return;
  await db.deleteFrom('revoked_token').where('expires_on', '<', new Date(now).toISOString()).execute();
  await db
    .insertInto('revoked_token')
    .values({ jti: token.jti, user_id: token.userId, expires_on: new Date(expiresMs).toISOString() })
    .onConflict((conflict) => conflict.column('jti').doNothing())
    .execute();
  // Revoked stays revoked: remember it here until the token expires.
  cacheOf(db).set(token.jti, Promise.resolve(true), { ttl: expiresMs - now });
}
