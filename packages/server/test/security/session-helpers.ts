/** Login helpers shared by the session tests: a web session (cookie + CSRF) and API tokens. */
import { expect } from 'vitest';
import type { TestApp } from '../platform/harness';

export const json = { 'content-type': 'application/json' };

export interface WebSession {
  /** `session=…`, ready for a Cookie header */
  cookie: string;
  csrfToken: string;
  /** The whole Set-Cookie header of the login answer */
  setCookie: string;
}

export async function sessionLogin(
  t: TestApp,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<WebSession> {
  const response = await fetch(`${t.baseUrl}/login/`, {
    method: 'POST',
    headers: { ...json, ...headers },
    body: JSON.stringify({ username, password }),
  });
  expect(response.status).toBe(200);
  const setCookie = response.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^session=/);
  const body = (await response.json()) as { csrf_token: string };
  return { cookie: setCookie.split(';')[0]!, csrfToken: body.csrf_token, setCookie };
}

export async function apiTokens(
  t: TestApp,
  username: string,
  password: string,
): Promise<{ access: string; refresh: string }> {
  const response = await fetch(`${t.baseUrl}/api/v1/security/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password, provider: 'db', refresh: true }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { access_token: string; refresh_token: string };
  return { access: body.access_token, refresh: body.refresh_token };
}

export function me(t: TestApp, headers: Record<string, string>): Promise<Response> {
  return fetch(`${t.baseUrl}/api/v1/me/`, { headers });
}

export function refresh(t: TestApp, refreshToken: string): Promise<Response> {
  return fetch(`${t.baseUrl}/api/v1/security/refresh`, {
    method: 'POST',
    headers: t.bearer(refreshToken),
  });
}
