/**
 * The MySQL/MariaDB connector against a real server (TEST_MYSQL_URL): wire types, bound
 * parameters, read-only sessions, timeout and cancel, introspection and connection errors. Each
 * run works in its own database (and login) and drops them afterwards.
 */
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionTestError, connectionFailureMessage } from '../../src/engine/connectors/connection-test';
import { ConnectorError } from '../../src/engine/connectors/errors';
import { MysqlConnector, mysqlOptionsFromContext } from '../../src/engine/connectors/mysql';
import { mysqlTypeName } from '../../src/engine/connectors/mysql-values';
import { createConnector, parseUri } from '../../src/engine/connectors/registry';
import type { Connector } from '../../src/engine/types';
import { GenericDataType } from '../../src/engine/types';
import { service } from '../platform/services';

const { url } = service('mysql', 'the MySQL connector tests');

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

const contextOf = (uri: string, password: string | null = null, allowDml = false) => ({
  uri: parseUri(uri),
  password,
  allowDml,
});

describe('MySQL URIs and types', () => {
  it('reads every part of a Superset URI, drivers included', () => {
    expect(
      mysqlOptionsFromContext(contextOf('mysql+pymysql://ann:p%3Ass@db.example:3307/sales?ssl=true')),
    ).toEqual({
      host: 'db.example',
      port: 3307,
      database: 'sales',
      user: 'ann',
      password: 'p:ss',
      ssl: true,
      allowDml: false,
    });
    const mariadb = mysqlOptionsFromContext(contextOf('mariadb://bob:XXXXXXXXXX@localhost', 'stored', true));
    expect(mariadb).toMatchObject({
      port: 3306,
      database: '',
      password: 'stored',
      ssl: false,
      allowDml: true,
    });
  });

  it('is reached through the registry under every scheme name', async () => {
    for (const uri of ['mysql://u@h/db', 'mysql+mysqldb://u@h/db', 'mariadb://u@h/db']) {
      const connector = createConnector(uri);
      expect(connector).toBeInstanceOf(MysqlConnector);
      await connector.close();
    }
  });

  it('names binary and text variants of the same protocol type apart', () => {
    expect(mysqlTypeName({ type: 253, characterSet: 224 })).toBe('VARCHAR');
    expect(mysqlTypeName({ type: 253, characterSet: 63 })).toBe('VARBINARY');
    expect(mysqlTypeName({ type: 252, characterSet: 224 })).toBe('TEXT');
    expect(mysqlTypeName({ type: 252, characterSet: 63 })).toBe('BLOB');
    expect(mysqlTypeName({ type: 8 })).toBe('BIGINT');
  });
});

