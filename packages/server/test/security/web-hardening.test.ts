/**
 * Web hardening (issue 12, item 3), server side: cookie-authenticated writes need X-CSRFToken on
 * every write method while Bearer writes need none; cookies are HttpOnly and SameSite, and Secure
 * when the request came over TLS through a trusted proxy; and secrets (passwords, tokens, cookies,
 * the secret key) appear neither in answers nor in the log of a login, a refresh and a database
 * created with a password.
 */
import { type LoggerOptions, pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/logger';
import { ROLE_ALPHA } from '../../src/security/catalogue';
import { startTestApp, TEST_ADMIN_PASSWORD, type TestApp } from '../platform/harness';
import { apiTokens, json, refresh, sessionLogin } from './session-helpers';

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

describe('CSRF on cookie writes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      routes(app) {
        for (const method of [...WRITES, 'GET'] as const) {
          app.route({
            method,
            url: '/api/v1/probe/csrf',
            preHandler: app.requireUser,
            handler: async (request) => ({ method: request.method }),
          });
        }
      },
    });
    await t.createUser('writer', 'writer-password', [ROLE_ALPHA]);
  });
  afterAll(() => t?.close());

  const probe = (method: string, headers: Record<string, string>) =>
    fetch(`${t.baseUrl}/api/v1/probe/csrf`, {
      method,
      headers: { ...json, ...headers },
      body: method === 'GET' ? undefined : '{}',
    });

  it('refuses every write method without the token, or with another session’s', async () => {
    const mine = await sessionLogin(t, 'writer', 'writer-password');
    const other = await sessionLogin(t, 'writer', 'writer-password');
    for (const method of WRITES) {
      const missing = await probe(method, { cookie: mine.cookie });
      expect(missing.status, method).toBe(400);
      expect(await missing.json()).toEqual({ message: 'The CSRF token is missing.' });
      const foreign = await probe(method, { cookie: mine.cookie, 'x-csrftoken': other.csrfToken });
      expect(foreign.status, method).toBe(400);
      expect(await foreign.json()).toEqual({ message: 'The CSRF token is invalid.' });
      const good = await probe(method, { cookie: mine.cookie, 'x-csrftoken': mine.csrfToken });
      expect(good.status, method).toBe(200);
      expect(await good.json()).toEqual({ method });
    }
    // Reads need no token.
    expect((await probe('GET', { cookie: mine.cookie })).status).toBe(200);
  });

  it('lets Bearer-token writes through without one', async () => {
    const token = await t.login('writer', 'writer-password');
    for (const method of WRITES) expect((await probe(method, t.bearer(token))).status, method).toBe(200);
  });

  it('guards the real resource routes: nothing changes without the token', async () => {
    const { cookie, csrfToken } = await sessionLogin(t, 'writer', 'writer-password');
    const call = (method: string, path: string, body: unknown, withToken: boolean) =>
      fetch(`${t.baseUrl}${path}`, {
        method,
        headers: { ...json, cookie, ...(withToken ? { 'x-csrftoken': csrfToken } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    expect((await call('POST', '/api/v1/dashboard/', { dashboard_title: 'Forged' }, false)).status).toBe(400);
    const created = await call('POST', '/api/v1/dashboard/', { dashboard_title: 'Mine' }, true);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    expect((await call('PUT', `/api/v1/dashboard/${id}`, { dashboard_title: 'Forged' }, false)).status).toBe(
      400,
    );
    expect((await call('DELETE', `/api/v1/dashboard/${id}`, undefined, false)).status).toBe(400);
    const shown = await fetch(`${t.baseUrl}/api/v1/dashboard/${id}`, { headers: { cookie } });
    expect(shown.status).toBe(200);
    expect(((await shown.json()) as { result: { dashboard_title: string } }).result.dashboard_title).toBe(
      'Mine',
    );
  });
});

describe('cookies', () => {
  let t: TestApp | undefined;
  afterAll(() => t?.close());

  it('are HttpOnly and SameSite on plain HTTP, and Secure behind a trusted TLS proxy', async () => {
    t = await startTestApp({
      env: { TESSERA_TRUST_PROXY: 'true', TESSERA_FEATURE_FLAGS: '{"GLOBAL_ASYNC_QUERIES": true}' },
    });
    const plain = await sessionLogin(t, 'admin', TEST_ADMIN_PASSWORD);
    expect(plain.setCookie).toMatch(/;\s*HttpOnly/i);
    expect(plain.setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(plain.setCookie).not.toMatch(/Secure/i);

    const https = { 'x-forwarded-proto': 'https' };
    const secure = await sessionLogin(t, 'admin', TEST_ADMIN_PASSWORD, https);
    expect(secure.setCookie).toMatch(/;\s*Secure/i);
    // The async-events channel cookie follows the same rules.
    const me = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: { cookie: secure.cookie, ...https } });
    const channel = me.headers.getSetCookie().find((header) => header.startsWith('async-token='));
    expect(channel).toBeDefined();
    expect(channel).toMatch(/;\s*HttpOnly/i);
    expect(channel).toMatch(/;\s*SameSite=Lax/i);
    expect(channel).toMatch(/;\s*Secure/i);
    const overHttp = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: { cookie: plain.cookie } });
    const plainChannel = overHttp.headers.getSetCookie().find((header) => header.startsWith('async-token='));
    expect(plainChannel).toBeDefined();
    expect(plainChannel).not.toMatch(/Secure/i);
  });
});

