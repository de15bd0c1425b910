import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { prefetch, primeCsrfToken, request, resetCsrfToken } from './http';

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

describe('prefetch', () => {
  it('answers the page’s own call once, and forgets a failed prefetch so the page asks again', async () => {
    const statuses = [401, 200, 200];
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string) => {
        urls.push(input);
        const status = statuses.shift() ?? 200;
        return new Response(
          JSON.stringify(status === 200 ? { result: 'ok' } : { message: 'Not authorized' }),
          {
            status,
            headers: { 'content-type': 'application/json' },
          },
        );
      }),
    );
    // Signed out: the prefetch fails, and the call after signing in goes out again.
    await expect(prefetch('/api/v1/dashboard/7')).rejects.toMatchObject({ status: 401 });
    await expect(request('/api/v1/dashboard/7')).resolves.toEqual({ result: 'ok' });
    // A prefetch that succeeded answers the page's call without a second request.
    await prefetch('/api/v1/dashboard/8');
    await expect(request('/api/v1/dashboard/8')).resolves.toEqual({ result: 'ok' });
    expect(urls).toEqual(['/api/v1/dashboard/7', '/api/v1/dashboard/7', '/api/v1/dashboard/8']);
  });
});

describe('a dropped connection', () => {
  it("turns fetch's TypeError into 'Network error.' and lets an abort through as it is", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_input: string, init?: RequestInit) => {
        if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
        throw new TypeError('Failed to fetch');
      }),
    );
    const dropped = request('/api/v1/chart/');
    await expect(dropped).rejects.toBeInstanceOf(ApiError);
    await expect(dropped).rejects.toMatchObject({ status: 0, message: 'Network error.' });

    const controller = new AbortController();
    controller.abort();
    await expect(request('/api/v1/chart/', { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
