import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from './harness';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    routes(app) {
      app.post(
        '/api/v1/probe/write',
        { preHandler: app.authorize('can_write', 'Chart') },
        async (request) => ({
          user: request.user?.username,
        }),
      );
      app.put('/api/v1/probe/dataset', { preHandler: app.authorize('can_write', 'Dataset') }, async () => ({
        ok: 1,
      }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

const json = { 'content-type': 'application/json' };

async function apiLogin(body: unknown) {
  return fetch(`${t.baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  });
}

/** Logs in through the web form endpoint; returns the Cookie header and the CSRF token. */
async function sessionLogin(username = 'admin', password = TEST_ADMIN_PASSWORD) {
  const response = await fetch(`${t.baseUrl}/login/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^session=/);
  expect(setCookie).toMatch(/HttpOnly/i);
  expect(setCookie).toMatch(/SameSite=Lax/i);
  const body = (await response.json()) as { result: { username: string }; csrf_token: string };
  expect(body.result.username).toBe(username);
  return { cookie: setCookie.split(';')[0]!, csrfToken: body.csrf_token };
}

describe('health', () => {
  it('answers 200 OK as text', async () => {
    const response = await fetch(`${t.baseUrl}/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toBe('OK');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});

describe('API login', () => {
  it('returns access and refresh tokens for good credentials', async () => {
    const response = await apiLogin({
      username: 'admin',
      password: TEST_ADMIN_PASSWORD,
      provider: 'db',
      refresh: true,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, string>;
    expect(body.access_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.refresh_token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.access_token).not.toBe(body.refresh_token);
  });

  it('omits the refresh token unless asked', async () => {
    const response = await apiLogin({ username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'db' });
    expect(Object.keys((await response.json()) as object)).toEqual(['access_token']);
  });

  it('refuses a wrong password with 401 and a clear message', async () => {
    const response = await apiLogin({ username: 'admin', password: 'wrong', provider: 'db' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid login. Please try again.' });
  });

  it('refuses an unknown user the same way', async () => {
    const response = await apiLogin({ username: 'nobody', password: 'x', provider: 'db' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid login. Please try again.' });
  });

  it('answers 400 with field errors when fields are missing', async () => {
    const response = await apiLogin({ username: 'admin', provider: 'db' });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: Record<string, string[]> };
    expect(Object.keys(body.message)).toEqual(['password']);
  });

  it('refuses providers other than db', async () => {
    const response = await apiLogin({ username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'ldap' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/only "db"/);
  });

  it('rate-limits repeated failures per user with 429, and keeps other users unaffected', async () => {
    await t.createUser('throttled', 'right-password', [ROLE_GAMMA]);
    for (let i = 0; i < 5; i++) {
      expect((await apiLogin({ username: 'throttled', password: `bad-${i}`, provider: 'db' })).status).toBe(
        401,
      );
    }
    const blocked = await apiLogin({ username: 'throttled', password: 'right-password', provider: 'db' });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/Too many failed login attempts/);
    expect(
      (await apiLogin({ username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'db' })).status,
    ).toBe(200);
  });
});

describe('tokens', () => {
  it('refreshes an access token with the refresh token, not with the access token', async () => {
    const login = (await (
      await apiLogin({ username: 'admin', password: TEST_ADMIN_PASSWORD, provider: 'db', refresh: true })
    ).json()) as { access_token: string; refresh_token: string };
    const refreshed = await fetch(`${t.baseUrl}/api/v1/security/refresh`, {
      method: 'POST',
      headers: t.bearer(login.refresh_token),
    });
    expect(refreshed.status).toBe(200);
    const { access_token } = (await refreshed.json()) as { access_token: string };
    const me = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: t.bearer(access_token) });
    expect(me.status).toBe(200);

    const wrongType = await fetch(`${t.baseUrl}/api/v1/security/refresh`, {
      method: 'POST',
      headers: t.bearer(login.access_token),
    });
    expect(wrongType.status).toBe(401);
    const asAccess = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: t.bearer(login.refresh_token) });
    expect(asAccess.status).toBe(401);
  });

  it('rejects a tampered token', async () => {
    const token = await t.login();
    const tampered = `${token.slice(0, -4)}AAAA`;
    const response = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: t.bearer(tampered) });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Invalid token' });
    const basic = await fetch(`${t.baseUrl}/api/v1/me/`, {
      headers: { authorization: 'Basic YWRtaW46eA==' },
    });
    expect(basic.status).toBe(401);
    expect(((await basic.json()) as { message: string }).message).toMatch(
      /Expected 'Authorization: Bearer <JWT>'/,
    );
  });
});

describe('me', () => {
  it('answers 401 to anonymous callers', async () => {
    for (const path of ['/api/v1/me/', '/api/v1/me/roles/', '/api/v1/security/csrf_token/']) {
      const response = await fetch(`${t.baseUrl}${path}`);
      expect(response.status, path).toBe(401);
      expect(await response.json()).toEqual({ message: 'Not authorized' });
    }
  });

  it('describes the logged-in user', async () => {
    const token = await t.login();
    const response = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: t.bearer(token) });
    expect(await response.json()).toEqual({
      result: {
        id: 1,
        username: 'admin',
        first_name: 'Admin',
        last_name: 'User',
        email: 'admin@localhost',
        is_active: true,
        is_anonymous: false,
      },
    });
  });

  it('lists roles with their permission pairs', async () => {
    await t.createUser('gamma', 'gamma-password', [ROLE_GAMMA]);
    const token = await t.login('gamma', 'gamma-password');
    const response = await fetch(`${t.baseUrl}/api/v1/me/roles`, { headers: t.bearer(token) });
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as {
      result: { username: string; roles: Record<string, string[][]> };
    };
    expect(result.username).toBe('gamma');
    expect(Object.keys(result.roles)).toEqual(['Gamma']);
    expect(result.roles.Gamma).toContainEqual(['can_read', 'Chart']);
    expect(result.roles.Gamma).toContainEqual(['can_read', 'Dataset']);
    expect(result.roles.Gamma).not.toContainEqual(['can_write', 'Dataset']);
  });

  it('authorize answers 403 when the permission is missing', async () => {
    const gamma = await t.login('gamma', 'gamma-password');
    const denied = await fetch(`${t.baseUrl}/api/v1/probe/dataset`, {
      method: 'PUT',
      headers: t.bearer(gamma),
    });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Forbidden' });
    const allowed = await fetch(`${t.baseUrl}/api/v1/probe/write`, {
      method: 'POST',
      headers: t.bearer(gamma),
    });
    expect(allowed.status).toBe(200);
    const admin = await t.login();
    expect(
      (await fetch(`${t.baseUrl}/api/v1/probe/dataset`, { method: 'PUT', headers: t.bearer(admin) })).status,
    ).toBe(200);
  });
});

describe('web session and CSRF', () => {
  it('logs in with the cookie; writes need X-CSRFToken, Bearer writes do not', async () => {
    const { cookie, csrfToken } = await sessionLogin();
    const me = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: { cookie } });
    expect(me.status).toBe(200);

    const csrf = await fetch(`${t.baseUrl}/api/v1/security/csrf_token/`, { headers: { cookie } });
    expect(await csrf.json()).toEqual({ result: csrfToken });

    const write = (headers: Record<string, string>) =>
      fetch(`${t.baseUrl}/api/v1/probe/write`, {
        method: 'POST',
        headers: { ...json, ...headers },
        body: '{}',
      });
    const missing = await write({ cookie });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: 'The CSRF token is missing.' });
    const wrong = await write({ cookie, 'x-csrftoken': `${csrfToken.slice(1)}x` });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ message: 'The CSRF token is invalid.' });
    const good = await write({ cookie, 'x-csrftoken': csrfToken });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ user: 'admin' });

    const token = await t.login();
    expect((await write(t.bearer(token))).status).toBe(200);
    expect((await write({})).status).toBe(401);
  });

  it('does not accept a forged session cookie', async () => {
    const token = await t.login();
    // A valid JWT placed in the cookie without the cookie signature is ignored.
    const response = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: { cookie: `session=${token}` } });
    expect(response.status).toBe(401);
  });

  it('logout clears the cookie', async () => {
    const { cookie } = await sessionLogin();
    const response = await fetch(`${t.baseUrl}/logout/`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login/');
    expect(response.headers.get('set-cookie')).toMatch(/^session=;/);
  });

  it('form login redirects to a same-site next and refuses bad passwords with a redirect', async () => {
    const ok = await fetch(`${t.baseUrl}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'admin',
        password: TEST_ADMIN_PASSWORD,
        next: '/dashboard/list/',
      }),
      redirect: 'manual',
    });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toBe('/dashboard/list/');
    expect(ok.headers.get('set-cookie')).toMatch(/^session=/);

    const offsite = await fetch(`${t.baseUrl}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'admin',
        password: TEST_ADMIN_PASSWORD,
        next: '//evil.example/',
      }),
      redirect: 'manual',
    });
    expect(offsite.headers.get('location')).toBe('/');

    const bad = await fetch(`${t.baseUrl}/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'admin', password: 'nope' }),
      redirect: 'manual',
    });
    expect(bad.status).toBe(303);
    expect(bad.headers.get('location')).toBe('/login/?error=invalid');
    expect(bad.headers.get('set-cookie')).toBeNull();
  });
});

