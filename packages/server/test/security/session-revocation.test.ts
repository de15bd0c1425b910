/**
 * Logout, password changes and deactivation end sessions and tokens server-side (issue 13,
 * finding 8): a copy of the cookie or a refresh token taken before is refused afterwards, on
 * every server that shares the store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { isTokenRevoked, revokeToken } from '../../src/security/revocations';
import { revokeAllTokensOf, setUserActive, setUserPassword } from '../../src/security/users';
import { startTestApp, type TestApp } from '../platform/harness';
import { apiTokens, json, me, refresh, sessionLogin } from './session-helpers';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    routes(app) {
      app.post('/api/v1/probe/write', { preHandler: app.requireUser }, async (request) => ({
        user: request.user?.username,
      }));
    },
  });
});
afterAll(async () => {
  await t?.close();
});

function write(headers: Record<string, string>): Promise<Response> {
  return fetch(`${t.baseUrl}/api/v1/probe/write`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: '{}',
  });
}

describe('logout ends the session', () => {
  it('refuses a cookie copied before POST /logout/, and its CSRF token with it', async () => {
    await t.createUser('leaver', 'leaver-password', [ROLE_GAMMA]);
    const copy = await sessionLogin(t, 'leaver', 'leaver-password');
    const other = await sessionLogin(t, 'leaver', 'leaver-password');
    expect((await me(t, { cookie: copy.cookie })).status).toBe(200);
    expect((await write({ cookie: copy.cookie, 'x-csrftoken': copy.csrfToken })).status).toBe(200);

    const out = await fetch(`${t.baseUrl}/logout/`, { method: 'POST', headers: { cookie: copy.cookie } });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/^session=;/);

    const after = await me(t, { cookie: copy.cookie });
    expect(after.status).toBe(401);
    expect((await write({ cookie: copy.cookie, 'x-csrftoken': copy.csrfToken })).status).toBe(401);
    // Only that session ended: the same user's other browser stays logged in.
    expect((await me(t, { cookie: other.cookie })).status).toBe(200);
  });

  it('refuses the cookie after GET /logout/ too', async () => {
    await t.createUser('getout', 'getout-password', [ROLE_GAMMA]);
    const { cookie } = await sessionLogin(t, 'getout', 'getout-password');
    const out = await fetch(`${t.baseUrl}/logout/`, { headers: { cookie }, redirect: 'manual' });
    expect(out.status).toBe(302);
    expect((await me(t, { cookie })).status).toBe(401);
  });

  it('ends a refresh token presented as Bearer to POST /logout/', async () => {
    await t.createUser('apiclient', 'apiclient-password', [ROLE_GAMMA]);
    const kept = await apiTokens(t, 'apiclient', 'apiclient-password');
    const ended = await apiTokens(t, 'apiclient', 'apiclient-password');
    const out = await fetch(`${t.baseUrl}/logout/`, { method: 'POST', headers: t.bearer(ended.refresh) });
    expect(out.status).toBe(200);
    const refused = await refresh(t, ended.refresh);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toMatch(/revoked/);
    expect((await refresh(t, kept.refresh)).status).toBe(200);
  });

  it('is seen by another server sharing the store', async () => {
    await t.createUser('twoservers', 'twoservers-password', [ROLE_GAMMA]);
    const kept = await sessionLogin(t, 'twoservers', 'twoservers-password');
    const ended = await sessionLogin(t, 'twoservers', 'twoservers-password');
    await fetch(`${t.baseUrl}/logout/`, { method: 'POST', headers: { cookie: ended.cookie } });
    const second = await buildApp(t.config, { logger: false });
    try {
      const address = await second.listen({ port: 0, host: '127.0.0.1' });
      expect((await fetch(`${address}/api/v1/me/`, { headers: { cookie: kept.cookie } })).status).toBe(200);
      expect((await fetch(`${address}/api/v1/me/`, { headers: { cookie: ended.cookie } })).status).toBe(401);
    } finally {
      await second.close();
    }
  });
});

describe('password change and deactivation end every token of the user', () => {
  it('refuses the refresh token, access token and session after a password change', async () => {
    const id = await t.createUser('rotator', 'old-password', [ROLE_GAMMA]);
    const tokens = await apiTokens(t, 'rotator', 'old-password');
    const { cookie } = await sessionLogin(t, 'rotator', 'old-password');
    expect((await refresh(t, tokens.refresh)).status).toBe(200);

    await setUserPassword(t.app.store, id, 'new-password');

    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    const access = await me(t, t.bearer(tokens.access));
    expect(access.status).toBe(401);
    expect(((await access.json()) as { message: string }).message).toMatch(/revoked/);
    expect((await me(t, { cookie })).status).toBe(401);
    // What the new password gets works.
    const renewed = await apiTokens(t, 'rotator', 'new-password');
    expect((await refresh(t, renewed.refresh)).status).toBe(200);
    expect((await me(t, t.bearer(renewed.access))).status).toBe(200);
  });

  it('keeps refusing tokens from before a deactivation after the user is active again', async () => {
    const id = await t.createUser('paused', 'paused-password', [ROLE_GAMMA]);
    const tokens = await apiTokens(t, 'paused', 'paused-password');
    const { cookie } = await sessionLogin(t, 'paused', 'paused-password');

    await setUserActive(t.app.store, id, false);
    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    await setUserActive(t.app.store, id, true);

    expect((await refresh(t, tokens.refresh)).status).toBe(401);
    expect((await me(t, t.bearer(tokens.access))).status).toBe(401);
    expect((await me(t, { cookie })).status).toBe(401);
    expect((await refresh(t, (await apiTokens(t, 'paused', 'paused-password')).refresh)).status).toBe(200);
  });

  it('ends everything with revokeAllTokensOf, for admin tools', async () => {
    const id = await t.createUser('revoked', 'revoked-password', [ROLE_GAMMA]);
    const tokens = await apiTokens(t, 'revoked', 'revoked-password');
    await revokeAllTokensOf(t.app.store, id);
    expect((await refresh(t, tokens.refresh)).status).toBe(401);
  });
});

describe('revocation list', () => {
  it('prunes rows of tokens that have expired when a new revocation is written', async () => {
    const db = t.app.store;
    const past = Math.floor(Date.now() / 1000) - 60;
    await db
      .insertInto('revoked_token')
      .values({ jti: 'long-gone', user_id: null, expires_on: new Date(past * 1000).toISOString() })
      .execute();
    await revokeToken(db, { jti: 'still-live', userId: 1, expiresAt: past + 3600 });
    const rows = await db.selectFrom('revoked_token').select('jti').execute();
    expect(rows.map((row) => row.jti)).toContain('still-live');
    expect(rows.map((row) => row.jti)).not.toContain('long-gone');
    expect(await isTokenRevoked(db, 'still-live')).toBe(true);
    expect(await isTokenRevoked(db, 'never-revoked')).toBe(false);
  });
});
