/**
 * The user permission flags of a dashboard's hydration (spec 000 point 3 "Dashboard info" and
 * point 6): derived from the user's `permission|view` pairs, roles and the dashboard's owners.
 */
export interface DashboardPermissionFlags {
  readonly dash_edit_perm: boolean;
  readonly dash_save_perm: boolean;
  readonly dash_share_perm: boolean;
  readonly superset_can_explore: boolean;
  readonly superset_can_share: boolean;
  readonly superset_can_csv: boolean;
  readonly slice_can_edit: boolean;
}

export interface PermissionUser {
  readonly id?: number;
  readonly username: string;
  /** Role names (any case) or role objects with a name. */
  readonly roles?: unknown;
  /** `permission|view` pairs, e.g. `can_write|Dashboard`. */
  readonly permissions?: readonly string[];
}

const NO_FLAGS: DashboardPermissionFlags = {
  dash_edit_perm: false,
  dash_save_perm: false,
  dash_share_perm: false,
  superset_can_explore: false,
  superset_can_share: false,
  superset_can_csv: false,
  slice_can_edit: false,
};

function roleNames(roles: unknown): string[] {
  if (Array.isArray(roles))
    return roles.map((role) =>
      typeof role === 'string' ? role : String((role as { name?: unknown } | null)?.name ?? ''),
    );
  // Superset's bootstrap shape: {roleName: [[permission, view], ...]}.
  if (roles && typeof roles === 'object') return Object.keys(roles);
  return [];
}

/** Admin: any role named admin, in any case (spec 000 point 6). */
export function isAdminUser(user: PermissionUser): boolean {
  return roleNames(user.roles).some((name) => name.toLowerCase() === 'admin');
}

/**
 * The seven flags. dash_edit_perm: an admin or an owner (matched by username) holding can_write
 * on Dashboard; the others are the Superset view permissions named in spec 000 point 6.
 */
export function dashboardPermissionFlags(
  user: PermissionUser | null | undefined,
  owners: readonly { readonly id?: number; readonly username?: string | null }[] | undefined,
): DashboardPermissionFlags {
  if (!user) return NO_FLAGS;
  const held = new Set(user.permissions ?? []);
  const superset = (permission: string) => held.has(`${permission}|Superset`);
  // By username as spec 000 says; the dashboard detail's owners (Superset's show columns) carry
  // only ids and names, so an owner without a username matches by id.
  const isOwner = (owners ?? []).some((owner) =>
    owner.username ? owner.username === user.username : owner.id !== undefined && owner.id === user.id,
  );
  return {
    dash_edit_perm: held.has('can_write|Dashboard') && (isAdminUser(user) || isOwner),
    dash_save_perm: superset('can_save_dash'),
    dash_share_perm: superset('can_share_dashboard'),
    superset_can_explore: superset('can_explore'),
    superset_can_share: superset('can_share_chart'),
    superset_can_csv: superset('can_csv'),
    slice_can_edit: superset('can_slice'),
  };
}
