/**
 * Issue 12 item 4: the metadata PostgreSQL "restarts" under a running server. A TCP proxy in front
 * of the shared PostgreSQL is cut (new connections refused) and the server's sessions are ended
 * with pg_terminate_backend, as a restart drops them. Meanwhile every call answers a clear 503;
 * once the database is back the same server answers again, without a restart.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

const postgresUrl = process.env.TEST_POSTGRES_URL;
if (!postgresUrl) console.info('metadata restart fault test skipped: TEST_POSTGRES_URL is not set');
const UNAVAILABLE = 'The metadata database is unavailable. Try again shortly.';

async function asAdmin(sql: string, parameters: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await client.query(sql, parameters);
  } finally {
    await client.end();
  }
}

describe.skipIf(!postgresUrl)('the metadata PostgreSQL restarting', () => {
  const name = `fault_meta_${process.pid}`;
  let proxy: TcpProxy;
  let t: TestApp;
  let headers: Record<string, string>;

  beforeAll(async () => {
    await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await asAdmin(`CREATE DATABASE ${name}`);
    const target = new URL(postgresUrl!);
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const url = new URL(proxy.url(postgresUrl!));
    url.pathname = `/${name}`;
    t = await startTestApp({ env: { DATABASE_URL: url.toString() } });
    headers = { ...t.bearer(await t.login()), 'content-type': 'application/json' };
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.close();
    await asAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  const call = (method: string, path: string, body?: unknown) =>
    fetch(`${t.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  it('answers 503 with a clear message while it is down and recovers by itself', {
    timeout: 60_000,
  }, async () => {
    expect((await call('POST', '/api/v1/dashboard/', { dashboard_title: 'Before' })).status).toBe(201);

    // A restart ends the server's sessions first, then refuses connections until it is back.
    const ended = await asAdmin(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    expect(ended.rowCount).toBeGreaterThan(0);
    await proxy.cut();

    for (const [method, path, body] of [
      ['GET', '/api/v1/dashboard/'],
      ['POST', '/api/v1/dashboard/', { dashboard_title: 'While down' }],
      ['GET', '/api/v1/me/'],
      ['GET', '/api/v1/chart/'],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(((await response.json()) as { message: string }).message).toBe(UNAVAILABLE);
    }
    // Liveness stays up: the process is fine, only its database is away.
    expect((await fetch(`${t.baseUrl}/health`)).status).toBe(200);

    await proxy.restore();
    await expect
      .poll(async () => (await call('GET', '/api/v1/dashboard/')).status, { timeout: 15_000 })
      .toBe(200);
    expect((await call('POST', '/api/v1/dashboard/', { dashboard_title: 'After' })).status).toBe(201);
    const titles = (await (await call('GET', '/api/v1/dashboard/')).json()) as {
      result: { dashboard_title: string }[];
    };
    expect(titles.result.map((row) => row.dashboard_title).sort()).toEqual(['After', 'Before']);
  });
});