describe('bootstrap', () => {
  it('is public and carries flags, version and the user when logged in', async () => {
    const anonymous = (await (await fetch(`${t.baseUrl}/api/v1/tessera/bootstrap`)).json()) as Record<
      string,
      unknown
    >;
    expect(anonymous.user).toBeNull();
    expect(anonymous.version).toBe('0.1.0');
    expect(anonymous.feature_flags).toMatchObject({
      DASHBOARD_NATIVE_FILTERS: true,
      GLOBAL_ASYNC_QUERIES: false,
    });
    // The forced-refresh timeout (TESSERA_WEBSERVER_TIMEOUT, 60 s unless set).
    expect(anonymous.conf).toEqual({ SUPERSET_WEBSERVER_TIMEOUT: 60 });

    const { cookie, csrfToken } = await sessionLogin();
    const mine = (await (
      await fetch(`${t.baseUrl}/api/v1/tessera/bootstrap`, { headers: { cookie } })
    ).json()) as {
      user: { username: string; roles: string[]; permissions: string[] };
      csrf_token: string;
    };
    expect(mine.user.username).toBe('admin');
    expect(mine.user.roles).toEqual(['Admin']);
    expect(mine.user.permissions).toContain('can_read|Chart');
    expect(mine.csrf_token).toBe(csrfToken);
  });
});
