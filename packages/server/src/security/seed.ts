/**
 * Idempotent seeding of permissions, view menus and the built-in roles. It only adds what is
 * missing: grants an administrator gave a built-in role survive restarts, except the few that
 * catalogue.ts lists as withdrawn for security. Inserts ignore
 * conflicts so two servers starting against one database do not trip over each other.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../store/schema';
import { BUILTIN_ROLES, type PermissionPair, permissionsOfRole, WITHDRAWN_GRANTS } from './catalogue';

type Db = Kysely<Database>;

async function ensureNames(
  db: Db,
  table: 'ab_permission' | 'ab_view_menu' | 'ab_role',
  names: readonly string[],
) {
  const unique = [...new Set(names)];
  if (unique.length > 0) {
    await db
      .insertInto(table)
      .values(unique.map((name) => ({ name })))
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
  }
  const rows =
    unique.length === 0
      ? []
      : await db.selectFrom(table).select(['id', 'name']).where('name', 'in', unique).execute();
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** Makes sure each (permission, view menu) pair exists; returns the permission_view id of each `perm|view`. */
export async function ensurePermissionViews(
  db: Db,
  wanted: readonly PermissionPair[],
): Promise<Map<string, number>> {
  const permissionIds = await ensureNames(
    db,
    'ab_permission',
    wanted.map(([permission]) => permission),
  );
  const viewIds = await ensureNames(
    db,
    'ab_view_menu',
    wanted.map(([, view]) => view),
  );
  const rows = wanted.map(([permission, view]) => ({
    permission_id: permissionIds.get(permission)!,
    view_menu_id: viewIds.get(view)!,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto('ab_permission_view')
      .values(rows.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['permission_id', 'view_menu_id']).doNothing())
      .execute();
  }
  const existing =
    wanted.length === 0
      ? []
      : await db
          .selectFrom('ab_permission_view as pv')
          .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
          .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
          .select(['pv.id', 'p.name as permission', 'v.name as view'])
          .where('p.name', 'in', [...permissionIds.keys()])
          .execute();
  return new Map(existing.map((row) => [`${row.permission}|${row.view}`, row.id]));
}

/** Grants pairs to a role (created when missing); existing grants are kept. */
export async function grantPermissions(
  db: Db,
  roleName: string,
  grants: readonly PermissionPair[],
): Promise<void> {
  const roleId = (await ensureNames(db, 'ab_role', [roleName])).get(roleName)!;
  const pvIds = await ensurePermissionViews(db, grants);
  const links = grants.map(([permission, view]) => ({
    permission_view_id: pvIds.get(`${permission}|${view}`)!,
    role_id: roleId,
  }));
  for (let i = 0; i < links.length; i += 200) {
    await db
      .insertInto('ab_permission_view_role')
      .values(links.slice(i, i + 200))
      .onConflict((oc) => oc.columns(['permission_view_id', 'role_id']).doNothing())
      .execute();
  }
}

/** Takes pairs away from a role; pairs it does not hold are ignored. */
export async function revokePermissions(db: Db, roleName: string, pairs: readonly PermissionPair[]) {
  for (const [permission, view] of pairs) {
    const link = db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select('pv.id')
      .where('p.name', '=', permission)
      .where('v.name', '=', view);
    const role = db.selectFrom('ab_role').select('id').where('name', '=', roleName);
    await db
      .deleteFrom('ab_permission_view_role')
      .where('permission_view_id', 'in', link)
      .where('role_id', 'in', role)
      .execute();
  }
}

/** Seeds the catalogue and the roles Admin, Alpha, Gamma, sql_lab and Public. */
export async function seedSecurity(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await ensureNames(trx, 'ab_role', BUILTIN_ROLES);
    for (const role of BUILTIN_ROLES) {
      const grants = permissionsOfRole(role);
      if (grants.length > 0) await grantPermissions(trx, role, grants);
      await revokePermissions(trx, role, WITHDRAWN_GRANTS[role]);
    }
  });
}
