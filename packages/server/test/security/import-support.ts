/**
 * Test support for the import security tests: hand-built ZIPs (so a test can declare any size
 * and compress huge content without holding it in memory), multipart uploads and users.
 */
import { once } from 'node:events';
import { createDeflateRaw } from 'node:zlib';
import { strToU8, zipSync } from 'fflate';
import { stringify } from 'yaml';
import type { TestApp } from '../platform/harness';
import type { Reply } from '../resources/client';

export interface RawEntry {
  readonly name: string;
  /** deflated bytes */
  readonly data: Uint8Array;
  /** the uncompressed size the headers declare (true or not) */
  readonly size: number;
}

/** Deflates content given as chunks, never holding more than one chunk uncompressed. */
export async function deflateChunks(chunks: Iterable<Uint8Array | string>): Promise<RawEntry['data']> {
  const deflate = createDeflateRaw({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (bytes: Buffer) => out.push(bytes));
  const ended = once(deflate, 'end');
  for (const chunk of chunks) {
    if (!deflate.write(chunk)) await once(deflate, 'drain');
  }
  deflate.end();
  await ended;
  return Buffer.concat(out);
}

export function* repeat<T>(item: T, times: number): Generator<T> {
  for (let i = 0; i < times; i += 1) yield item;
}

/**
 * A ZIP of deflated entries with the sizes each says. CRCs are left at 0: the reader under test
 * does not check them, and computing one over a gigabyte would dominate the test.
 */
export function rawZip(entries: readonly RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.data.byteLength, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.data.byteLength, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, Buffer.from(entry.data));
    centrals.push(central, name);
    offset += 30 + name.byteLength + entry.data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));

export async function upload(
  t: TestApp,
  token: string,
  path: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
): Promise<Reply> {
  const form = new FormData();
  const field = path.startsWith('assets') ? 'bundle' : 'formData';
  form.append(field, new Blob([bytes], { type: 'application/zip' }), 'bundle.zip');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${t.baseUrl}/api/v1/${path}/import/`, {
    method: 'POST',
    headers: t.bearer(token),
    body: form,
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a non-JSON answer is compared as text
  }
  return { status: response.status, body };
}

export const ROOT = 'dashboard_export_20240101T000000';
export const DATABASE_UUID = '5b1c7a0e-8d7f-4c1e-9a3b-2f6d8e9c0a11';
export const DATASET_UUID = '6c2d8b1f-9e8a-4d2f-8b4c-3a7e9f0d1b22';
export const CHART_UUID = '7d3e9c2a-0f9b-4e3a-9c5d-4b8f0a1e2c33';
export const DASHBOARD_UUID = '8e4f0d3b-1a0c-4f4b-8d6e-5c9a1b2f3d44';

export const metadata = (type = 'Dashboard') =>
  stringify({ version: '1.0.0', type, timestamp: '2024-01-01T00:00:00+00:00' });

export function databaseYaml(uri: string, extra: Record<string, unknown> = {}): string {
  return stringify({
    database_name: 'imported',
    sqlalchemy_uri: uri,
    uuid: DATABASE_UUID,
    version: '1.0.0',
    ...extra,
  });
}

export function dashboardYaml(title = 'Imported', extra: Record<string, unknown> = {}): string {
  return stringify({ dashboard_title: title, uuid: DASHBOARD_UUID, version: '1.0.0', ...extra });
}

/** A whole dashboard bundle: database → dataset → chart → dashboard (Superset's layout). */
export function dashboardBundle(uri: string, title = 'Sales'): Record<string, string> {
  return {
    [`${ROOT}/metadata.yaml`]: metadata(),
    [`${ROOT}/databases/imported.yaml`]: databaseYaml(uri),
    [`${ROOT}/datasets/imported/sales.yaml`]: stringify({
      table_name: 'sales',
      uuid: DATASET_UUID,
      database_uuid: DATABASE_UUID,
      version: '1.0.0',
      columns: [{ column_name: 'region', type: 'VARCHAR' }],
      metrics: [{ metric_name: 'count', expression: 'COUNT(*)' }],
    }),
    [`${ROOT}/charts/Sales_1.yaml`]: stringify({
      slice_name: 'Sales',
      viz_type: 'table',
      uuid: CHART_UUID,
      dataset_uuid: DATASET_UUID,
      version: '1.0.0',
      params: { viz_type: 'table', datasource: '1__table' },
    }),
    [`${ROOT}/dashboards/Sales_1.yaml`]: dashboardYaml(title, {
      position: {
        DASHBOARD_VERSION_KEY: 'v2',
        ROOT_ID: { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'] },
        GRID_ID: { id: 'GRID_ID', type: 'GRID', children: ['CHART-1'], parents: ['ROOT_ID'] },
        'CHART-1': { id: 'CHART-1', type: 'CHART', children: [], meta: { chartId: 1, uuid: CHART_UUID } },
      },
    }),
  };
}
