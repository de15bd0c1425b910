/**
 * The session cookie is marked Secure when the request came over TLS: directly, or through a
 * trusted proxy that says so with X-Forwarded-Proto (issue 13, finding 8). Without
 * TESSERA_TRUST_PROXY the header is anyone's to send, so it changes nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { startTestApp, type TestApp } from '../platform/harness';
import { sessionLogin } from './session-helpers';

let t: TestApp | undefined;

afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function appWith(env: Record<string, string>): Promise<TestApp> {
  t = await startTestApp({ env });
  await t.createUser('cookie', 'cookie-password', [ROLE_GAMMA]);
  return t;
}

const httpsProxy = { 'x-forwarded-proto': 'https' };

function logoutCookie(app: TestApp, cookie: string, headers: Record<string, string>): Promise<Response> {
  return fetch(`${app.baseUrl}/logout/`, { method: 'POST', headers: { cookie, ...headers } });
}

describe('Secure session cookies', () => {
  it('marks the cookie Secure behind a trusted proxy that forwarded HTTPS, on login and logout', async () => {
    const app = await appWith({ TESSERA_TRUST_PROXY: 'true' });
    const login = await sessionLogin(app, 'cookie', 'cookie-password', httpsProxy);
    expect(login.setCookie).toMatch(/;\s*Secure/i);
    const out = await logoutCookie(app, login.cookie, httpsProxy);
    expect(out.headers.get('set-cookie')).toMatch(/^session=;.*;\s*Secure/i);
  });

  it('leaves it plain behind a trusted proxy that forwarded HTTP', async () => {
    const app = await appWith({ TESSERA_TRUST_PROXY: 'true' });
    const login = await sessionLogin(app, 'cookie', 'cookie-password', { 'x-forwarded-proto': 'http' });
    expect(login.setCookie).not.toMatch(/Secure/i);
  });

  it('ignores a forged X-Forwarded-Proto when the proxy is not trusted', async () => {
    const app = await appWith({});
    const login = await sessionLogin(app, 'cookie', 'cookie-password', httpsProxy);
    expect(login.setCookie).not.toMatch(/Secure/i);
    // The cookie itself still works over this plain connection.
    expect((await fetch(`${app.baseUrl}/api/v1/me/`, { headers: { cookie: login.cookie } })).status).toBe(
      200,
    );
  });

  it('always marks it Secure with TESSERA_SESSION_COOKIE_SECURE=true', async () => {
    const app = await appWith({ TESSERA_SESSION_COOKIE_SECURE: 'true' });
    const login = await sessionLogin(app, 'cookie', 'cookie-password');
    expect(login.setCookie).toMatch(/;\s*Secure/i);
    const out = await logoutCookie(app, login.cookie, {});
    expect(out.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
  });
});
