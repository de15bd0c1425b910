/**
 * Issue 12 item 2 (host policy): network data sources reach only the hosts in
 * TESSERA_ALLOWED_DB_HOSTS, never the metadata store's own PostgreSQL database; refusals are a
 * clean 422 that never echoes the password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import {
  assertDataSourceHostAllowed,
  ConnectorError,
  configureHostPolicy,
} from '../../src/engine/connectors';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';

const HOST_REFUSED =
  /This database host is not allowed; the operator lists the allowed hosts in TESSERA_ALLOWED_DB_HOSTS/;
const SECRET = 'S3cretPw-0451';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await startTestApp({ env: { TESSERA_ALLOWED_DB_HOSTS: 'db.internal, *.corp.example' } });
  admin = client(t, await t.login());
});

afterAll(async () => {
  await t.close();
});

describe('TESSERA_ALLOWED_DB_HOSTS over the API', () => {
  const refused = [
    `postgresql://u:${SECRET}@evil.example.com:5432/db`,
    `mysql://root:${SECRET}@169.254.169.254/x`,
    `clickhousedb://default:${SECRET}@corp.example.evil.net/default`,
    `postgresql://u:${SECRET}@127.0.0.1/postgres`,
    `postgresql+psycopg2://u:${SECRET}@[::1]:5432/postgres`,
  ];

  it('test_connection refuses hosts the operator did not list, without echoing the password', async () => {
    for (const uri of refused) {
      const reply = await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: uri });
      expect(reply.status, uri).toBe(422);
      const body = JSON.stringify(reply.body);
      expect(body, uri).toMatch(HOST_REFUSED);
      expect(body, uri).not.toContain(SECRET);
    }
  });

  it('creating a database on a refused host is a 422 and stores nothing', async () => {
    const reply = await admin.post('/api/v1/database/', {
      database_name: 'sneaky',
      sqlalchemy_uri: refused[0],
    });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toMatch(HOST_REFUSED);
    expect(JSON.stringify(reply.body)).not.toContain(SECRET);
    const list = await admin.get('/api/v1/database/');
    expect(JSON.stringify(list.body)).not.toContain('sneaky');
  });

  it('validate_parameters refuses a host the operator did not list', async () => {
    const reply = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      parameters: { host: 'evil.example.com', port: 5432, database: 'db', username: 'u', password: SECRET },
    });
    expect(reply.status).toBe(422);
    expect(JSON.stringify(reply.body)).toMatch(HOST_REFUSED);
    expect(JSON.stringify(reply.body)).not.toContain(SECRET);
  });

  it('an allowed host (exact or by wildcard) is not refused by the policy', () => {
    expect(() => assertDataSourceHostAllowed('postgresql://u:p@db.internal/x')).not.toThrow();
    expect(() => assertDataSourceHostAllowed('mysql://u:p@a.b.corp.example:3306/x')).not.toThrow();
    expect(() => assertDataSourceHostAllowed('duckdb:///:memory:')).not.toThrow();
  });
});

describe('the metadata store is always refused', () => {
  it('refuses the PostgreSQL store by host, port and database, whatever loopback name is used', () => {
    configureHostPolicy({ allowedHosts: null, metadataUrl: 'postgres://tessera:pw@localhost/tessera_meta' });
    for (const uri of [
      'postgresql://other:x@127.0.0.1:5432/tessera_meta',
      'postgresql+psycopg2://tessera:pw@localhost/tessera_meta',
    ]) {
      expect(() => assertDataSourceHostAllowed(uri), uri).toThrow(ConnectorError);
      expect(() => assertDataSourceHostAllowed(uri), uri).toThrow(/own metadata database/);
    }
    // Another database on the same server is the operator's business (the host list rules it).
    expect(() => assertDataSourceHostAllowed('postgresql://u:p@db.internal:5432/sales')).not.toThrow();
  });
});

describe('config', () => {
  it('reads the list, lower-cased, and refuses junk', () => {
    const home = t.home;
    expect(loadConfig({ TESSERA_HOME: home }).allowedDbHosts).toBeNull();
    expect(
      loadConfig({ TESSERA_HOME: home, TESSERA_ALLOWED_DB_HOSTS: 'A.example, *.B.example' }).allowedDbHosts,
    ).toEqual(['a.example', '*.b.example']);
    expect(() => loadConfig({ TESSERA_HOME: home, TESSERA_ALLOWED_DB_HOSTS: 'x y' })).toThrow(
      /TESSERA_ALLOWED_DB_HOSTS/,
    );
  });
});
