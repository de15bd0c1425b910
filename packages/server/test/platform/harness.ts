/**
 * Test harness for API tests: builds the whole app on a fresh TESSERA_HOME (SQLite store),
 * listens on a free port and offers login helpers. Other suites may use it:
 *
 *   const t = await startTestApp();
 *   const token = await t.login();            // admin, Bearer access token
 *   await fetch(`${t.baseUrl}/api/v1/me/`, { headers: t.bearer(token) });
 *   await t.close();
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../../src/app';
import { type AppConfig, loadConfig } from '../../src/config';
import { createUser } from '../../src/security/users';

export const TEST_ADMIN_PASSWORD = 'admin-test-password';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  home: string;
  /** Logs in over HTTP and returns a Bearer access token (admin by default). */
  login(username?: string, password?: string): Promise<string>;
  bearer(token: string): Record<string, string>;
  /** Creates a user with the given roles; returns its id. */
  createUser(username: string, password: string, roles: string[]): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Extra environment for loadConfig (TESSERA_HOME and the admin password are set for you). */
  env?: Record<string, string | undefined>;
  build?: BuildAppOptions;
  /** Registers extra routes (e.g. probes for hooks) before the app starts listening. */
  routes?: (app: FastifyInstance) => void;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const home = mkdtempSync(join(tmpdir(), 'tessera-test-'));
  const config = loadConfig({
    TESSERA_HOME: home,
    TESSERA_ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const app = await buildApp(config, { logger: false, ...options.build });
  options.routes?.(app);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = async (username = 'admin', password = TEST_ADMIN_PASSWORD) => {
    const response = await fetch(`${address}/api/v1/security/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password, provider: 'db', refresh: true }),
    });
    if (response.status !== 200)
      throw new Error(`login as ${username} failed: ${response.status} ${await response.text()}`);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  return {
    app,
    config,
    baseUrl: address,
    home,
    login,
    bearer: (token) => ({ authorization: `Bearer ${token}` }),
    createUser: (username, password, roles) => createUser(app.store, { username, password, roles }),
    async close() {
      await app.close();
      rmSync(home, { recursive: true, force: true });
    },
  };
}
