import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

interface RawReply {
  status: number;
  encoding: string | undefined;
  vary: string | undefined;
  body: Buffer;
}

/** The bytes as sent: Node's http client undoes no encoding. */
function rawGet(url: string, headers: Record<string, string>): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          encoding: res.headers['content-encoding'],
          vary: res.headers.vary,
          body: Buffer.concat(chunks),
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let t: TestApp;
let auth: Record<string, string>;
// A JSON list answer of several KB: the engines the connection dialog offers.
const LARGE = '/api/v1/database/available/';

beforeAll(async () => {
  t = await startTestApp();
  auth = t.bearer(await t.login());
});
afterAll(async () => {
  await t?.close();
});

describe('compressed API answers', () => {
  it('sends JSON compressed to a client that accepts it, the same JSON once decoded', async () => {
    const plain = await rawGet(`${t.baseUrl}${LARGE}`, { ...auth, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const compressed = await rawGet(`${t.baseUrl}${LARGE}`, {
      ...auth,
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(compressed.status).toBe(200);
    expect(compressed.encoding).toBe('gzip');
    expect(compressed.vary).toMatch(/accept-encoding/i);
    expect(compressed.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(gunzipSync(compressed.body).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it('prefers gzip, cheaper to make per request, when the client takes both', async () => {
    const reply = await rawGet(`${t.baseUrl}${LARGE}`, { ...auth, 'accept-encoding': 'gzip, deflate, br' });
    expect(reply.encoding).toBe('gzip');
    expect(Array.isArray(JSON.parse(gunzipSync(reply.body).toString()))).toBe(true);
  });

  it('leaves small answers as they are', async () => {
    const reply = await rawGet(`${t.baseUrl}/health`, { 'accept-encoding': 'br, gzip' });
    expect(reply.status).toBe(200);
    expect(reply.encoding).toBeUndefined();
  });
});
