/** Saved-query bundles: GET /api/v1/saved_query/export/ and POST /api/v1/saved_query/import/ (Superset v1). */
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client, type Reply } from './client';

const DATABASE_UUID = 'b3c1d2e4-5f60-4a7b-8c9d-0e1f2a3b4c5d';
const QUERY_UUID = '1a2b3c4d-5e6f-4a0b-9c8d-7e6f5a4b3c2d';
const OTHER_UUID = '2b3c4d5e-6f70-4b1c-8d9e-8f7a6b5c4d3e';
const ROOT = 'saved_query_export_20240101T000000';

/** A bundle as Superset's ExportSavedQueriesCommand writes it. */
function supersetBundle(
  sqlText = 'SELECT region, SUM(amount) FROM sales GROUP BY 1',
): Record<string, string> {
  return {
    [`${ROOT}/metadata.yaml`]: stringify({ version: '1.0.0', type: 'SavedQuery', timestamp: '2024-01-01' }),
    [`${ROOT}/databases/analytics.yaml`]: stringify({
      database_name: 'analytics',
      sqlalchemy_uri: 'postgresql://bi:XXXXXXXXXX@db.example/analytics',
      expose_in_sqllab: true,
      uuid: DATABASE_UUID,
      version: '1.0.0',
    }),
    [`${ROOT}/queries/analytics/public/Top_regions.yaml`]: stringify({
      schema: 'public',
      label: 'Top regions',
      description: 'Revenue by region',
      sql: sqlText,
      uuid: QUERY_UUID,
      version: '1.0.0',
      database_uuid: DATABASE_UUID,
    }),
  };
}

const zip = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])));

async function upload(
  app: TestApp,
  as: string,
  path: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
): Promise<Reply> {
  const form = new FormData();
  form.append(path.includes('assets') ? 'bundle' : 'formData', new Blob([bytes]), 'bundle.zip');
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: app.bearer(as),
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

const PASSWORDS = { passwords: JSON.stringify({ 'databases/analytics.yaml': 'secret-pw' }) };

let t: TestApp;
let token: string;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.login();
  admin = client(t, token);
});
afterAll(async () => {
  await t?.close();
});

const savedQueries = async (as: Client = admin) =>
  (
    await as.list('/api/v1/saved_query/', {
      columns: ['id', 'label', 'sql', 'schema', 'database.database_name'],
    })
  ).body.result;

describe('saved query import', () => {
  it('asks for the database password, then imports the query for the importer', async () => {
    const bytes = zip(supersetBundle());
    const first = await upload(t, token, '/api/v1/saved_query/import/', bytes);
    expect(first.status).toBe(422);
    expect(first.body.errors[0].message).toBe('Error importing saved_queries');
    expect(first.body.errors[0].extra['databases/analytics.yaml']).toEqual({
      _schema: ['Must provide a password for the database'],
    });
    expect(await savedQueries()).toEqual([]);

    const second = await upload(t, token, '/api/v1/saved_query/import/', bytes, PASSWORDS);
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body).toEqual({ message: 'OK' });
    expect(await savedQueries()).toEqual([
      {
        id: expect.any(Number),
        label: 'Top regions',
        sql: 'SELECT region, SUM(amount) FROM sales GROUP BY 1',
        schema: 'public',
        database: { database_name: 'analytics' },
      },
    ]);
  });

  it('asks before overwriting, then overwrites without duplicating the database', async () => {
    const again = await upload(t, token, '/api/v1/saved_query/import/', zip(supersetBundle()), PASSWORDS);
    expect(again.status).toBe(422);
    expect(again.body.errors[0].extra['queries/analytics/public/Top_regions.yaml']).toBe(
      'Saved_Queries already exists and `overwrite=true` was not passed',
    );
    const changed = zip(supersetBundle('SELECT 1'));
    const overwritten = await upload(t, token, '/api/v1/saved_query/import/', changed, { overwrite: 'true' });
    expect(overwritten.status, JSON.stringify(overwritten.body)).toBe(200);
    expect((await savedQueries()).map((q: { sql: string }) => q.sql)).toEqual(['SELECT 1']);
    const databases = await admin.list('/api/v1/database/', { filters: [], columns: ['database_name'] });
    expect(
      databases.body.result.filter((d: { database_name: string }) => d.database_name === 'analytics'),
    ).toHaveLength(1);
  });

  it('writes nothing when one file is invalid, and refuses a bundle of another type', async () => {
    const files = supersetBundle();
    files[`${ROOT}/queries/analytics/Second.yaml`] = stringify({
      label: 'Second',
      sql: 'SELECT 2',
      uuid: OTHER_UUID,
      version: '1.0.0',
      database_uuid: DATABASE_UUID,
    });
    files[`${ROOT}/queries/analytics/Broken.yaml`] = stringify({ label: 'Broken', version: '1.0.0' });
    const bad = await upload(t, token, '/api/v1/saved_query/import/', zip(files), { overwrite: 'true' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors[0].extra['queries/analytics/Broken.yaml']).sort()).toEqual([
      'database_uuid',
      'sql',
      'uuid',
    ]);
    expect(await savedQueries()).toHaveLength(1);

    const asDashboard = await upload(t, token, '/api/v1/dashboard/import/', zip(supersetBundle()));
    expect(asDashboard.status).toBe(422);
    expect(asDashboard.body.errors[0].extra['metadata.yaml']).toEqual({
      type: ['Must be equal to Dashboard.'],
    });
  });
});

