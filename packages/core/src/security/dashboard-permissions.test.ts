import { describe, expect, it } from 'vitest';
import { dashboardPermissionFlags, isAdminUser } from './dashboard-permissions';

const gammaPermissions = [
  'can_write|Dashboard',
  'can_save_dash|Superset',
  'can_share_dashboard|Superset',
  'can_explore|Superset',
  'can_share_chart|Superset',
  'can_csv|Superset',
  'can_slice|Superset',
];

describe('dashboard permission flags', () => {
  it('an owner with can_write may edit; every Superset permission maps to its flag', () => {
    expect(
      dashboardPermissionFlags({ username: 'ann', roles: ['Gamma'], permissions: gammaPermissions }, [
        { username: 'ann' },
      ]),
    ).toEqual({
      dash_edit_perm: true,
      dash_save_perm: true,
      dash_share_perm: true,
      superset_can_explore: true,
      superset_can_share: true,
      superset_can_csv: true,
      slice_can_edit: true,
    });
  });

  it('a non-owner may not edit unless admin, in any case of the role name', () => {
    const user = { username: 'bob', roles: ['Gamma'], permissions: gammaPermissions };
    expect(dashboardPermissionFlags(user, [{ username: 'ann' }]).dash_edit_perm).toBe(false);
    expect(
      dashboardPermissionFlags({ ...user, roles: ['ADMIN'] }, [{ username: 'ann' }]).dash_edit_perm,
    ).toBe(true);
    expect(isAdminUser({ username: 'x', roles: [{ name: 'admin' }] })).toBe(true);
    expect(isAdminUser({ username: 'x', roles: { Admin: [] } })).toBe(true);
  });

  it('an owner listed by id only matches the user’s id', () => {
    const user = { id: 4, username: 'ann', roles: ['Gamma'], permissions: gammaPermissions };
    expect(dashboardPermissionFlags(user, [{ id: 4 }]).dash_edit_perm).toBe(true);
    expect(dashboardPermissionFlags(user, [{ id: 5 }]).dash_edit_perm).toBe(false);
  });

  it('an owner without can_write on Dashboard may not edit', () => {
    const user = { username: 'ann', roles: ['Admin'], permissions: ['can_explore|Superset'] };
    const flags = dashboardPermissionFlags(user, [{ username: 'ann' }]);
    expect(flags.dash_edit_perm).toBe(false);
    expect(flags.superset_can_explore).toBe(true);
    expect(flags.dash_share_perm).toBe(false);
  });

  it('no user, no flags', () => {
    expect(Object.values(dashboardPermissionFlags(null, []))).toEqual(Array(7).fill(false));
  });
});
