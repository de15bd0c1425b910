/**
 * Issue 13 findings 1, 2, 5 (file engines) and 11: file-based data sources never open the metadata
 * store, the secret key or anything outside TESSERA_DATA_DIRS, resolved by real path; refused
 * paths get one message whether they exist or not; registrations that break the rule stop serving.
 */
import { linkSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DuckDBInstance } from '@duckdb/node-api';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertDataSourceUriAllowed, ConnectorError } from '../../src/engine/connectors';
import { startTestApp, type TestApp } from '../platform/harness';
import { insertDatabaseRow } from '../platform/test-data';
import { type Client, client } from '../resources/client';

let t: TestApp;
let admin: Client;
let outside: string;

const NOT_ALLOWED =
  /data sources may only open files in the data directories \(TESSERA_DATA_DIRS\); this path is not allowed/;

beforeAll(async () => {
  t = await startTestApp();
  admin = client(t, await t.login());
  outside = mkdtempSync(join(tmpdir(), 'tessera-outside-'));
  writeFileSync(join(outside, 'other.sqlite'), '');
  const shop = new Database(join(t.config.uploadsDir, 'shop.sqlite'));
  shop.exec("CREATE TABLE sales (region TEXT, amount REAL); INSERT INTO sales VALUES ('North', 10);");
  shop.close();
  const duck = await DuckDBInstance.create(join(t.config.uploadsDir, 'shop.duckdb'));
  const connection = await duck.connect();
  await connection.run('CREATE TABLE sales AS SELECT 1 AS id');
  connection.closeSync();
  duck.closeSync();
  symlinkSync(join(t.home, 'tessera.db'), join(t.config.uploadsDir, 'link.db'));
  linkSync(join(t.home, 'tessera.db'), join(t.config.uploadsDir, 'hard.db'));
});

afterAll(async () => {
  await t.close();
  rmSync(outside, { recursive: true, force: true });
});

const testConnection = (uri: string) =>
  admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: uri });

describe('test_connection with file engines', () => {
  it('refuses the metadata store, its siblings, links to it, the secret key and paths outside the data dirs', async () => {
    const refused = [
      `duckdb:///${t.home}/tessera.db`,
      `sqlite:///${t.home}/tessera.db`,
      `sqlite:///${t.home}/tessera.db-wal`,
      `duckdb:///${t.config.uploadsDir}/link.db`,
      `sqlite:///${t.config.uploadsDir}/hard.db`,
      `sqlite:///${t.config.uploadsDir}/../tessera.db`,
      `duckdb:///${t.home}/secret_key`,
      `duckdb:///${t.home}/missing.duckdb`,
      `sqlite:///${outside}/other.sqlite`,
      `sqlite:///${outside}/missing.sqlite`,
      `duckdb:///${t.config.uploadsDir}`,
      'sqlite:///relative.db',
      `duckdb:///file:${t.home}/tessera.db`,
    ];
    for (const uri of refused) {
      const reply = await testConnection(uri);
      expect(reply.status, uri).toBe(422);
      // One message for every refused path: it never tells whether the file exists.
      expect(JSON.stringify(reply.body), uri).toMatch(NOT_ALLOWED);
    }
  });

  it('opens files in the uploads directory, and says when an allowed file is missing', async () => {
    expect((await testConnection(`sqlite:///${t.config.uploadsDir}/shop.sqlite`)).status).toBe(200);
    expect((await testConnection(`duckdb:///${t.config.uploadsDir}/shop.duckdb`)).status).toBe(200);
    const missing = await testConnection(`duckdb:///${t.config.uploadsDir}/new.duckdb`);
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toMatch(
      /does not exist; data sources open existing files and never create them/,
    );
  });

  it('offers the rule to other modules as assertDataSourceUriAllowed', () => {
    expect(() => assertDataSourceUriAllowed(`sqlite:///${t.home}/tessera.db`)).toThrow(ConnectorError);
    // The examples file is allowed (not generated in this app, so it is only missing).
    expect(() => assertDataSourceUriAllowed(`duckdb:///${t.config.examplesDuckdbPath}`)).toThrow(
      /does not exist/,
    );
    expect(() => assertDataSourceUriAllowed('duckdb:///:memory:')).not.toThrow();
    expect(() => assertDataSourceUriAllowed('postgresql://u:p@db.example/x')).not.toThrow();
  });
});

describe('a registration made before the rule', () => {
  it('stops serving with the clear message', async () => {
    const id = await insertDatabaseRow(t.app.store, {
      name: 'metadata (old registration)',
      uri: `sqlite:///${t.home}/tessera.db`,
    });
    const reply = await admin.get(`/api/v1/database/${id}/tables/?q=(schema_name:main)`);
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toMatch(NOT_ALLOWED);
    expect(JSON.stringify(reply.body)).not.toContain('password_hash');
  });
});