describe('saved query export', () => {
  it('exports in Superset layout with the masked database, and the bundle round-trips', async () => {
    const [query] = await savedQueries();
    const response = await fetch(
      `${t.baseUrl}/api/v1/saved_query/export/?q=${encodeURIComponent(`!(${query.id})`)}`,
      { headers: t.bearer(token) },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename=saved_query_export_\d{8}T\d{6}\.zip$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    const entries = unzipSync(bytes);
    const inner = (path: string) => path.split('/').slice(1).join('/');
    expect(Object.keys(entries).map(inner).sort()).toEqual([
      'databases/analytics.yaml',
      'metadata.yaml',
      'queries/analytics/public/Top_regions.yaml',
    ]);
    const read = (suffix: string) =>
      parse(strFromU8(entries[Object.keys(entries).find((path) => path.endsWith(suffix))!]!));
    expect(read('metadata.yaml')).toMatchObject({ version: '1.0.0', type: 'SavedQuery' });
    expect(read('Top_regions.yaml')).toMatchObject({
      label: 'Top regions',
      schema: 'public',
      description: 'Revenue by region',
      sql: 'SELECT 1',
      uuid: QUERY_UUID,
      database_uuid: DATABASE_UUID,
      version: '1.0.0',
    });
    const text = Object.values(entries)
      .map((entry) => strFromU8(entry))
      .join('\n');
    expect(text).toContain('postgresql://bi:XXXXXXXXXX@db.example/analytics');
    expect(text).not.toContain('secret-pw');

    const other = await startTestApp();
    try {
      const otherToken = await other.login();
      const imported = await upload(other, otherToken, '/api/v1/saved_query/import/', bytes, PASSWORDS);
      expect(imported.status, JSON.stringify(imported.body)).toBe(200);
      const list = await savedQueries(client(other, otherToken));
      expect(list).toMatchObject([{ label: 'Top regions', sql: 'SELECT 1', schema: 'public' }]);
    } finally {
      await other.close();
    }
  });

  it('exports only the queries the user saved', async () => {
    const [query] = await savedQueries();
    await t.createUser('alpha-sq', 'alpha-pw-1', ['Alpha', 'sql_lab']);
    const alpha = client(t, await t.login('alpha-sq', 'alpha-pw-1'));
    expect(
      (await alpha.get(`/api/v1/saved_query/export/?q=${encodeURIComponent(`!(${query.id})`)}`)).status,
    ).toBe(404);
    expect(
      (await client(t, null).get(`/api/v1/saved_query/export/?q=${encodeURIComponent(`!(${query.id})`)}`))
        .status,
    ).toBe(401);
  });

  it('is part of the assets export and import', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/assets/export/`, { headers: t.bearer(token) });
    expect(response.status).toBe(200);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const paths = Object.keys(unzipSync(bytes)).map((path) => path.split('/').slice(1).join('/'));
    expect(paths).toContain('queries/analytics/public/Top_regions.yaml');
    const [query] = await savedQueries();
    expect((await admin.del(`/api/v1/saved_query/${query.id}`)).status).toBe(200);
    const imported = await upload(t, token, '/api/v1/assets/import/', bytes, PASSWORDS);
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect(await savedQueries()).toMatchObject([{ label: 'Top regions', sql: 'SELECT 1' }]);
  });
});
