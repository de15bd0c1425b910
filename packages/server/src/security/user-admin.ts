/**
 * Store operations behind the security admin API (users, roles and their permissions). Password
 * hashes never leave this module: items carry every column but `password_hash`.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { hashPassword } from './password';

type Db = Kysely<Database>;

export interface RoleRef {
  id: number;
  name: string;
}

export interface UserItem {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string;
  active: boolean;
  roles: RoleRef[];
  created_on: string;
  changed_on: string;
  last_login: string | null;
  login_count: number;
  fail_login_count: number;
}

export class SecurityInputError extends Error {
  override readonly name = 'SecurityInputError';
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

export async function loadUserItems(db: Db, ids: readonly number[]): Promise<UserItem[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('ab_user')
    .select([
      'id',
      'username',
      'first_name',
      'last_name',
      'email',
      'active',
      'created_on',
      'changed_on',
      'last_login',
      'login_count',
      'fail_login_count',
    ])
    .where('id', 'in', ids)
    .execute();
  const roles = await db
    .selectFrom('ab_user_role as ur')
    .innerJoin('ab_role as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id', 'r.id', 'r.name'])
    .where('ur.user_id', 'in', ids)
    .orderBy('r.name')
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        ...row,
        active: row.active === 1,
        roles: roles.filter((r) => r.user_id === id).map((r) => ({ id: r.id, name: r.name })),
      },
    ];
  });
}

/** Checks that every role id exists; throws a SecurityInputError on `roles` otherwise. */
async function checkRoles(db: Db, roleIds: readonly number[]): Promise<void> {
  const unique = [...new Set(roleIds)];
  if (unique.length === 0) return;
  const found = await db.selectFrom('ab_role').select('id').where('id', 'in', unique).execute();
  const missing = unique.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw new SecurityInputError('roles', `Unknown role id(s): ${missing.join(', ')}.`);
}

export async function setUserRoles(db: Db, userId: number, roleIds: readonly number[]): Promise<void> {
  await checkRoles(db, roleIds);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ab_user_role').where('user_id', '=', userId).execute();
    const unique = [...new Set(roleIds)];
    if (unique.length > 0)
      await trx
        .insertInto('ab_user_role')
        .values(unique.map((role_id) => ({ user_id: userId, role_id })))
        .execute();
  });
}

export interface UserChanges {
  username?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  active?: boolean;
  password?: string;
  roles?: number[];
}

export async function userExists(db: Db, userId: number): Promise<boolean> {
  return (
    (await db.selectFrom('ab_user').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
  );
}

export async function usernameTaken(db: Db, username: string, exceptId: number | null): Promise<boolean> {
  const row = await db.selectFrom('ab_user').select('id').where('username', '=', username).executeTakeFirst();
  return row !== undefined && row.id !== exceptId;
}

/**
 * Edits a user. A new password or deactivation bumps the token version, so the user's sessions
 * and tokens end on every server (as a password change does through users.ts).
 */
export async function updateUser(db: Db, userId: number, changes: UserChanges): Promise<void> {
  if (changes.username !== undefined && (await usernameTaken(db, changes.username, userId)))
    throw new SecurityInputError('username', 'Already exists.');
  if (changes.roles) await checkRoles(db, changes.roles);
  const current = await db.selectFrom('ab_user').select('active').where('id', '=', userId).executeTakeFirst();
  if (!current) return;
  const passwordHash = changes.password ? await hashPassword(changes.password) : undefined;
  const deactivating = changes.active === false && current.active === 1;
  await db
    .updateTable('ab_user')
    .set((eb) => ({
      ...(changes.username !== undefined ? { username: changes.username } : {}),
      ...(changes.first_name !== undefined ? { first_name: changes.first_name } : {}),
      ...(changes.last_name !== undefined ? { last_name: changes.last_name } : {}),
      ...(changes.email !== undefined ? { email: changes.email } : {}),
      ...(changes.active !== undefined ? { active: changes.active ? 1 : 0 } : {}),
      ...(passwordHash ? { password_hash: passwordHash, fail_login_count: 0 } : {}),
      ...(passwordHash || deactivating ? { token_version: eb('token_version', '+', 1) } : {}),
      changed_on: new Date().toISOString(),
    }))
    .where('id', '=', userId)
    .execute();
  if (changes.roles) await setUserRoles(db, userId, changes.roles);
}

/** Deletes a user; what they created keeps existing (the audit columns are set null). */
export async function deleteUser(db: Db, userId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ab_user_role').where('user_id', '=', userId).execute();
    await trx.deleteFrom('ab_user').where('id', '=', userId).execute();
  });
}

export async function roleNameTaken(db: Db, name: string, exceptId: number | null): Promise<boolean> {
  const row = await db.selectFrom('ab_role').select('id').where('name', '=', name).executeTakeFirst();
  return row !== undefined && row.id !== exceptId;
}

/** The permission_view ids a role holds, ascending. */
export async function rolePermissionViewIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ab_permission_view_role')
    .select('permission_view_id')
    .where('role_id', '=', roleId)
    .orderBy('permission_view_id')
    .execute();
  return rows.map((row) => row.permission_view_id);
}

/** Replaces a role's permissions with these permission_view ids (Superset's roles/{id}/permissions). */
export async function setRolePermissionViews(db: Db, roleId: number, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const found = await db.selectFrom('ab_permission_view').select('id').where('id', 'in', unique).execute();
    const missing = unique.filter((id) => !found.some((row) => row.id === id));
    if (missing.length > 0)
      throw new SecurityInputError(
        'permission_view_menu_ids',
        `Unknown permission id(s): ${missing.join(', ')}.`,
      );
  }
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ab_permission_view_role').where('role_id', '=', roleId).execute();
    for (let i = 0; i < unique.length; i += 200) {
      await trx
        .insertInto('ab_permission_view_role')
        .values(
          unique.slice(i, i + 200).map((permission_view_id) => ({ permission_view_id, role_id: roleId })),
        )
        .execute();
    }
  });
}

/** Deletes a role; its users lose it, as do the RLS rules naming it. */
export async function deleteRole(db: Db, roleId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('ab_permission_view_role').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('ab_user_role').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('rls_filter_roles').where('role_id', '=', roleId).execute();
    await trx.deleteFrom('ab_role').where('id', '=', roleId).execute();
  });
}
