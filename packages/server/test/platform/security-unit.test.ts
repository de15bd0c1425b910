import { describe, expect, it } from 'vitest';
import {
  PERMISSION_CATALOGUE,
  permissionsOfRole,
  ROLE_ADMIN,
  ROLE_ALPHA,
  ROLE_GAMMA,
  ROLE_PUBLIC,
  ROLE_SQL_LAB,
} from '../../src/security/catalogue';
import { LoginThrottle } from '../../src/security/login-throttle';
import { hashPassword, verifyPassword } from '../../src/security/password';
import { hasPermission, isAdmin } from '../../src/security/permissions';
import { TokenError, TokenService } from '../../src/security/tokens';
import type { CurrentUser } from '../../src/security/users';

const keys = (role: Parameters<typeof permissionsOfRole>[0]) =>
  new Set(permissionsOfRole(role).map(([permission, view]) => `${permission}|${view}`));

describe('passwords', () => {
  it('hashes with scrypt and a salt, and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await hashPassword('correct horse')).not.toBe(hash);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1$1$1$$')).toBe(false);
  });
});

describe('built-in roles (SUPERSET_FACTS §8.2)', () => {
  it('gives Admin the whole catalogue and keeps admin-only permissions from Alpha', () => {
    expect(keys(ROLE_ADMIN).size).toBe(new Set(PERMISSION_CATALOGUE.map(([p, v]) => `${p}|${v}`)).size);
    const alpha = keys(ROLE_ALPHA);
    for (const adminOnly of [
      'can_read|Log',
      'can_read|RowLevelSecurity',
      'all_query_access|all_query_access',
      'can_read|User',
      'menu_access|Security',
      // Superset's READ_ONLY_MODEL_VIEWS: database connections are changed by admins only.
      'can_write|Database',
      'can_export|Database',
    ]) {
      expect(alpha.has(adminOnly), adminOnly).toBe(false);
    }
    for (const granted of [
      'all_datasource_access|all_datasource_access',
      'all_database_access|all_database_access',
      'can_write|Dataset',
      'can_read|Database',
      'can_upload|Database',
      'can_read|Annotation',
      'can_recent_activity|Log',
    ]) {
      expect(alpha.has(granted), granted).toBe(true);
    }
    expect(alpha.has('can_execute_sql_query|SQLLab')).toBe(false);
  });

  it('keeps Gamma read-only on datasets and databases, without all_* access or SQL Lab', () => {
    const gamma = keys(ROLE_GAMMA);
    for (const granted of [
      'can_read|Chart',
      'can_write|Chart',
      'can_write|Dashboard',
      'can_read|Dataset',
      'can_read|Database',
      'can_explore|Superset',
      'can_userinfo|UserDBModelView',
    ]) {
      expect(gamma.has(granted), granted).toBe(true);
    }
    for (const denied of [
      'can_write|Dataset',
      'can_write|Database',
      'can_export|Dataset',
      'all_datasource_access|all_datasource_access',
      'can_read|SavedQuery',
      'can_read|Annotation',
      'can_upload|Database',
    ]) {
      expect(gamma.has(denied), denied).toBe(false);
    }
  });

  it('gives sql_lab exactly the SQL Lab permissions plus its extras, and Public nothing', () => {
    const sqlLab = keys(ROLE_SQL_LAB);
    for (const granted of [
      'can_execute_sql_query|SQLLab',
      'can_read|SavedQuery',
      'can_write|SavedQuery',
      'can_sqllab|Superset',
      'menu_access|SQL Lab',
      'can_read|Database',
      'can_csv|Superset',
    ]) {
      expect(sqlLab.has(granted), granted).toBe(true);
    }
    expect(sqlLab.has('can_read|Chart')).toBe(false);
    expect(keys(ROLE_PUBLIC).size).toBe(0);
  });

  it('checks permissions on a user; Admin holds everything', () => {
    const user = (roles: string[], permissions: string[]): CurrentUser => ({
      id: 1,
      username: 'u',
      firstName: '',
      lastName: '',
      email: '',
      roles,
      permissions: new Set(permissions),
    });
    const gamma = user([ROLE_GAMMA], ['can_read|Chart']);
    expect(hasPermission(gamma, 'can_read', 'Chart')).toBe(true);
    expect(hasPermission(gamma, 'can_write', 'Chart')).toBe(false);
    expect(hasPermission(null, 'can_read', 'Chart')).toBe(false);
    expect(isAdmin(gamma)).toBe(false);
    const admin = user([ROLE_ADMIN], []);
    expect(isAdmin(admin)).toBe(true);
    expect(hasPermission(admin, 'can_anything', 'Whatever')).toBe(true);
  });
});

describe('LoginThrottle', () => {
  it('blocks after 5 failures in a minute, per username and IP, and forgets after the window', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle({ now: () => now });
    for (let i = 0; i < 4; i++) throttle.recordFailure('Bob', '1.2.3.4');
    expect(throttle.retryAfterSeconds('bob', '1.2.3.4')).toBe(0);
    throttle.recordFailure('bob', '1.2.3.4');
    expect(throttle.retryAfterSeconds('bob', '1.2.3.4')).toBe(60);
    expect(throttle.retryAfterSeconds('bob', '5.6.7.8')).toBe(0);
    expect(throttle.retryAfterSeconds('carol', '1.2.3.4')).toBe(0);
    now += 30_000;
    expect(throttle.retryAfterSeconds('bob', '1.2.3.4')).toBe(30);
    now += 30_001;
    expect(throttle.retryAfterSeconds('bob', '1.2.3.4')).toBe(0);
  });

  it('clears the count on success', () => {
    const throttle = new LoginThrottle({ maxFailures: 2 });
    throttle.recordFailure('a', 'ip');
    throttle.recordSuccess('a', 'ip');
    throttle.recordFailure('a', 'ip');
    expect(throttle.retryAfterSeconds('a', 'ip')).toBe(0);
  });
});

describe('TokenService', () => {
  const tokens = new TokenService('a-secret-key-that-is-long-enough');

  it('signs and verifies typed tokens', async () => {
    const access = await tokens.sign(7, 'access', { fresh: true });
    expect(await tokens.verify(access, 'access')).toMatchObject({ userId: 7, type: 'access', fresh: true });
    await expect(tokens.verify(access, 'refresh')).rejects.toThrow('Only refresh tokens are allowed');
    await expect(tokens.verify(access, 'session')).rejects.toThrow(TokenError);
  });

  it('refuses tokens signed with another key', async () => {
    const other = new TokenService('another-secret-key-that-is-long');
    await expect(tokens.verify(await other.sign(7, 'access'), 'access')).rejects.toThrow('Invalid token');
  });

  it('derives CSRF tokens from the session id', () => {
    const token = tokens.csrfToken('session-1');
    expect(tokens.checkCsrfToken('session-1', token)).toBe(true);
    expect(tokens.checkCsrfToken('session-2', token)).toBe(false);
    expect(tokens.checkCsrfToken('session-1', 'short')).toBe(false);
  });
});
