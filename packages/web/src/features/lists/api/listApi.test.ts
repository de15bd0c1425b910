import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../app/store';
import { listApi } from './listApi';

function serve() {
  const calls: { url: string; method: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = String(input);
      calls.push({ url, method: init?.method ?? 'GET' });
      const body = url.includes('csrf_token') ? { result: 'token' } : { message: 'OK' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('deleteResources', () => {
  it('deletes in one request where the API takes a list of ids', async () => {
    const calls = serve();
    const store = makeStore();
    await store
      .dispatch(listApi.endpoints.deleteResources.initiate({ resource: 'database', ids: [2, 3] }))
      .unwrap();
    const deletes = calls
      .filter((call) => call.method === 'DELETE')
      .map((call) => decodeURIComponent(call.url));
    expect(deletes).toEqual(['/api/v1/database/?q=!(2,3)']);
  });

  it('deletes users one by one under /api/v1/security/users/ (that API has no bulk delete)', async () => {
    const calls = serve();
    const store = makeStore();
    await store
      .dispatch(listApi.endpoints.deleteResources.initiate({ resource: 'user', ids: [2, 3] }))
      .unwrap();
    const deletes = calls.filter((call) => call.method === 'DELETE').map((call) => call.url);
    expect(deletes).toEqual(['/api/v1/security/users/2', '/api/v1/security/users/3']);
  });
});
