import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { openStream, prefetch, prefetchPost, primeCsrfToken, request, resetCsrfToken } from './http';

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

describe('prefetchPost', () => {
  /** Records each call; answers every POST with its own number, so a test sees which call answered. */
  function servePosts() {
    const posts: { url: string; body: string; signal: AbortSignal | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        if (input === '/api/v1/security/csrf_token/')
          return new Response('{"result":"t"}', { headers: { 'content-type': 'application/json' } });
        posts.push({ url: input, body: String(init?.body), signal: init?.signal ?? null });
        return new Response(JSON.stringify({ call: posts.length }), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    return posts;
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("answers the page's POST with the same path and body once; any other body goes out itself", async () => {
    const posts = servePosts();
    prefetchPost('/api/v1/chart/data?form_data=1', { queries: [{ row_limit: 100 }] });
    await settle();
    const taken = await openStream('/api/v1/chart/data?form_data=1', {
      method: 'POST',
      body: { queries: [{ row_limit: 100 }] },
    });
    expect(await taken.json()).toEqual({ call: 1 });
    // Handed out once: a second run of the same query asks the server again.
    await openStream('/api/v1/chart/data?form_data=1', {
      method: 'POST',
      body: { queries: [{ row_limit: 100 }] },
    });
    await openStream('/api/v1/chart/data?form_data=1', {
      method: 'POST',
      body: { queries: [{ row_limit: 5 }] },
    });
    expect(posts.map((post) => post.body)).toEqual([
      '{"queries":[{"row_limit":100}]}',
      '{"queries":[{"row_limit":100}]}',
      '{"queries":[{"row_limit":5}]}',
    ]);
  });

  it("is not sent when the page already sent the same call, and the taker's abort ends it", async () => {
    const posts = servePosts();
    await openStream('/api/v1/chart/data?x=2', { method: 'POST', body: { a: 1 } });
    prefetchPost('/api/v1/chart/data?x=2', { a: 1 });
    await settle();
    expect(posts).toHaveLength(1);

    prefetchPost('/api/v1/chart/data?x=3', { b: 1 });
    await settle();
    const stop = new AbortController();
    const taken = openStream('/api/v1/chart/data?x=3', {
      method: 'POST',
      body: { b: 1 },
      signal: stop.signal,
    });
    stop.abort('stopped-by-user');
    await taken;
    expect(posts[1]?.signal?.aborted).toBe(true);
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
