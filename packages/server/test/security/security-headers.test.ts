/**
 * Browser hardening headers (issue 12, item 3): every HTML answer carries a Content-Security-Policy
 * that lets the app's own scripts run and nothing else; embedded dashboards may be framed by their
 * allowed domains only; dynamic plugin bundles load from their registered origins.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../src/security/headers';
import { startTestApp, type TestApp } from '../platform/harness';

let dist: string;
let t: TestApp;
let token: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tessera-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Tessera</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1a2b.js'), 'export {};');
  t = await startTestApp({
    env: {
      TESSERA_WEB_DIST: dist,
      TESSERA_FEATURE_FLAGS: '{"EMBEDDED_SUPERSET": true, "DYNAMIC_PLUGINS": true}',
    },
    build: { serveWeb: true },
  });
  token = await t.login();
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

/** The directives of a policy, by name. */
function directives(policy: string | null): Record<string, string[]> {
  expect(policy).toBeTruthy();
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function page(path: string): Promise<Response> {
  return fetch(`${t.baseUrl}${path}`, { headers: { accept: 'text/html' } });
}

async function api(method: string, path: string, body?: unknown) {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { ...t.bearer(token), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect([200, 201]).toContain(response.status);
  return (await response.json()) as Record<string, unknown>;
}

describe('Content-Security-Policy on the app', () => {
  it('allows only this origin to run scripts, with no inline script or eval', async () => {
    for (const path of ['/', '/dashboard/list/', '/superset/dashboard/1/', '/sqllab/']) {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp['default-src']).toEqual(["'self'"]);
      expect(csp['script-src']).toContain("'self'");
      expect(csp['script-src']!.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(csp['script-src-attr']).toEqual(["'none'"]);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['form-action']).toEqual(["'self'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
      // The async-events websocket lives on the host the page came from.
      const host = new URL(t.baseUrl).host;
      expect(csp['connect-src']).toEqual(["'self'", `ws://${host}`, `wss://${host}`]);
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    }
  });

  it('covers the Swagger UI page, whose scripts are files of this origin', async () => {
    const response = await page('/swagger/v1/static/index.html');
    expect(response.status).toBe(200);
    const csp = directives(response.headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'"]);
    const html = await response.text();
    // No inline script the policy would block.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
  });

  it('leaves a forged Host header out of the policy', async () => {
    const { request } = await import('node:http');
    const policy = await new Promise<string | undefined>((resolve, reject) => {
      const req = request(
        `${t.baseUrl}/`,
        { headers: { accept: 'text/html', host: "evil.example; script-src 'unsafe-inline'" } },
        (res) => {
          res.resume();
          resolve(res.headers['content-security-policy'] as string | undefined);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(policy).not.toContain('evil');
    expect(directives(policy ?? null)['connect-src']).toEqual(["'self'"]);
  });

  it('keeps JSON answers and assets hardened without a page policy', async () => {
    const json = await fetch(`${t.baseUrl}/api/v1/me/`, { headers: t.bearer(token) });
    expect(json.headers.get('x-content-type-options')).toBe('nosniff');
    expect(json.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const asset = await fetch(`${t.baseUrl}/assets/app-1a2b.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets a registered dynamic plugin bundle load from its origin, and no other', async () => {
    await api('POST', '/dynamic-plugins/api/create', {
      name: 'Remote chart',
      key: 'remote-chart',
      bundle_url: 'https://cdn.example.com/charts/remote.js?v=1',
    });
    const csp = directives((await page('/explore/')).headers.get('content-security-policy'));
    expect(csp['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
  });
});

describe('embedded dashboards', () => {
  it('may be framed by the allowed domains only, and by anyone when the list is empty', async () => {
    const boards = (await api('POST', '/api/v1/dashboard/', { dashboard_title: 'Framed' })) as { id: number };
    const embedded = (await api('POST', `/api/v1/dashboard/${boards.id}/embedded`, {
      allowed_domains: ['https://host.example.com', 'http://127.0.0.1:9000/'],
    })) as { result: { uuid: string } };
    const framed = await page(`/embedded/${embedded.result.uuid}`);
    expect(directives(framed.headers.get('content-security-policy'))['frame-ancestors']).toEqual([
      "'self'",
      'https://host.example.com',
      'http://127.0.0.1:9000',
    ]);
    expect(framed.headers.get('x-frame-options')).toBeNull();

    await api('PUT', `/api/v1/dashboard/${boards.id}/embedded`, { allowed_domains: [] });
    const open = await page(`/embedded/${embedded.result.uuid}/`);
    expect(directives(open.headers.get('content-security-policy'))['frame-ancestors']).toEqual(['*']);

    const unknown = await page('/embedded/00000000-0000-0000-0000-000000000000');
    expect(directives(unknown.headers.get('content-security-policy'))['frame-ancestors']).toEqual(["'self'"]);
  });
});

describe('contentSecurityPolicy', () => {
  it('never lets a value add a directive', () => {
    const policy = contentSecurityPolicy({ host: "a.example; script-src 'unsafe-inline'" });
    expect(policy).not.toContain('a.example');
    expect(policy.match(/script-src /g)).toHaveLength(1);
  });
});
