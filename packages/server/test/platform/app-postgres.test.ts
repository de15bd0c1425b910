/**
 * The whole app on a PostgreSQL metadata store (DATABASE_URL=postgres://...): migrations, seeding,
 * login and permission checks. Runs when TEST_POSTGRES_URL is set.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { startTestApp, type TestApp } from './harness';
import { service } from './services';

const { url: postgresUrl, skip } = service('postgres', 'the app-on-PostgreSQL tests');

describe.skipIf(skip)('app on PostgreSQL', () => {
  const name = `tessera_app_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let t: TestApp;

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(postgresUrl!);
    url.pathname = `/${name}`;
    t = await startTestApp({ env: { DATABASE_URL: url.toString() } });
  });
  afterAll(async () => {
    await t?.close();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('migrates, seeds, logs in and checks permissions', async () => {
    expect(t.app.storeDialect).toBe('postgres');
    const token = await t.login();
    const me = await fetch(`${t.baseUrl}/api/v1/me/roles/`, { headers: t.bearer(token) });
    const { result } = (await me.json()) as {
      result: { username: string; roles: Record<string, unknown[]> };
    };
    expect(result.username).toBe('admin');
    expect(result.roles.Admin!.length).toBeGreaterThan(100);

    await t.createUser('pg-gamma', 'gamma-password', [ROLE_GAMMA]);
    const gamma = await t.login('pg-gamma', 'gamma-password');
    const bootstrap = await fetch(`${t.baseUrl}/api/v1/tessera/bootstrap`, { headers: t.bearer(gamma) });
    const body = (await bootstrap.json()) as { user: { roles: string[]; permissions: string[] } };
    expect(body.user.roles).toEqual(['Gamma']);
    expect(body.user.permissions).toContain('can_read|Dashboard');
    expect(body.user.permissions).not.toContain('can_write|Dataset');
  });
});
