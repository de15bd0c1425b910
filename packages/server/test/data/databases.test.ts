/**
 * Databases as the connection dialog uses them: creating by parameters (dynamic_form) or URI,
 * validate_parameters' field errors, connection errors by Superset's SIP-40 types, settings,
 * passwords encrypted at rest and masked everywhere, table_extra; and dataset updates that would
 * repeat a column or metric name.
 */
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../platform/harness';
import { type Client, client } from '../resources/client';

/** A port nobody listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 1;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('databases', () => {
  let t: TestApp;
  let admin: Client;
  let sqliteFile: string;

  beforeAll(async () => {
    t = await startTestApp();
    admin = client(t, await t.login());
    sqliteFile = join(t.config.uploadsDir, 'shop.db');
    const data = new SQLite(sqliteFile);
    data.exec("create table orders (id integer, region text); insert into orders values (1, 'north');");
    data.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates a database from the dynamic form parameters, and shows them back masked', async () => {
    const created = await admin.post('/api/v1/database/', {
      database_name: 'warehouse',
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: {
        host: 'db.example.com',
        port: 5433,
        username: 'ana',
        password: 's3cret!',
        database: 'sales',
        encryption: true,
      },
      expose_in_sqllab: true,
    });
    expect(created.status).toBe(201);
    const result = created.body.result;
    expect(result.sqlalchemy_uri).toBe(
      'postgresql://ana:XXXXXXXXXX@db.example.com:5433/sales?sslmode=require',
    );
    expect(result.configuration_method).toBe('dynamic_form');
    expect(result.parameters).toEqual({
      host: 'db.example.com',
      port: 5433,
      username: 'ana',
      password: 'XXXXXXXXXX',
      database: 'sales',
      query: {},
      encryption: true,
    });
    // Encrypted at rest: the store holds neither the password nor it in the URI.
    const row = await t.app.store
      .selectFrom('dbs')
      .selectAll()
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('s3cret');
    // Masked in every answer: list, show, export.
    const list = await admin.get('/api/v1/database/?q=(page_size:100)');
    expect(JSON.stringify(list.body)).not.toContain('s3cret');
    const exported = await fetch(`${t.baseUrl}/api/v1/database/export/?q=!(${created.body.id})`, {
      headers: t.bearer(await t.login()),
    });
    expect(exported.status).toBe(200);
    expect(Buffer.from(await exported.arrayBuffer()).toString('latin1')).not.toContain('s3cret');

    // Saving the form back with the mask keeps the stored password.
    const updated = await admin.put(`/api/v1/database/${created.body.id}`, {
      configuration_method: 'dynamic_form',
      engine: 'postgresql',
      parameters: { ...result.parameters, database: 'sales2' },
    });
    expect(updated.status).toBe(200);
    const after = await t.app.store
      .selectFrom('dbs')
      .select('password')
      .where('id', '=', created.body.id)
      .executeTakeFirstOrThrow();
    expect(after.password).toBe(row.password);
    expect(updated.body.result.sqlalchemy_uri).toBe(
      'postgresql://ana:XXXXXXXXXX@db.example.com:5433/sales2?sslmode=require',
    );
  });

  it('answers missing parameters of the dynamic form per field', async () => {
    const refused = await admin.post('/api/v1/database/', {
      database_name: 'incomplete',
      engine: 'mysql',
      configuration_method: 'dynamic_form',
      parameters: { host: 'h', port: 3306 },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual({
      username: ['This is a required field'],
      database: ['This is a required field'],
    });
    const noUri = await admin.post('/api/v1/database/', { database_name: 'nothing' });
    expect(noUri.status).toBe(400);
    expect(noUri.body.message).toEqual({ sqlalchemy_uri: ['Missing data for required field.'] });
  });

  it('validate_parameters: every problem at once, with the fields it concerns', async () => {
    const answer = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: 'bad host!', port: 70000, username: '' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual([
      {
        message: 'One or more parameters are missing: username, database',
        error_type: 'CONNECTION_MISSING_PARAMETERS_ERROR',
        level: 'warning',
        extra: { missing: ['username', 'database'] },
      },
      {
        message: "The hostname provided can't be resolved.",
        error_type: 'CONNECTION_INVALID_HOSTNAME_ERROR',
        level: 'error',
        extra: { invalid: ['host'] },
      },
      {
        message: 'Port must be a valid integer between 0 and 65535 (inclusive).',
        error_type: 'CONNECTION_INVALID_PORT_ERROR',
        level: 'error',
        extra: { invalid: ['port'] },
      },
    ]);
  });

  it('validate_parameters: a refused connection is a host-down error on host and port', async () => {
    const port = await closedPort();
    const answer = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'postgresql',
      configuration_method: 'dynamic_form',
      parameters: { host: '127.0.0.1', port, username: 'u', password: 'p', database: 'd' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0]).toMatchObject({
      error_type: 'CONNECTION_HOST_DOWN_ERROR',
      extra: { invalid: ['host', 'port'] },
    });
    expect(JSON.stringify(answer.body)).not.toContain('"p"');
  });

  it('validate_parameters: a file database inside the data directory connects; outside it is refused on `database`', async () => {
    const ok = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'sqlite',
      configuration_method: 'dynamic_form',
      parameters: { database: sqliteFile },
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'OK' });
    const outside = await admin.post('/api/v1/database/validate_parameters/', {
      engine: 'sqlite',
      configuration_method: 'dynamic_form',
      parameters: { database: '/etc/passwd' },
    });
    expect(outside.status).toBe(422);
    expect(outside.body.errors[0].extra.invalid).toEqual(['database']);
    expect(outside.body.errors[0].message).toMatch(/TESSERA_DATA_DIRS/);
  });

  it('test_connection: a refused port answers CONNECTION_HOST_DOWN_ERROR, not a payload error', async () => {
    const port = await closedPort();
    const answer = await admin.post('/api/v1/database/test_connection/', {
      sqlalchemy_uri: `mysql://u:p@127.0.0.1:${port}/d`,
      database_name: 'probe',
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors[0].error_type).toBe('CONNECTION_HOST_DOWN_ERROR');
  });

  it('lists engines with their parameter schemas and upload support', async () => {
    const engines = await admin.get('/api/v1/database/available/');
    const byEngine = Object.fromEntries(engines.body.map((e: { engine: string }) => [e.engine, e]));
    expect(Object.keys(byEngine).sort()).toEqual([
      'clickhousedb',
      'duckdb',
      'mariadb',
      'mysql',
      'postgresql',
      'sqlite',
      'trino',
    ]);
    expect(byEngine.postgresql.parameters.required).toEqual(['host', 'port', 'username', 'database']);
    expect(byEngine.postgresql.parameters.properties.port.default).toBe(5432);
    expect(byEngine.sqlite.parameters.required).toEqual(['database']);
    expect(byEngine.duckdb.engine_information.supports_file_upload).toBe(true);
    expect(byEngine.trino.engine_information.supports_file_upload).toBe(false);
  });

  it('saves and returns the settings: SQL Lab, DML, uploads and their schemas, async, cache timeout', async () => {
    const created = await admin.post('/api/v1/database/', {
      database_name: 'shop',
      sqlalchemy_uri: `sqlite:///${sqliteFile}`,
      expose_in_sqllab: false,
      allow_dml: true,
      allow_file_upload: true,
      allow_run_async: true,
      cache_timeout: 600,
      extra: JSON.stringify({ schemas_allowed_for_file_upload: ['main'] }),
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toMatchObject({
      expose_in_sqllab: false,
      allow_dml: true,
      allow_file_upload: true,
      allow_run_async: true,
      cache_timeout: 600,
      configuration_method: 'dynamic_form',
      parameters: { database: sqliteFile },
    });
    expect(JSON.parse(created.body.result.extra)).toEqual({ schemas_allowed_for_file_upload: ['main'] });

    const extra = await admin.get(`/api/v1/database/${created.body.id}/table_extra/orders/main/`);
    expect(extra.status).toBe(200);
    expect(extra.body).toEqual({});
    expect((await admin.get(`/api/v1/database/${created.body.id}/table_extra/nope/main/`)).status).toBe(404);
    const metadata = await admin.get(
      `/api/v1/database/${created.body.id}/table_metadata/?name=orders&schema=main`,
    );
    expect(metadata.body.columns.map((c: { name: string }) => c.name)).toEqual(['id', 'region']);
  });

  it('refuses a dataset update that repeats a column or metric name (422, as Superset)', async () => {
    const database = await admin.get(
      '/api/v1/database/?q=(filters:!((col:database_name,opr:eq,value:shop)))',
    );
    const dataset = await admin.post('/api/v1/dataset/', {
      database: database.body.result[0].id,
      schema: 'main',
      table_name: 'orders',
    });
    expect(dataset.status).toBe(201);
    const columns = await admin.put(`/api/v1/dataset/${dataset.body.id}`, {
      columns: [{ column_name: 'id' }, { column_name: 'id' }],
    });
    expect(columns.status).toBe(422);
    expect(columns.body.message).toEqual({ columns: ['One or more columns are duplicated'] });
    const metrics = await admin.put(`/api/v1/dataset/${dataset.body.id}`, {
      metrics: [
        { metric_name: 'n', expression: 'COUNT(*)' },
        { metric_name: 'n', expression: 'SUM(id)' },
      ],
    });
    expect(metrics.status).toBe(422);
    expect(metrics.body.message).toEqual({ metrics: ['One or more metrics are duplicated'] });
  });
});
