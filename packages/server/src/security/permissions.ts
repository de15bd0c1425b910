/** Permission checks on a CurrentUser. */
import { ROLE_ADMIN } from './catalogue';
import type { CurrentUser } from './users';

export function permissionKey(permission: string, viewMenu: string): string {
  return `${permission}|${viewMenu}`;
}

export function isAdmin(user: CurrentUser | null | undefined): boolean {
  return user?.roles.includes(ROLE_ADMIN) ?? false;
}

/**
 * True when the user holds `permission` on `viewMenu`. Admin holds every permission, also ones
 * added to the code after the role was seeded (Superset's Admin gets them at the next `init`).
 */
export function hasPermission(
  user: CurrentUser | null | undefined,
  permission: string,
  viewMenu: string,
): boolean {
  if (!user) return false;
  return isAdmin(user) || user.permissions.has(permissionKey(permission, viewMenu));
}
