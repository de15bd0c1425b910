/**
 * The Public role for anonymous visitors (Superset's AUTH_ROLE_PUBLIC and PUBLIC_ROLE_LIKE). An
 * operator opens read access either by naming a role to copy into Public at start
 * (TESSERA_PUBLIC_ROLE_LIKE, e.g. Gamma) or by granting permissions to Public. A request with no
 * credential then acts as an anonymous user holding Public's read permissions: reading and
 * querying what they grant, never changing anything (write permissions are left out). While
 * Public grants nothing, anonymous requests stay unauthenticated (401).
 */
import type { Kysely } from 'kysely';
import { storeChangesOf } from '../store/changes';
import type { Database } from '../store/schema';
import { OBJECT_PERMISSIONS, type PermissionPair, ROLE_PUBLIC } from './catalogue';
import { grantPermissions } from './seed';
import type { CurrentUser } from './users';

type Db = Kysely<Database>;

export const ANONYMOUS_USER_ID = 0;

/** What an anonymous visitor may use of Public's grants: reads, chart data, object access. */
const ANONYMOUS_PERMISSIONS = new Set([
  'can_read',
  'can_show',
  'can_list',
  'can_get',
  'can_dashboard',
  'can_slice',
  'can_explore',
  'can_explore_json',
  'can_csv',
  'can_drill',
  'can_samples',
  'can_view_chart_as_table',
  'can_view_query',
  'can_get_drill_info',
  'can_external_metadata',
  'can_external_metadata_by_name',
  'all_datasource_access',
  'all_database_access',
  ...OBJECT_PERMISSIONS,
]);

export function anonymousMayUse(permission: string): boolean {
  return ANONYMOUS_PERMISSIONS.has(permission);
}

async function rolePairs(db: Db, roleName: string): Promise<PermissionPair[] | null> {
  const role = await db.selectFrom('ab_role').select('id').where('name', '=', roleName).executeTakeFirst();
  if (!role) return null;
  const rows = await db
    .selectFrom('ab_permission_view_role as pvr')
    .innerJoin('ab_permission_view as pv', 'pv.id', 'pvr.permission_view_id')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select(['p.name as permission', 'v.name as view'])
    .where('pvr.role_id', '=', role.id)
    .execute();
  return rows.map((row) => [row.permission, row.view] as const);
}

export class PublicRoleError extends Error {
  override readonly name = 'PublicRoleError';
}

/** Copies a role's permissions into Public, keeping Public's own (Superset's copy_role, merge). */
export async function applyPublicRoleLike(db: Db, roleName: string): Promise<void> {
  const pairs = await rolePairs(db, roleName);
  if (pairs === null)
    throw new PublicRoleError(
      `TESSERA_PUBLIC_ROLE_LIKE names the role "${roleName}", which does not exist. Name an existing role, e.g. Gamma.`,
    );
  if (pairs.length > 0) await grantPermissions(db, ROLE_PUBLIC, pairs);
}

async function readPublicUser(db: Db): Promise<CurrentUser | null> {
  const permissions = new Set<string>();
  for (const [permission, view] of (await rolePairs(db, ROLE_PUBLIC)) ?? [])
    if (anonymousMayUse(permission)) permissions.add(`${permission}|${view}`);
  if (permissions.size === 0) return null;
  return {
    id: ANONYMOUS_USER_ID,
    username: 'anonymous',
    firstName: '',
    lastName: '',
    email: '',
    roles: [ROLE_PUBLIC],
    permissions,
  };
}

const CACHE_TTL_MS = 5_000;
const caches = new WeakMap<object, { user: CurrentUser | null; version: number; expires: number }>();

/** The anonymous visitor, or null while Public grants no read permission; cached like users. */
export async function loadPublicUser(db: Db): Promise<CurrentUser | null> {
  const changes = storeChangesOf(db);
  if (!changes) return readPublicUser(db);
  const version = changes.version('security');
  const now = Date.now();
  const hit = caches.get(changes);
  if (hit && hit.version === version && hit.expires > now) return hit.user;
  const user = await readPublicUser(db);
  if (changes.version('security') === version)
    caches.set(changes, { user, version, expires: now + CACHE_TTL_MS });
  return user;
}
