export { ADMIN_USERNAME, type AdminCreated, ensureFirstAdmin } from './admin';
export { CSRF_HEADER, endSession, registerAuth, SESSION_COOKIE, startSession } from './auth';
export {
  BUILTIN_ROLES,
  OBJECT_PERMISSIONS,
  PERMISSION_CATALOGUE,
  type PermissionPair,
  permissionsOfRole,
  ROLE_ADMIN,
  ROLE_ALPHA,
  ROLE_GAMMA,
  ROLE_PUBLIC,
  ROLE_SQL_LAB,
} from './catalogue';
export { LoginThrottle } from './login-throttle';
export { generatePassword, hashPassword, verifyPassword } from './password';
export { hasPermission, isAdmin, permissionKey } from './permissions';
export { ensurePermissionViews, grantPermissions, seedSecurity } from './seed';
export { TokenError, TokenService, type TokenType } from './tokens';
export {
  type CurrentUser,
  type CurrentUserJson,
  createUser,
  currentUserToJson,
  findUserByUsername,
  loadCurrentUser,
  type NewUserInput,
  UserExistsError,
} from './users';
