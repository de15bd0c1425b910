import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { ApiError } from '../../src/errors';
import { startServer } from '../../src/server';
import { startTestApp } from './harness';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-app-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function login(baseUrl: string, password: string) {
  return fetch(`${baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password, provider: 'db' }),
  });
}

describe('first start', () => {
  it('creates admin with a generated password written once to <home>/admin_password (0600)', async () => {
    const home = tempDir();
    const config = loadConfig({ TESSERA_HOME: home });
    const logs: string[] = [];
    const stream = { write: (line: string) => logs.push(line) };
    const app = await buildApp(config, { logger: { level: 'info', stream } });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const file = join(home, 'admin_password');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const password = readFileSync(file, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(logs.filter((line) => line.includes(password))).toHaveLength(1);
    expect((await login(url, password)).status).toBe(200);
    await app.close();

    // A second start keeps the user and does not print or rewrite the password.
    const again = await buildApp(loadConfig({ TESSERA_HOME: home }), { logger: { level: 'info', stream } });
    const url2 = await again.listen({ port: 0, host: '127.0.0.1' });
    expect(logs.filter((line) => line.includes(password))).toHaveLength(1);
    expect(readFileSync(file, 'utf8').trim()).toBe(password);
    expect((await login(url2, password)).status).toBe(200);
    await again.close();
  });

  it('uses TESSERA_ADMIN_PASSWORD when given and writes no password file', async () => {
    const home = tempDir();
    const app = await buildApp(loadConfig({ TESSERA_HOME: home, TESSERA_ADMIN_PASSWORD: 'given-password' }), {
      logger: false,
    });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    expect((await login(url, 'given-password')).status).toBe(200);
    expect(() => statSync(join(home, 'admin_password'))).toThrow();
    await app.close();
  });
});

describe('start-up hooks and errors', () => {
  it('runs afterStart once before listen resolves', async () => {
    const calls: string[] = [];
    const t = await startTestApp({
      build: {
        afterStart: async (app) => {
          const admin = await app.store.selectFrom('ab_user').select('username').executeTakeFirst();
          calls.push(admin?.username ?? 'none');
        },
      },
    });
    expect(calls).toEqual(['admin']);
    await t.close();
  });

  it('answers catalogue errors in Superset shape and hides internals of 500s', async () => {
    const t = await startTestApp({
      routes(app) {
        app.get('/api/v1/probe/boom', async () => {
          throw new Error('secret internal detail');
        });
        app.get('/api/v1/probe/conflict', async () => {
          throw new ApiError('CONFLICT', { detail: 'A chart with this name exists' });
        });
        app.get('/api/v1/probe/fields', async () => {
          throw new ApiError('VALIDATION', { detail: 'x' }, { fieldErrors: { slice_name: ['Required'] } });
        });
      },
    });
    const boom = await fetch(`${t.baseUrl}/api/v1/probe/boom`);
    expect(boom.status).toBe(500);
    const text = await boom.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toContain('at ');
    expect(JSON.parse(text)).toEqual({
      message: 'Internal server error',
      errors: [
        { message: 'Internal server error', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
      ],
    });
    const conflict = await fetch(`${t.baseUrl}/api/v1/probe/conflict`);
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toEqual({ message: 'A chart with this name exists' });
    const fields = await fetch(`${t.baseUrl}/api/v1/probe/fields`);
    expect(fields.status).toBe(422);
    expect(await fields.json()).toEqual({ message: { slice_name: ['Required'] } });
    const missing = await fetch(`${t.baseUrl}/api/v1/no/such/route`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Not found' });
    await t.close();
  });
});

describe('serving the web app', () => {
  it('serves files, falls back to index.html for app routes, and keeps API 404s as JSON', async () => {
    const dist = tempDir();
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tessera app</title>');
    writeFileSync(join(dist, 'assets', 'app-123.js'), 'console.log(1)');
    const t = await startTestApp({ env: { TESSERA_WEB_DIST: dist }, build: { serveWeb: true } });
    const html = { accept: 'text/html,application/xhtml+xml' };

    const root = await fetch(`${t.baseUrl}/`, { headers: html });
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('Tessera app');
    const deep = await fetch(`${t.baseUrl}/explore/?slice_id=3`, { headers: html });
    expect(deep.status).toBe(200);
    expect(deep.headers.get('content-type')).toMatch(/text\/html/);
    expect(deep.headers.get('cache-control')).toBe('no-cache');

    const asset = await fetch(`${t.baseUrl}/assets/app-123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.baseUrl}/assets/missing.js`)).status).toBe(404);

    const api = await fetch(`${t.baseUrl}/api/v1/nothing`, { headers: html });
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not found' });
    expect(await (await fetch(`${t.baseUrl}/health`)).text()).toBe('OK');
    await t.close();
  });

  it('explains how to build when the web app is missing', async () => {
    const t = await startTestApp({
      env: { TESSERA_WEB_DIST: join(tempDir(), 'absent') },
      build: { serveWeb: true },
    });
    const response = await fetch(`${t.baseUrl}/`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
    await t.close();
  });
});

describe('startServer', () => {
  it('runs start-up work before listening and stops cleanly (port and store closed)', async () => {
    const config = loadConfig({
      TESSERA_HOME: tempDir(),
      TESSERA_ADMIN_PASSWORD: 'pw',
      PORT: '0',
      HOST: '127.0.0.1',
    });
    let ranBeforeListen = false;
    const server = await startServer(config, {
      logger: false,
      handleSignals: false,
      afterStart: async (app) => {
        ranBeforeListen = app.server.listening === false;
      },
    });
    expect(ranBeforeListen).toBe(true);
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(`${server.url}/health`)).text()).toBe('OK');
    await server.stop();
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
    await expect(server.app.store.selectFrom('ab_user').select('id').execute()).rejects.toThrow();
  });
});
