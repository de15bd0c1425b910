import { describe, expect, it } from 'vitest';
import { permissionLabel, rlsFormErrors, userFormErrors } from './forms';

const user = {
  username: 'ann',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  password: 'secret-1',
  confirm: 'secret-1',
  roles: [3],
};

describe('security forms', () => {
  it('labels permissions as Superset does', () => {
    expect(permissionLabel('can_read', 'Chart')).toBe('can read on Chart');
    expect(permissionLabel('datasource_access', '[db].[t](id:1)')).toBe(
      'datasource access on [db].[t](id:1)',
    );
  });

  it('checks the user form, with the password optional when editing', () => {
    expect(userFormErrors(user, true)).toEqual({});
    expect(userFormErrors({ ...user, password: '', confirm: '' }, true)).toEqual({
      password: 'Password is required.',
    });
    expect(userFormErrors({ ...user, password: '', confirm: '' }, false)).toEqual({});
    expect(userFormErrors({ ...user, confirm: 'other', email: 'nope', roles: [] }, false)).toEqual({
      confirm: 'The passwords do not match.',
      email: 'Enter a valid email address.',
      roles: 'Choose at least one role.',
    });
  });

  it('checks the RLS form', () => {
    expect(rlsFormErrors({ name: ' ', clause: '', tables: [] })).toEqual({
      name: 'Name is required.',
      clause: 'Clause is required.',
      tables: 'Choose at least one dataset.',
    });
    expect(rlsFormErrors({ name: 'n', clause: 'a = 1', tables: [1] })).toEqual({});
  });
});
