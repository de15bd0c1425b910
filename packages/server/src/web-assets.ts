/**
 * The web app's fingerprinted files (packages/web/dist/assets/), answered from memory.
 *
 * A dashboard asks for a hundred of them at once over the browser's six connections, while its API
 * calls wait in the same line. Through @fastify/static each took 10–15 ms of the server under load
 * (a file-system round per encoding tried, a stream, and a brotli pass for the files too small
 * to have been precompressed); from memory it is a header and a buffer. Their names change with
 * their content, so a file read once never changes: each variant is read on first request and
 * kept (the brotli variants of the whole app are about 5 MB).
 */
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';

export type AssetEncoding = 'br' | 'gzip';

export interface AssetFile {
  readonly body: Buffer;
  /** The Content-Encoding of `body`; null for the file as built. */
  readonly encoding: AssetEncoding | null;
  readonly contentType: string;
}

const EXTENSIONS: Readonly<Record<AssetEncoding, string>> = { br: '.br', gzip: '.gz' };

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Vite's asset names: one directory, name-hash.ext, nothing that could climb out of it. */
const ASSET_NAME = /^[\w.-]+$/;

/**
 * The encodings a client takes, best first, from its Accept-Encoding (`br` before `gzip`; one
 * refused with `q=0` is left out).
 */
export function acceptedEncodings(header: string | undefined): AssetEncoding[] {
  const accepted = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  return (['br', 'gzip'] as const).filter((encoding) => accepted.has(encoding) || accepted.has('*'));
}

export class AssetFiles {
  private readonly files = new Map<string, Promise<Buffer | null>>();

  constructor(private readonly dir: string) {}

  /** The best variant of `name` for a client sending `acceptEncoding`; null when there is no such file. */
  async get(name: string, acceptEncoding: string | undefined): Promise<AssetFile | null> {
    if (!ASSET_NAME.test(name) || name.startsWith('.')) return null;
    const contentType = CONTENT_TYPES[extname(name)] ?? 'application/octet-stream';
    for (const encoding of acceptedEncodings(acceptEncoding)) {
      const body = await this.read(`${name}${EXTENSIONS[encoding]}`, true);
      if (body) return { body, encoding, contentType };
    }
    const body = await this.read(name, false);
    return body ? { body, encoding: null, contentType } : null;
  }

  /**
   * One file's bytes, read once. A compressed variant that is missing stays missing (files under
   * 512 bytes have none); a missing file itself is looked for again next time (a build may be
   * writing it).
   */
  private read(fileName: string, rememberMissing: boolean): Promise<Buffer | null> {
    let file = this.files.get(fileName);
    if (!file) {
      file = readFile(join(this.dir, fileName)).catch((error: NodeJS.ErrnoException) => {
        if (!rememberMissing || (error.code !== 'ENOENT' && error.code !== 'EISDIR'))
          this.files.delete(fileName);
        if (error.code === 'ENOENT' || error.code === 'EISDIR') return null;
        throw error;
      });
      this.files.set(fileName, file);
    }
    return file;
  }
}