describe('the log redaction', () => {
  it('hides credentials in headers and bodies wherever a log line carries them', () => {
    const lines: string[] = [];
    const options = loggerOptions('info') as LoggerOptions;
    const log = pino(options, { write: (line: string) => lines.push(line) });
    log.info(
      {
        req: {
          headers: {
            authorization: 'Bearer AUTH-SECRET',
            cookie: 'session=COOKIE-SECRET',
            'x-csrftoken': 'CSRF-SECRET',
            'x-guesttoken': 'GUEST-SECRET',
          },
        },
        res: { headers: { 'set-cookie': 'session=SET-COOKIE-SECRET' } },
        password: 'PASSWORD-SECRET',
        body: { password: 'BODY-PASSWORD', refresh_token: 'REFRESH-SECRET', token: 'TOKEN-SECRET' },
        access_token: 'ACCESS-SECRET',
        config: { secretKey: 'KEY-SECRET' },
      },
      'a request',
    );
    const text = lines.join('');
    expect(text).toContain('a request');
    expect(text).toContain('[redacted]');
    expect(text).not.toMatch(/[A-Z-]*SECRET|BODY-PASSWORD/);
  });
});

describe('secrets stay out of answers and logs', () => {
  const SECRET_KEY = 'web-hardening-secret-key-0123456789abcdef';
  const DB_PASSWORD = 'db-pass-Zq81xK';
  const lines: string[] = [];
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: { TESSERA_SECRET_KEY: SECRET_KEY },
      build: {
        logger: {
          ...(loggerOptions('trace') as Record<string, unknown>),
          stream: { write: (line: string) => lines.push(line) },
        },
      },
    });
  });
  afterAll(() => t?.close());

  it('never shows a password, token, cookie or the secret key', async () => {
    const answers: string[] = [];
    const keep = async (response: Response) => {
      answers.push(JSON.stringify([...response.headers.entries()]), await response.clone().text());
      return response;
    };
    // A web login, a failed one, and API tokens with a refresh.
    const web = await sessionLogin(t, 'admin', TEST_ADMIN_PASSWORD);
    await keep(
      await fetch(`${t.baseUrl}/login/`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ username: 'admin', password: 'wrong-password-Vb7' }),
      }),
    );
    const tokens = await apiTokens(t, 'admin', TEST_ADMIN_PASSWORD);
    const refreshed = await keep(await refresh(t, tokens.refresh));
    expect(refreshed.status).toBe(200);
    const access = ((await refreshed.json()) as { access_token: string }).access_token;

    // A database whose URI carries a password: created, shown, listed, and tested against nothing.
    const uri = `postgresql://alice:${DB_PASSWORD}@127.0.0.1:1/dw`;
    const headers = { ...json, cookie: web.cookie, 'x-csrftoken': web.csrfToken };
    const created = await keep(
      await fetch(`${t.baseUrl}/api/v1/database/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ database_name: 'secret-db', sqlalchemy_uri: uri }),
      }),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    await keep(await fetch(`${t.baseUrl}/api/v1/database/${id}`, { headers: t.bearer(access) }));
    await keep(await fetch(`${t.baseUrl}/api/v1/database/${id}/connection`, { headers: t.bearer(access) }));
    await keep(await fetch(`${t.baseUrl}/api/v1/database/`, { headers: t.bearer(access) }));
    const tested = await keep(
      await fetch(`${t.baseUrl}/api/v1/database/test_connection/`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ database_name: 'secret-db', sqlalchemy_uri: uri }),
      }),
    );
    expect(tested.status).toBeGreaterThanOrEqual(400);

    const answerText = answers.join('\n');
    for (const secret of [DB_PASSWORD, SECRET_KEY, TEST_ADMIN_PASSWORD, 'wrong-password-Vb7']) {
      expect(answerText, 'answers').not.toContain(secret);
    }

    const log = lines.join('');
    expect(log).toContain('/api/v1/security/refresh');
    expect(log).toContain('/api/v1/database/');
    const sessionToken = decodeURIComponent(web.cookie.slice('session='.length));
    for (const secret of [
      DB_PASSWORD,
      SECRET_KEY,
      TEST_ADMIN_PASSWORD,
      'wrong-password-Vb7',
      tokens.access,
      tokens.refresh,
      access,
      sessionToken,
      web.csrfToken,
    ]) {
      expect(log.includes(secret), `the log holds ${secret.slice(0, 12)}…`).toBe(false);
    }
  });
});
