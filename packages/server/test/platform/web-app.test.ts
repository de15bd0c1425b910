// Serving the built web app: precompressed assets chosen by Accept-Encoding, and caching that lets
// browsers keep fingerprinted assets for good while always revalidating index.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

const SCRIPT = `console.log(${JSON.stringify('tessera '.repeat(200))});\n`;
const INDEX = '<!doctype html><title>Tessera app</title><div id="root"></div>';

interface RawReply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET that neither asks for nor undoes any encoding unless told: the bytes as sent. */
function rawGet(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

let dist: string;
let t: TestApp;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tessera-web-dist-'));
  mkdirSync(join(dist, 'assets'));
  const files: Record<string, string> = { 'index.html': INDEX, 'assets/app-1a2b3c.js': SCRIPT };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  // An asset the build left uncompressed (too small to gain) is still served, plain.
  writeFileSync(join(dist, 'assets', 'tiny-9f8e.js'), 'export {};');
  // One the build did not compress although it could gain (another kind of file, another build).
  writeFileSync(join(dist, 'assets', 'data-77aa.json'), JSON.stringify({ words: 'tessera '.repeat(300) }));
  t = await startTestApp({ env: { TESSERA_WEB_DIST: dist }, build: { serveWeb: true } });
});

afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('precompressed web assets', () => {
  it('sends the brotli file to a client that accepts br, with its encoding and long caching', async () => {
    const reply = await rawGet(t.baseUrl, '/assets/app-1a2b3c.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-type']).toMatch(/javascript/);
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
    expect(reply.body.length).toBeLessThan(SCRIPT.length);
  });

  it('sends the gzip file to a client that accepts only gzip', async () => {
    const reply = await rawGet(t.baseUrl, '/assets/app-1a2b3c.js', { 'accept-encoding': 'gzip' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(reply.body).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding, still varying on it', async () => {
    const reply = await rawGet(t.baseUrl, '/assets/app-1a2b3c.js', { 'accept-encoding': 'identity' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers.vary).toMatch(/accept-encoding/i);
    expect(reply.body.toString()).toBe(SCRIPT);
  });

  it('sends a tiny file the build left uncompressed as it is, and compresses a larger one on the fly', async () => {
    const tiny = await rawGet(t.baseUrl, '/assets/tiny-9f8e.js', { 'accept-encoding': 'br' });
    expect(tiny.status).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['content-type']).toMatch(/^application\/javascript/);
    expect(tiny.body.toString()).toBe('export {};');
    const data = await rawGet(t.baseUrl, '/assets/data-77aa.json', { 'accept-encoding': 'br' });
    expect(data.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(data.body).toString())).toEqual({ words: 'tessera '.repeat(300) });
    const plain = await rawGet(t.baseUrl, '/assets/data-77aa.json', { 'accept-encoding': 'identity' });
    expect(JSON.parse(plain.body.toString())).toEqual({ words: 'tessera '.repeat(300) });
  });

  it('answers a name outside the assets folder, or a missing one, with a 404', async () => {
    for (const path of [
      '/assets/..%2Findex.html',
      '/assets/..%2F..%2Fpackage.json',
      '/assets/nothing-1234.js',
    ]) {
      const reply = await rawGet(t.baseUrl, path, { 'accept-encoding': 'br' });
      expect(reply.status, path).toBe(404);
      expect(reply.body.toString(), path).not.toContain('Tessera app');
    }
  });

  it('sends index.html compressed and uncached, for the root and for app routes', async () => {
    // /tablemodelview/edit/{id} is the datasets' `url` (the edit-dataset modal's legacy editor link).
    const paths = [
      '/',
      '/dashboard/list/',
      '/superset/dashboard/7/?native_filters=()',
      '/tablemodelview/edit/5',
    ];
    for (const path of paths) {
      const reply = await rawGet(t.baseUrl, path, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-encoding'], path).toBe('br');
      expect(reply.headers['content-type'], path).toMatch(/^text\/html/);
      expect(reply.headers['cache-control'], path).toBe('no-cache');
      expect(reply.headers.vary, path).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(reply.body).toString(), path).toBe(INDEX);
    }
  });

  it('sends the app at the root to a client that did not ask for HTML', async () => {
    for (const encoding of ['br', 'gzip', '']) {
      const reply = await rawGet(t.baseUrl, '/', { accept: '*/*', 'accept-encoding': encoding });
      expect(reply.status, encoding).toBe(200);
      expect(reply.headers['content-type'], encoding).toMatch(/^text\/html/);
    }
  });

  it('keeps missing assets and API paths as 404s', async () => {
    const asset = await rawGet(t.baseUrl, '/assets/missing.js', { 'accept-encoding': 'br' });
    expect(asset.status).toBe(404);
    const api = await rawGet(t.baseUrl, '/api/v1/nothing', { accept: 'text/html', 'accept-encoding': 'br' });
    expect(api.status).toBe(404);
    expect(JSON.parse(api.body.toString())).toEqual({ message: 'Not found' });
  });
});
