/** Pure helpers of the security pages: labels and form checks (the server checks again). */

export type FieldErrors = Partial<Record<string, string>>;

/** Superset's wording for a permission on a view menu: `can read on Chart`. */
export function permissionLabel(permission: string, viewMenu: string): string {
  return `${permission.replace(/_/g, ' ').trim()} on ${viewMenu}`;
}

export interface UserFormValues {
  readonly username: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly password: string;
  readonly confirm: string;
  readonly roles: readonly number[];
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Field errors of the user form; the password is required when creating, optional (a reset) when editing. */
export function userFormErrors(values: UserFormValues, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.username.trim()) errors.username = 'Username is required.';
  if (!values.first_name.trim()) errors.first_name = 'First name is required.';
  if (!values.last_name.trim()) errors.last_name = 'Last name is required.';
  if (!EMAIL.test(values.email.trim())) errors.email = 'Enter a valid email address.';
  if (creating && !values.password) errors.password = 'Password is required.';
  if (values.password && values.password !== values.confirm) errors.confirm = 'The passwords do not match.';
  if (values.roles.length === 0) errors.roles = 'Choose at least one role.';
  return errors;
}

export interface RlsFormValues {
  readonly name: string;
  readonly clause: string;
  readonly tables: readonly number[];
}

export function rlsFormErrors(values: RlsFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.name.trim()) errors.name = 'Name is required.';
  if (values.tables.length === 0) errors.tables = 'Choose at least one dataset.';
  if (!values.clause.trim()) errors.clause = 'Clause is required.';
  return errors;
}
