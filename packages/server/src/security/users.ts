/**
 * Users as the rest of the server sees them: the CurrentUser attached to each request, and the
 * few store operations security needs (create, look up, record logins).
 */
import type { Kysely } from 'kysely';
import { type StoreChanges, storeChangesOf } from '../store/changes';
import type { Database, UserRow } from '../store/schema';
import { hashPassword } from './password';

type Db = Kysely<Database>;

export interface CurrentUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  /** `"<permission>|<view menu>"`, e.g. `"can_read|Chart"` */
  permissions: ReadonlySet<string>;
  /** Set only for an embedded dashboard's guest (a guest token): what the token grants. */
  guest?: GuestGrant;
}

/** What a guest token grants: dashboards (by id) and RLS clauses, per dataset or for all. */
export interface GuestGrant {
  readonly dashboardIds: readonly number[];
  readonly rls: readonly { readonly clause: string; readonly dataset?: number | string | null }[];
}

/** The user as authentication loads it: with the version every token of theirs must carry. */
export interface AuthenticatedUser extends CurrentUser {
  readonly tokenVersion: number;
}

/** CurrentUser as JSON for the web app (permissions as a sorted array). */
export interface CurrentUserJson {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: string[];
  permissions: string[];
}

export function currentUserToJson(user: CurrentUser): CurrentUserJson {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roles: [...user.roles],
    permissions: [...user.permissions].sort(),
  };
}

/** Role name → its (permission, view) pairs, for the user's roles. */
export async function rolePermissionsOfUser(
  db: Db,
  userId: number,
): Promise<Map<string, [string, string][]>> {
  const rows = await db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .leftJoin('ab_permission_view_role as pvr', 'pvr.role_id', 'r.id')
    .leftJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .leftJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .leftJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select(['r.name as role', 'p.name as permission', 'v.name as view'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.name')
    .orderBy('p.name')
    .orderBy('v.name')
    .execute();
  const roles = new Map<string, [string, string][]>();
  for (const row of rows) {
    const list = roles.get(row.role) ?? [];
    if (row.permission !== null && row.view !== null) list.push([row.permission, row.view]);
    roles.set(row.role, list);
  }
  return roles;
}

/** Short, so a change made by another process (the CLI) is seen within seconds. */
const USER_CACHE_TTL_MS = 5_000;
const USER_CACHE_MAX = 10_000;

interface CachedUser {
  user: AuthenticatedUser | null;
  version: number;
  expires: number;
}

const userCaches = new WeakMap<StoreChanges, Map<number, CachedUser>>();

/**
 * The active user with this id, with roles and permissions; null when missing or inactive.
 * Runs on every authenticated request, so the answer is cached per store for a few seconds and
 * dropped as soon as any user, role or permission row is written in this process (changes.ts).
 */
export async function loadCurrentUser(db: Db, userId: number): Promise<AuthenticatedUser | null> {
  const changes = storeChangesOf(db);
  if (!changes) return readCurrentUser(db, userId);
  let cache = userCaches.get(changes);
  if (!cache) {
    cache = new Map();
    userCaches.set(changes, cache);
  }
  const now = Date.now();
  const version = changes.version('security');
  const hit = cache.get(userId);
  if (hit && hit.version === version && hit.expires > now) return hit.user;
  const user = await readCurrentUser(db, userId);
  // Kept only when nothing was written meanwhile: otherwise the rows read may predate the write.
  if (changes.version('security') === version) {
    if (cache.size >= USER_CACHE_MAX) cache.clear();
    cache.set(userId, { user, version, expires: now + USER_CACHE_TTL_MS });
  }
  return user;
}

async function readCurrentUser(db: Db, userId: number): Promise<AuthenticatedUser | null> {
  const user = await db
    .selectFrom('ab_user')
    .select(['id', 'username', 'first_name', 'last_name', 'email', 'active', 'token_version'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.active !== 1) return null;
  const roles = await rolePermissionsOfUser(db, userId);
  const permissions = new Set<string>();
  for (const pairs of roles.values())
    for (const [permission, view] of pairs) permissions.add(`${permission}|${view}`);
  return {
    id: user.id,
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    roles: [...roles.keys()],
    permissions,
    tokenVersion: user.token_version,
  };
}

export function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  return db.selectFrom('ab_user').selectAll().where('username', '=', username).executeTakeFirst();
}

export interface NewUserInput {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  /** Role names; each must exist. */
  roles: readonly string[];
  active?: boolean;
}

export class UserExistsError extends Error {
  override readonly name = 'UserExistsError';
}

/** Creates a user with a hashed password and the given roles; returns the new id. */
export async function createUser(db: Db, input: NewUserInput): Promise<number> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('ab_user')
      .select('id')
      .where('username', '=', input.username)
      .executeTakeFirst();
    if (existing) throw new UserExistsError(`User "${input.username}" already exists.`);
    const roles =
      input.roles.length === 0
        ? []
        : await trx.selectFrom('ab_role').select(['id', 'name']).where('name', 'in', input.roles).execute();
    const missing = input.roles.filter((name) => !roles.some((role) => role.name === name));
    if (missing.length > 0) throw new Error(`Unknown role(s): ${missing.join(', ')}.`);
    const { id } = await trx
      .insertInto('ab_user')
      .values({
        username: input.username,
        first_name: input.firstName ?? '',
        last_name: input.lastName ?? '',
        email: input.email ?? '',
        password_hash: passwordHash,
        active: input.active === false ? 0 : 1,
        created_on: now,
        changed_on: now,
        last_login: null,
        login_count: 0,
        fail_login_count: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (roles.length > 0) {
      await trx
        .insertInto('ab_user_role')
        .values(roles.map((role) => ({ user_id: id, role_id: role.id })))
        .execute();
    }
    return id;
  });
}

export async function recordLogin(db: Db, userId: number, success: boolean): Promise<void> {
  if (success) {
    await db
      .updateTable('ab_user')
      .set((eb) => ({
        last_login: new Date().toISOString(),
        login_count: eb('login_count', '+', 1),
        fail_login_count: 0,
      }))
      .where('id', '=', userId)
      .execute();
  } else {
    await db
      .updateTable('ab_user')
      .set((eb) => ({ fail_login_count: eb('fail_login_count', '+', 1) }))
      .where('id', '=', userId)
      .execute();
  }
}

/**
 * Ends every session and token the user holds, on every server sharing the store: tokens carry
 * the version they were made at and are refused once it moves on.
 */
export async function revokeAllTokensOf(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('ab_user')
    .set((eb) => ({ token_version: eb('token_version', '+', 1), changed_on: new Date().toISOString() }))
    .where('id', '=', userId)
    .execute();
}

/** Sets a new password; the old password's sessions and tokens end with it. */
export async function setUserPassword(db: Db, userId: number, password: string): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db
    .updateTable('ab_user')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      changed_on: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .execute();
}

/**
 * Activates or deactivates a user. Deactivating ends their tokens for good: reactivating later
 * does not bring back sessions that were open before.
 */
export async function setUserActive(db: Db, userId: number, active: boolean): Promise<void> {
  await db
    .updateTable('ab_user')
    .set((eb) => ({
      active: active ? 1 : 0,
      ...(active ? {} : { token_version: eb('token_version', '+', 1) }),
      changed_on: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .execute();
}
