/**
 * The PostgreSQL connector against a real server (TEST_POSTGRES_URL): wire types, bound
 * parameters, read-only sessions, timeout and cancel, introspection and connection errors. Each
 * run works in its own schema and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionTestError, connectionFailureMessage } from '../../src/engine/connectors/connection-test';
import { ConnectorError } from '../../src/engine/connectors/errors';
import { PostgresConnector, postgresOptionsFromContext } from '../../src/engine/connectors/postgres';
import { createConnector, parseUri } from '../../src/engine/connectors/registry';
import type { Connector } from '../../src/engine/types';
import { GenericDataType } from '../../src/engine/types';
import { service } from '../platform/services';

const { url } = service('postgres', 'the PostgreSQL connector tests');

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

describe('PostgreSQL URIs', () => {
  const options = (uri: string, password: string | null = null, allowDml = false) =>
    postgresOptionsFromContext({ uri: parseUri(uri), password, allowDml });

  it('reads every part of a Superset URI, drivers included', () => {
    expect(options('postgresql+psycopg2://ann:s%40cret@db.example:6543/sales?sslmode=require')).toEqual({
      host: 'db.example',
      port: 6543,
      database: 'sales',
      user: 'ann',
      password: 's@cret',
      ssl: { rejectUnauthorized: false },
      allowDml: false,
    });
  });

  it('uses defaults and the separately stored password', () => {
    const parsed = options('postgres://bob:XXXXXXXXXX@localhost', 'real-password', true);
    expect(parsed).toMatchObject({ port: 5432, database: 'postgres', password: 'real-password', ssl: false });
    expect(parsed.allowDml).toBe(true);
    expect(options('postgresql://u@h/db?options=-csearch_path%3Dsales').serverOptions).toBe(
      '-csearch_path=sales',
    );
  });

  it('is reached through the registry under both scheme names', async () => {
    const a = createConnector('postgresql://u@h/db');
    const b = createConnector('postgres+psycopg2://u@h/db');
    expect(a).toBeInstanceOf(PostgresConnector);
    expect(b.engine).toBe('postgresql');
    await Promise.all([a.close(), b.close()]);
  });
});

describe.skipIf(!url)('PostgreSQL connector', () => {
  const schema = `tessera_h8_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  let connector: Connector;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.query(`CREATE TABLE ${schema}.facts (
      i integer, big bigint, small_big bigint, amount numeric(12,2), ratio double precision,
      quarter real, label text, flag boolean, day date, at timestamp, at_tz timestamptz)`);
    await admin.query(`INSERT INTO ${schema}.facts VALUES
      (42, 9007199254740993, 123, 1234.56, 1.5, 0.25, 'héllo', true, '2024-02-29',
       '2024-02-29 13:45:06.789', '2024-02-29 13:45:06.789+02'),
      (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
    await admin.query(`CREATE VIEW ${schema}.facts_view AS SELECT i, label FROM ${schema}.facts`);
    connector = createConnector(url as string);
  });

  afterAll(async () => {
    await connector?.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  it('converts every value to its wire type', async () => {
    const result = await connector.execute(`SELECT * FROM ${schema}.facts ORDER BY i NULLS LAST`);
    expect(result.rows[0]).toEqual({
      i: 42,
      big: '9007199254740993',
      small_big: 123,
      amount: 1234.56,
      ratio: 1.5,
      quarter: 0.25,
      label: 'héllo',
      flag: true,
      day: Date.UTC(2024, 1, 29),
      at: Date.UTC(2024, 1, 29, 13, 45, 6, 789),
      at_tz: Date.UTC(2024, 1, 29, 11, 45, 6, 789),
    });
    expect(Object.values(result.rows[1] ?? {}).every((value) => value === null)).toBe(true);
    expect(result.columns.map((column) => [column.name, column.type, column.genericType])).toEqual([
      ['i', 'INTEGER', GenericDataType.NUMERIC],
      ['big', 'BIGINT', GenericDataType.NUMERIC],
      ['small_big', 'BIGINT', GenericDataType.NUMERIC],
      ['amount', 'NUMERIC', GenericDataType.NUMERIC],
      ['ratio', 'DOUBLE PRECISION', GenericDataType.NUMERIC],
      ['quarter', 'REAL', GenericDataType.NUMERIC],
      ['label', 'TEXT', GenericDataType.STRING],
      ['flag', 'BOOLEAN', GenericDataType.BOOLEAN],
      ['day', 'DATE', GenericDataType.TEMPORAL],
      ['at', 'TIMESTAMP WITHOUT TIME ZONE', GenericDataType.TEMPORAL],
      ['at_tz', 'TIMESTAMP WITH TIME ZONE', GenericDataType.TEMPORAL],
    ]);
    // The whole result must serialise: no bigint or Date slips through.
    expect(() => JSON.stringify(result)).not.toThrow();
  });

  it('names types it has no built-in name for, and aggregates convert too', async () => {
    const result = await connector.execute(
      `SELECT count(*) AS n, sum(small_big) AS total, int4range(1, 3) AS span FROM ${schema}.facts`,
    );
    expect(result.rows).toEqual([{ n: 2, total: 123, span: '[1,3)' }]);
    expect(result.columns.map((column) => column.type)).toEqual(['BIGINT', 'NUMERIC', 'INT4RANGE']);
  });

  // Strings, numbers and hostile values: contract.ts. Here the types only PostgreSQL binds so.
  it('binds bigint and boolean parameters', async () => {
    const big = await connector.execute(`SELECT i FROM ${schema}.facts WHERE big = $1`, [9007199254740993n]);
    expect(big.rows).toEqual([{ i: 42 }]);
    const both = await connector.execute(`SELECT count(*) AS n FROM ${schema}.facts WHERE flag = $1`, [true]);
    expect(both.rows).toEqual([{ n: 1 }]);
  });

  it('refuses writes unless the database allows DML', async () => {
    const error = await failure(connector.execute(`INSERT INTO ${schema}.facts (i) VALUES (1)`));
    expect(error.code).toBe('QUERY_FAILED');
    expect(error.message).toMatch(/read-only transaction.*allow DML/);
    // One statement per call: a second statement cannot switch the session back.
    const sneaky = await failure(
      connector.execute(
        `SET default_transaction_read_only = off; INSERT INTO ${schema}.facts (i) VALUES (1)`,
      ),
    );
    expect(sneaky.message).toMatch(/multiple commands/);
    const count = await connector.execute(`SELECT count(*) AS n FROM ${schema}.facts`);
    expect(count.rows).toEqual([{ n: 2 }]);

    const writer = createConnector(url as string, { allowDml: true });
    try {
      await writer.execute(`INSERT INTO ${schema}.facts (i) VALUES ($1)`, [7]);
      expect((await writer.execute(`SELECT count(*) AS n FROM ${schema}.facts`)).rows).toEqual([{ n: 3 }]);
      await writer.execute(`DELETE FROM ${schema}.facts WHERE i = 7`);
    } finally {
      await writer.close();
    }
  });

  it('times out a long query and keeps the connection usable', async () => {
    const single = new PostgresConnector({
      ...postgresOptionsFromContext(contextOf(url as string)),
      poolSize: 1,
    });
    try {
      const started = performance.now();
      const error = await failure(single.execute('SELECT pg_sleep(5)', [], { timeoutMs: 500 }));
      expect(error.code).toBe('TIMED_OUT');
      expect(error.message).toBe('The query exceeded the 0.5 seconds timeout.');
      expect(performance.now() - started).toBeLessThan(1800);
      // The one pooled connection was cancelled, not killed: it answers the next query.
      expect((await single.execute('SELECT 1 AS one', [], { timeoutMs: 500 })).rows).toEqual([{ one: 1 }]);
      expect((await single.execute('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    } finally {
      await single.close();
    }
  });

  it('replaces a pooled connection that the server dropped', async () => {
    const single = new PostgresConnector({
      ...postgresOptionsFromContext(contextOf(url as string)),
      poolSize: 1,
    });
    try {
      const pid = (await single.execute('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
      const killed = failure(single.execute('SELECT pg_sleep(5)'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query('SELECT pg_terminate_backend($1)', [pid]);
      expect((await killed).message).toMatch(/terminating connection due to administrator command/);
      const next = await single.execute('SELECT pg_backend_pid() AS pid');
      expect(next.rows[0]?.pid).not.toBe(pid);
    } finally {
      await single.close();
    }
  });

  it('lists schemas, tables and typed columns', async () => {
    expect(await connector.getSchemas()).toContain(schema);
    expect(await connector.getSchemas()).not.toContain('pg_catalog');
    expect(await connector.getTables(schema)).toEqual(['facts', 'facts_view']);
    const columns = await connector.getColumns(schema, 'facts');
    expect(columns.map((column) => [column.name, column.type, column.genericType, column.isDttm])).toEqual([
      ['i', 'INTEGER', 0, false],
      ['big', 'BIGINT', 0, false],
      ['small_big', 'BIGINT', 0, false],
      ['amount', 'NUMERIC(12,2)', 0, false],
      ['ratio', 'DOUBLE PRECISION', 0, false],
      ['quarter', 'REAL', 0, false],
      ['label', 'TEXT', 1, false],
      ['flag', 'BOOLEAN', 3, false],
      ['day', 'DATE', 2, true],
      ['at', 'TIMESTAMP WITHOUT TIME ZONE', 2, true],
      ['at_tz', 'TIMESTAMP WITH TIME ZONE', 2, true],
    ]);
    expect(await connector.getColumns(schema, 'missing')).toEqual([]);
  });

  it('tests the connection with messages a user understands', async () => {
    await expect(connector.testConnection()).resolves.toBeUndefined();
    const target = new URL(url as string);
    const check = async (uri: string) => {
      const candidate = createConnector(uri);
      try {
        return await failure(candidate.testConnection());
      } finally {
        await candidate.close();
      }
    };
    // One of three classes in our words; the server's own words stay in `detail` (logs only).
    const expectClass = (error: ConnectorError, failure: ConnectionTestError['failure'], detail: RegExp) => {
      expect(error).toBeInstanceOf(ConnectionTestError);
      expect(error.code).toBe('CONNECTION_FAILED');
      expect((error as ConnectionTestError).failure).toBe(failure);
      expect(error.message).toBe(connectionFailureMessage(failure, 'PostgreSQL'));
      expect((error as ConnectionTestError).detail).toMatch(detail);
    };
    const host = `${target.hostname}:${target.port || 5432}`;
    const noDb = await check(`postgresql://${target.username}@${host}/tessera_no_such_db`);
    expectClass(
      noDb,
      'NOT_THAT_DATABASE',
      /The database "tessera_no_such_db" does not exist on the PostgreSQL server/,
    );
    const noUser = await check(`postgresql://tessera_no_such_user@${host}/postgres`);
    expectClass(noUser, 'LOGIN_REFUSED', /PostgreSQL refused user "tessera_no_such_user"/);
    const refused = await check('postgresql://postgres@127.0.0.1:1/postgres');
    expectClass(refused, 'UNREACHABLE', /127\.0\.0\.1:1: the connection was refused/);
    const unknownHost = await check('postgresql://postgres@no-such-host.invalid/postgres');
    expectClass(unknownHost, 'UNREACHABLE', /host "no-such-host\.invalid" was not found/);
  });
});

function contextOf(uri: string) {
  return { uri: parseUri(uri), password: null, allowDml: false };
}