describe.skipIf(!url)('MySQL connector', () => {
  const suffix = randomBytes(4).toString('hex');
  const database = `tessera_h8_${suffix}`;
  const login = `tessera_h8_${suffix}`;
  const base = new URL(url ?? 'mysql://root@localhost:3306/test');
  const host = `${base.hostname}:${base.port || 3306}`;
  const uri = `mysql://${base.username}${base.password ? `:${base.password}` : ''}@${host}/${database}`;
  let admin: mysql.Connection;
  let connector: Connector;

  beforeAll(async () => {
    admin = await mysql.createConnection({ uri: url as string });
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.query(`CREATE TABLE ${database}.facts (
      i INT, big BIGINT, small_big BIGINT, amount DECIMAL(12,2), ratio DOUBLE, quarter FLOAT,
      label VARCHAR(200), flag BOOLEAN, day DATE, at DATETIME(3), at_ts TIMESTAMP(3) NULL, bin VARBINARY(4))`);
    // TIMESTAMP is stored in UTC and shown in the session zone: write it from +02:00.
    await admin.query("SET time_zone = '+02:00'");
    await admin.query(`INSERT INTO ${database}.facts VALUES
      (42, 9007199254740993, 123, 1234.56, 1.5, 0.25, 'héllo', TRUE, '2024-02-29',
       '2024-02-29 13:45:06.789', '2024-02-29 13:45:06.789', x'00ff'),
      (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
    await admin.query(`CREATE VIEW ${database}.facts_view AS SELECT i, label FROM ${database}.facts`);
    await admin.query(`CREATE USER '${login}'@'%' IDENTIFIED BY 'right-password'`);
    await admin.query(`GRANT SELECT ON ${database}.* TO '${login}'@'%'`);
    connector = createConnector(uri);
  });

  afterAll(async () => {
    await connector?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`DROP USER IF EXISTS '${login}'@'%'`);
    await admin.end();
  });

  it('converts every value to its wire type', async () => {
    const result = await connector.execute('SELECT * FROM facts ORDER BY i IS NULL, i');
    expect(result.rows[0]).toEqual({
      i: 42,
      big: '9007199254740993',
      small_big: 123,
      amount: 1234.56,
      ratio: 1.5,
      quarter: 0.25,
      label: 'héllo',
      flag: 1,
      day: Date.UTC(2024, 1, 29),
      at: Date.UTC(2024, 1, 29, 13, 45, 6, 789),
      at_ts: Date.UTC(2024, 1, 29, 11, 45, 6, 789),
      bin: Buffer.from([0, 255]).toString('base64'),
    });
    expect(Object.values(result.rows[1] ?? {}).every((value) => value === null)).toBe(true);
    expect(result.columns.map((column) => [column.name, column.type, column.genericType])).toEqual([
      ['i', 'INT', GenericDataType.NUMERIC],
      ['big', 'BIGINT', GenericDataType.NUMERIC],
      ['small_big', 'BIGINT', GenericDataType.NUMERIC],
      ['amount', 'DECIMAL', GenericDataType.NUMERIC],
      ['ratio', 'DOUBLE', GenericDataType.NUMERIC],
      ['quarter', 'FLOAT', GenericDataType.NUMERIC],
      ['label', 'VARCHAR', GenericDataType.STRING],
      ['flag', 'TINYINT', GenericDataType.NUMERIC],
      ['day', 'DATE', GenericDataType.TEMPORAL],
      ['at', 'DATETIME', GenericDataType.TEMPORAL],
      ['at_ts', 'TIMESTAMP', GenericDataType.TEMPORAL],
      ['bin', 'VARBINARY', GenericDataType.STRING],
    ]);
    expect(() => JSON.stringify(result)).not.toThrow();
    const aggregate = await connector.execute('SELECT COUNT(*) AS n, SUM(amount) AS total FROM facts');
    expect(aggregate.rows).toEqual([{ n: 2, total: 1234.56 }]);
  });

  // Strings, numbers and hostile values: contract.ts. Here bigint and DATETIME values.
  it('binds bigint and date-time parameters', async () => {
    const big = await connector.execute('SELECT i FROM facts WHERE big = ?', [9007199254740993n]);
    expect(big.rows).toEqual([{ i: 42 }]);
    const dated = await connector.execute('SELECT i FROM facts WHERE at >= CAST(? AS DATETIME)', [
      '2024-02-29 13:45:06',
    ]);
    expect(dated.rows).toEqual([{ i: 42 }]);
  });

  it('refuses writes unless the database allows DML', async () => {
    const error = await failure(connector.execute('INSERT INTO facts (i) VALUES (1)'));
    expect(error.code).toBe('QUERY_FAILED');
    expect(error.message).toMatch(/READ ONLY transaction.*allow DML/);
    const multiple = await failure(connector.execute('SELECT 1; INSERT INTO facts (i) VALUES (1)'));
    expect(multiple.code).toBe('QUERY_FAILED');
    expect((await connector.execute('SELECT COUNT(*) AS n FROM facts')).rows).toEqual([{ n: 2 }]);

    const writer = createConnector(uri, { allowDml: true });
    try {
      await writer.execute('INSERT INTO facts (i) VALUES (?)', [7]);
      expect((await writer.execute('SELECT COUNT(*) AS n FROM facts')).rows).toEqual([{ n: 3 }]);
      await writer.execute('DELETE FROM facts WHERE i = 7');
    } finally {
      await writer.close();
    }
  });

  it('times out a long query and keeps the connection usable', async () => {
    const single = new MysqlConnector({ ...mysqlOptionsFromContext(contextOf(uri)), poolSize: 1 });
    try {
      const started = performance.now();
      const error = await failure(single.execute('SELECT SLEEP(5)', [], { timeoutMs: 500 }));
      expect(error.code).toBe('TIMED_OUT');
      expect(error.message).toBe('The query exceeded the 0.5 seconds timeout.');
      expect(performance.now() - started).toBeLessThan(1800);
      expect((await single.execute('SELECT 1 AS one', [], { timeoutMs: 500 })).rows).toEqual([{ one: 1 }]);
      expect((await single.execute('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    } finally {
      await single.close();
    }
  });

  it('replaces a pooled connection that the server dropped', async () => {
    const single = new MysqlConnector({ ...mysqlOptionsFromContext(contextOf(uri)), poolSize: 1 });
    try {
      const id = (await single.execute('SELECT CONNECTION_ID() AS id')).rows[0]?.id;
      const killed = failure(single.execute('SELECT SLEEP(5)'));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await admin.query(`KILL CONNECTION ${Number(id)}`);
      expect((await killed).code).toBe('QUERY_FAILED');
      const next = await single.execute('SELECT CONNECTION_ID() AS id');
      expect(next.rows[0]?.id).not.toBe(id);
    } finally {
      await single.close();
    }
  });

  it('lists schemas, tables and typed columns', async () => {
    const schemas = await connector.getSchemas();
    expect(schemas).toContain(database);
    expect(schemas).not.toContain('information_schema');
    expect(await connector.getTables(database)).toEqual(['facts', 'facts_view']);
    expect(await connector.getTables(null)).toEqual(['facts', 'facts_view']);
    const columns = await connector.getColumns(null, 'facts');
    expect(columns.map((column) => [column.name, column.genericType, column.isDttm])).toEqual([
      ['i', 0, false],
      ['big', 0, false],
      ['small_big', 0, false],
      ['amount', 0, false],
      ['ratio', 0, false],
      ['quarter', 0, false],
      ['label', 1, false],
      ['flag', 0, false],
      ['day', 2, true],
      ['at', 2, true],
      ['at_ts', 2, true],
      ['bin', 1, false],
    ]);
    expect(columns.find((column) => column.name === 'amount')?.type).toBe('DECIMAL(12,2)');
    expect(columns.find((column) => column.name === 'at')?.type).toBe('DATETIME(3)');
  });

  it('tests the connection with messages a user understands', async () => {
    await expect(connector.testConnection()).resolves.toBeUndefined();
    const check = async (target: string, password: string | null = null) => {
      const candidate = createConnector(target, { password });
      try {
        return await candidate.testConnection().then(
          () => null,
          (error: unknown) => error as ConnectorError,
        );
      } finally {
        await candidate.close();
      }
    };
    // The stored password replaces the masked one in the URI.
    expect(await check(`mysql://${login}:XXXXXXXXXX@${host}/${database}`, 'right-password')).toBeNull();
    // One of three classes in our words; the server's own words stay in `detail` (logs only).
    const expectClass = (
      error: ConnectorError | null,
      failure: ConnectionTestError['failure'],
      detail: RegExp,
    ) => {
      expect(error).toBeInstanceOf(ConnectionTestError);
      expect(error?.code).toBe('CONNECTION_FAILED');
      expect((error as ConnectionTestError).failure).toBe(failure);
      expect(error?.message).toBe(connectionFailureMessage(failure, 'MySQL'));
      expect((error as ConnectionTestError).detail).toMatch(detail);
    };
    const badPassword = await check(`mysql://${login}:wrong-password@${host}/${database}`);
    expectClass(badPassword, 'LOGIN_REFUSED', new RegExp(`MySQL refused the login of user "${login}"`));
    const noDb = await check(`mysql://${base.username}@${host}/tessera_no_such_db`);
    expectClass(
      noDb,
      'NOT_THAT_DATABASE',
      /The database "tessera_no_such_db" does not exist on the MySQL server/,
    );
    const refused = await check('mysql://root@127.0.0.1:1/test');
    expectClass(refused, 'UNREACHABLE', /127\.0\.0\.1:1: the connection was refused/);
    const unknownHost = await check('mysql://root@no-such-host.invalid/test');
    expectClass(unknownHost, 'UNREACHABLE', /host "no-such-host\.invalid" was not found/);
  });
});
