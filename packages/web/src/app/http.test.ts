import { afterEach, describe, expect, it, vi } from 'vitest';
import { primeCsrfToken, request, resetCsrfToken } from './http';

interface Call {
  readonly url: string;
  readonly method: string;
  readonly csrf: string | null;
}

/** Answers the CSRF token call with `csrfStatus` and every other call with 200 `{}`. */
function serve(csrfStatus: number): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({ url: input, method: init?.method ?? 'GET', csrf: headers['X-CSRFToken'] ?? null });
      if (input === '/api/v1/security/csrf_token/') {
        const body = csrfStatus === 200 ? { result: 'token-1' } : { message: 'Not authorized' };
        return new Response(JSON.stringify(body), {
          status: csrfStatus,
          headers: { 'content-type': 'application/json' },
        });
      }
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

afterEach(() => {
  resetCsrfToken();
  vi.unstubAllGlobals();
});

describe('CSRF tokens on writes', () => {
  it('asks once for the session token and sends it with each write', async () => {
    const calls = serve(200);
    await request('/api/v1/chart/data', { method: 'POST', body: {} });
    await request('/api/v1/chart/data', { method: 'POST', body: {} });
    expect(calls.map((c) => [c.url, c.csrf])).toEqual([
      ['/api/v1/security/csrf_token/', null],
      ['/api/v1/chart/data', 'token-1'],
      ['/api/v1/chart/data', 'token-1'],
    ]);
  });

  it('sends an anonymous visitor’s calls without a token and without asking for one', async () => {
    const calls = serve(401);
    primeCsrfToken(null, true);
    await request('/api/v1/tessera/chart/data/batch', { method: 'POST', body: {} });
    expect(calls).toEqual([{ url: '/api/v1/tessera/chart/data/batch', method: 'POST', csrf: null }]);
  });

  it('goes on without a token when the server has no session to protect (401)', async () => {
    const calls = serve(401);
    await request('/api/v1/chart/data', { method: 'POST', body: {} });
    expect(calls.map((c) => [c.url, c.csrf])).toEqual([
      ['/api/v1/security/csrf_token/', null],
      ['/api/v1/chart/data', null],
    ]);
  });
});
