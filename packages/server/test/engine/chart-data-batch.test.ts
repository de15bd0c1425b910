import { request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_GAMMA } from '../../src/security/catalogue';
import { type OrdersApp, startOrdersApp } from './orders-app';

let o: OrdersApp;
beforeAll(async () => {
  o = await startOrdersApp();
});
afterAll(() => o?.close());

interface Line {
  key: string;
  status: number;
  body: { result?: { data: Record<string, unknown>[]; colnames: string[] }[]; message?: unknown };
}

const BATCH = '/api/v1/tessera/chart/data/batch';

async function batch(requests: unknown, headers: Record<string, string> = o.t.bearer(o.token)) {
  const response = await fetch(`${o.t.baseUrl}${BATCH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ requests }),
  });
  const text = await response.text();
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    text,
  };
}

const lines = (text: string): Line[] =>
  text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Line);

const byCountry = () =>
  o.context({ columns: ['country'], metrics: ['count'], orderby: [['country', true]], row_limit: 100 });
const byChannel = () =>
  o.context({ columns: ['channel'], metrics: ['count'], orderby: [['channel', true]], row_limit: 100 });

describe('POST /api/v1/tessera/chart/data/batch', () => {
  it('answers each call as /api/v1/chart/data would, one JSON line per call', async () => {
    const answer = await batch([
      { key: 'a', url: '/api/v1/chart/data', body: byCountry() },
      { key: 'b', url: '/api/v1/chart/data?dashboard_id=1', body: byChannel() },
      {
        key: 'bad',
        url: '/api/v1/chart/data',
        body: o.context({ columns: ['no_such_column'], row_limit: 5 }),
      },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.type).toMatch(/application\/x-ndjson/);
    // Per user, so private; not no-store, whose streamed answers Chromium reports as aborted and
    // keeps no body of (DevTools, browser tests) when the lines leave in several writes.
    expect(answer.cacheControl).toBe('private, no-cache');
    const got = new Map(lines(answer.text).map((line) => [line.key, line]));
    expect([...got.keys()].sort()).toEqual(['a', 'b', 'bad']);

    for (const [key, context] of [
      ['a', byCountry()],
      ['b', byChannel()],
    ] as const) {
      const direct = await o.post(context);
      expect(got.get(key)?.status).toBe(200);
      expect(got.get(key)?.body.result?.[0]?.data).toEqual(direct.body.result[0]?.data);
      expect(got.get(key)?.body.result?.[0]?.data.length).toBeGreaterThan(1);
    }
    const direct = await o.post(o.context({ columns: ['no_such_column'], row_limit: 5 }));
    expect(got.get('bad')?.status).toBe(direct.status);
    expect(direct.status).toBeGreaterThanOrEqual(400);
    expect(got.get('bad')?.body).toEqual(direct.body);
  });

  it('checks each call with the caller’s own permissions', async () => {
    await o.t.createUser('batch_gamma', 'gamma-password-1', [ROLE_GAMMA]);
    const gamma = o.t.bearer(await o.t.login('batch_gamma', 'gamma-password-1'));
    const answer = await batch([{ key: 'x', url: '/api/v1/chart/data', body: byCountry() }], gamma);
    const direct = await o.post(byCountry(), gamma);
    expect(direct.status).toBe(403);
    expect(lines(answer.text)).toEqual([{ key: 'x', status: 403, body: direct.body }]);
  });

  it('refuses anonymous callers, other addresses and malformed batches', async () => {
    expect((await batch([{ key: 'a', url: '/api/v1/chart/data', body: byCountry() }], {})).status).toBe(401);
    const other = await batch([{ key: 'a', url: '/api/v1/security/users/', body: {} }]);
    expect(other.status).toBe(400);
    expect(other.text).toMatch(/only \/api\/v1\/chart\/data calls can be batched/);
    expect((await batch([])).status).toBe(400);
    expect((await batch([{ url: '/api/v1/chart/data', body: {} }])).status).toBe(400);
  });

  it('compresses the stream for clients that accept gzip', async () => {
    const body = JSON.stringify({
      requests: [
        { key: 'a', url: '/api/v1/chart/data', body: byCountry() },
        { key: 'b', url: '/api/v1/chart/data', body: byChannel() },
      ],
    });
    const raw = await new Promise<{ encoding?: string; bytes: Buffer }>((resolve, reject) => {
      const req = httpRequest(
        `${o.t.baseUrl}${BATCH}`,
        {
          method: 'POST',
          headers: { ...o.t.bearer(o.token), 'content-type': 'application/json', 'accept-encoding': 'gzip' },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ encoding: res.headers['content-encoding'], bytes: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
    expect(raw.encoding).toBe('gzip');
    const decoded = lines(gunzipSync(raw.bytes).toString('utf8'));
    expect(decoded.map((line) => line.key).sort()).toEqual(['a', 'b']);
    expect(decoded.every((line) => line.status === 200)).toBe(true);
  });
});
