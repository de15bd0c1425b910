/**
 * The ClickHouse connector: URI parsing, type mapping and value conversion without a server;
 * against a real server (TEST_CLICKHOUSE_URL, e.g. clickhousedb://default@127.0.0.1:8123/default)
 * wire types, parameters, read-only refusal, timeout, cancel, introspection and login errors.
 * Each run works in its own database and drops it afterwards.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ClickHouseConnector,
  clickHouseErrorCode,
  clickHouseOptionsFromContext,
} from '../../src/engine/connectors/clickhouse';
import {
  clickHouseConverter,
  clickHouseGenericType,
  clickHouseQueryParams,
  quoteClickHouseString,
  unwrapClickHouseType,
  wallTimeToEpochMs,
} from '../../src/engine/connectors/clickhouse-values';
import { ConnectionTestError, connectionFailureMessage } from '../../src/engine/connectors/connection-test';
import { ConnectorError } from '../../src/engine/connectors/errors';
import { createConnector, parseUri } from '../../src/engine/connectors/registry';
import type { Connector } from '../../src/engine/types';
import { GenericDataType } from '../../src/engine/types';
import { service } from '../platform/services';

const { url } = service('clickhouse', 'the ClickHouse server tests');

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

const optionsOf = (uri: string, password: string | null = null) =>
  clickHouseOptionsFromContext({ uri: parseUri(uri), password, allowDml: false });

describe('ClickHouse URIs', () => {
  it('reads the HTTP interface, the database and the login', () => {
    expect(optionsOf('clickhousedb://ann:s%2Fcret@ch.example:8124/sales')).toEqual({
      url: 'http://ch.example:8124',
      database: 'sales',
      user: 'ann',
      password: 's/cret',
      allowDml: false,
    });
    expect(optionsOf('clickhouse+http://ch.example?protocol=https', 'stored')).toMatchObject({
      url: 'https://ch.example:8443',
      database: 'default',
      user: 'default',
      password: 'stored',
    });
    expect(optionsOf('clickhouse://h')).toMatchObject({ url: 'http://h:8123' });
    expect(() => optionsOf('clickhouse+native://h:9000/db')).toThrow(
      /native TCP protocol.*clickhousedb:\/\//,
    );
  });

  it('is reached through the registry under every scheme name', async () => {
    for (const uri of ['clickhousedb://h/db', 'clickhouse://h/db', 'clickhouse+http://h/db']) {
      const connector = createConnector(uri);
      expect(connector).toBeInstanceOf(ClickHouseConnector);
      await connector.close();
    }
  });
});

describe('ClickHouse types and values', () => {
  it('maps wrapped native types to GenericDataType', () => {
    expect(unwrapClickHouseType("LowCardinality(Nullable(DateTime('UTC')))")).toBe("DateTime('UTC')");
    const cases: [string, GenericDataType][] = [
      ['UInt8', GenericDataType.NUMERIC],
      ['Nullable(Int64)', GenericDataType.NUMERIC],
      ['Decimal(18, 2)', GenericDataType.NUMERIC],
      ['Float32', GenericDataType.NUMERIC],
      ['LowCardinality(String)', GenericDataType.STRING],
      ['Date32', GenericDataType.TEMPORAL],
      ["DateTime64(3, 'Europe/Berlin')", GenericDataType.TEMPORAL],
      ['LowCardinality(Nullable(DateTime))', GenericDataType.TEMPORAL],
      ['Bool', GenericDataType.BOOLEAN],
      ['Array(UInt8)', GenericDataType.STRING],
      ["Enum8('a' = 1)", GenericDataType.STRING],
    ];
    for (const [type, expected] of cases)
      expect([type, clickHouseGenericType(type)]).toEqual([type, expected]);
  });

  it('converts quoted wide integers, dates and date-times in their zones', () => {
    expect(clickHouseConverter('Int64', 'UTC')?.('9007199254740993')).toBe('9007199254740993');
    expect(clickHouseConverter('Nullable(UInt64)', 'UTC')?.('123')).toBe(123);
    expect(clickHouseConverter('Date', 'Asia/Tokyo')?.('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(clickHouseConverter('DateTime', 'UTC')?.('2024-02-29 13:45:06')).toBe(
      Date.UTC(2024, 1, 29, 13, 45, 6),
    );
    // The server's zone applies when the type names none; the type's zone wins otherwise.
    expect(clickHouseConverter('DateTime', 'Asia/Tokyo')?.('2024-02-29 13:45:06')).toBe(
      Date.UTC(2024, 1, 29, 4, 45, 6),
    );
    expect(clickHouseConverter("DateTime64(3, 'Europe/Berlin')", 'UTC')?.('2024-07-01 12:00:00.250')).toBe(
      Date.UTC(2024, 6, 1, 10, 0, 0, 250),
    );
    expect(clickHouseConverter('Array(UInt8)', 'UTC')?.([1, 2])).toBe('[1,2]');
    expect(clickHouseConverter('String', 'UTC')).toBeNull();
    expect(clickHouseConverter('Float64', 'UTC')).toBeNull();
  });

  it('reads wall-clock times across daylight-saving changes', () => {
    // Europe/Berlin moved from +01:00 to +02:00 at 2024-03-31 02:00 local time.
    expect(wallTimeToEpochMs('2024-03-31 01:30:00', 'Europe/Berlin')).toBe(Date.UTC(2024, 2, 31, 0, 30));
    expect(wallTimeToEpochMs('2024-03-31 03:30:00', 'Europe/Berlin')).toBe(Date.UTC(2024, 2, 31, 1, 30));
    expect(wallTimeToEpochMs('2024-10-27 12:00:00', 'America/New_York')).toBe(Date.UTC(2024, 9, 27, 16));
    expect(wallTimeToEpochMs('0000-00-00 00:00:00', 'UTC')).toBe('0000-00-00 00:00:00');
    expect(wallTimeToEpochMs('not a date', 'UTC')).toBe('not a date');
    expect(wallTimeToEpochMs('2024-02-29T13:45:06Z', 'Asia/Tokyo')).toBe(Date.UTC(2024, 1, 29, 13, 45, 6));
    expect(wallTimeToEpochMs('2024-01-01 00:00:00', 'No/Such_Zone')).toBe('2024-01-01 00:00:00');
  });

  it('names parameters p1, p2, … and quotes literals against injection', () => {
    expect(clickHouseQueryParams(['a', 2, true, null, 5n])).toEqual({
      p1: 'a',
      p2: 2,
      p3: true,
      p4: null,
      p5: '5',
    });
    expect(quoteClickHouseString("it's")).toBe("'it\\'s'");
    expect(quoteClickHouseString("a\\' OR 1=1 --")).toBe("'a\\\\\\' OR 1=1 --'");
  });

  it('reads error codes from old and new servers', () => {
    expect(clickHouseErrorCode(new Error('Code: 193, e.displayText() = DB::Exception: Wrong password'))).toBe(
      193,
    );
    expect(clickHouseErrorCode(Object.assign(new Error('x'), { code: '516' }))).toBe(516);
    expect(clickHouseErrorCode(Object.assign(new Error('x'), { code: 'ECONNREFUSED' }))).toBeUndefined();
  });
});

describe.skipIf(!url)('ClickHouse connector', () => {
  const database = `tessera_h8_${randomBytes(4).toString('hex')}`;
  const target = new URL(
    (url ?? 'clickhousedb://default@localhost:8123/default').replace(/^[a-z+]+:/, 'http:'),
  );
  const base = `clickhousedb://${target.username}${target.password ? `:${target.password}` : ''}@${target.host}`;
  const uri = `${base}/${database}`;
  let admin: Connector;
  let connector: Connector;

  beforeAll(async () => {
    admin = createConnector(`${base}/default`, { allowDml: true });
    await admin.execute(`CREATE DATABASE ${database}`);
    await admin.execute(`CREATE TABLE ${database}.facts (
      i Nullable(Int32), big Nullable(Int64), small Nullable(UInt64), ratio Nullable(Float64),
      label Nullable(String), flag Nullable(UInt8), day Nullable(Date), at Nullable(DateTime('UTC')),
      at_berlin Nullable(DateTime('Europe/Berlin'))) ENGINE = Memory`);
    await admin.execute(`INSERT INTO ${database}.facts VALUES
      (42, 9007199254740993, 123, 1.5, 'héllo', 1, '2024-02-29', '2024-02-29 13:45:06', '2024-02-29 13:45:06'),
      (NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL)`);
    connector = createConnector(uri);
  });

  afterAll(async () => {
    await connector?.close();
    await admin?.execute(`DROP DATABASE IF EXISTS ${database}`);
    await admin?.close();
  });

  it('converts every value to its wire type', async () => {
    const result = await connector.execute('SELECT * FROM facts ORDER BY isNull(i), i');
    expect(result.rows[0]).toEqual({
      i: 42,
      big: '9007199254740993',
      small: 123,
      ratio: 1.5,
      label: 'héllo',
      flag: 1,
      day: Date.UTC(2024, 1, 29),
      at: Date.UTC(2024, 1, 29, 13, 45, 6),
      at_berlin: Date.UTC(2024, 1, 29, 12, 45, 6),
    });
    expect(Object.values(result.rows[1] ?? {}).every((value) => value === null)).toBe(true);
    expect(result.columns.map((column) => column.genericType)).toEqual([0, 0, 0, 0, 1, 0, 2, 2, 2]);
    const extra = await connector.execute(
      'SELECT count() AS n, toDecimal64(12.5, 2) AS amount, [1, 2] AS list FROM facts',
    );
    expect(extra.rows).toEqual([{ n: 2, amount: 12.5, list: '[1,2]' }]);
  });

  it('binds {pN:Type} parameters, hostile strings included (inlined on servers before 19.x)', async () => {
    const sql = 'SELECT label FROM facts WHERE i = {p1:Int64} AND label = {p2:String}';
    expect((await connector.execute(sql, [42, 'héllo'])).rows).toEqual([{ label: 'héllo' }]);
    // Hostile values on this server: contract.ts and clickhouse-inline.test.ts.
  });

  it('refuses writes unless the database allows DML', async () => {
    const error = await failure(connector.execute('INSERT INTO facts (i) VALUES (1)'));
    expect(error.code).toBe('QUERY_FAILED');
    expect(error.message).toMatch(/readonly mode.*allow DML/s);
    expect((await connector.execute('SELECT count() AS n FROM facts')).rows).toEqual([{ n: 2 }]);
  });

  it('times out a long query', async () => {
    const started = performance.now();
    const error = await failure(connector.execute('SELECT sleep(3)', [], { timeoutMs: 500 }));
    expect(error.code).toBe('TIMED_OUT');
    expect(performance.now() - started).toBeLessThan(1800);
    expect((await connector.execute('SELECT 1 AS one', [], { timeoutMs: 500 })).rows).toEqual([{ one: 1 }]);
  });

  it('stops the query on the server, not only the request', async () => {
    const marker = `tessera_h8_kill_${randomBytes(3).toString('hex')}`;
    const heavy = `SELECT count() AS n, '${marker}' AS marker FROM numbers(100000000000) WHERE sipHash64(number) % 7 = 3`;
    const error = await failure(connector.execute(heavy, [], { timeoutMs: 500 }));
    expect(error.code).toBe('TIMED_OUT');
    const running = async () =>
      (
        await admin.execute(
          `SELECT count() AS n FROM system.processes WHERE query LIKE '%${marker}%' AND query NOT LIKE '%system.processes%'`,
        )
      ).rows[0]?.n;
    await expect.poll(running, { timeout: 1000 }).toBe(0);
  });

  it('lists schemas, tables and typed columns', async () => {
    const schemas = await connector.getSchemas();
    expect(schemas).toContain(database);
    expect(schemas).not.toContain('system');
    expect(await connector.getTables(database)).toEqual(['facts']);
    expect(await connector.getTables(null)).toEqual(['facts']);
    expect(await connector.getTables("x' OR 1=1 --")).toEqual([]);
    const columns = await connector.getColumns(database, 'facts');
    expect(columns.map((column) => [column.name, column.type, column.genericType, column.isDttm])).toEqual([
      ['i', 'Nullable(Int32)', 0, false],
      ['big', 'Nullable(Int64)', 0, false],
      ['small', 'Nullable(UInt64)', 0, false],
      ['ratio', 'Nullable(Float64)', 0, false],
      ['label', 'Nullable(String)', 1, false],
      ['flag', 'Nullable(UInt8)', 0, false],
      ['day', 'Nullable(Date)', 2, true],
      ['at', "Nullable(DateTime('UTC'))", 2, true],
      ['at_berlin', "Nullable(DateTime('Europe/Berlin'))", 2, true],
    ]);
  });

  it('works for a user whose profile is readonly=1 (no settings may change)', async (context) => {
    // Servers with SQL user management get a throw-away user; older ones need one configured
    // with the `readonly` profile and named in TEST_CLICKHOUSE_READONLY_USER.
    const created = `tessera_h8_ro_${randomBytes(3).toString('hex')}`;
    const made = await admin
      .execute(`CREATE USER ${created} IDENTIFIED WITH no_password SETTINGS readonly = 1`)
      .then(() => true)
      .catch(() => false);
    if (made) await admin.execute(`GRANT SELECT ON ${database}.* TO ${created}`);
    const user = made ? created : process.env.TEST_CLICKHOUSE_READONLY_USER;
    if (!user) {
      console.info(
        'Skipping the readonly=1 test: no CREATE USER here and TEST_CLICKHOUSE_READONLY_USER is not set.',
      );
      context.skip();
      return;
    }
    const readonly = createConnector(`clickhousedb://${user}@${target.host}/${database}`);
    try {
      expect(
        (await readonly.execute('SELECT count() AS n FROM facts', [], { timeoutMs: 5000 })).rows,
      ).toEqual([{ n: 2 }]);
      const started = performance.now();
      const error = await failure(readonly.execute('SELECT sleep(3)', [], { timeoutMs: 500 }));
      expect(error.code).toBe('TIMED_OUT');
      expect(performance.now() - started).toBeLessThan(1800);
      expect((await failure(readonly.execute('INSERT INTO facts (i) VALUES (1)'))).message).toMatch(
        /readonly/i,
      );
    } finally {
      await readonly.close();
      if (made) await admin.execute(`DROP USER IF EXISTS ${created}`);
    }
  });

  it('tests the connection with messages a user understands', async () => {
    await expect(connector.testConnection()).resolves.toBeUndefined();
    const check = async (candidateUri: string, password: string | null = null) => {
      const candidate = createConnector(candidateUri, { password });
      try {
        return await failure(candidate.testConnection());
      } finally {
        await candidate.close();
      }
    };
    // One of three classes in our words; the server's own words stay in `detail` (logs only).
    const expectClass = (error: ConnectorError, failure: ConnectionTestError['failure'], detail: RegExp) => {
      expect(error).toBeInstanceOf(ConnectionTestError);
      expect((error as ConnectionTestError).failure).toBe(failure);
      expect(error.message).toBe(connectionFailureMessage(failure, 'ClickHouse'));
      expect((error as ConnectionTestError).detail).toMatch(detail);
    };
    const badPassword = await check(
      `clickhousedb://${target.username || 'default'}@${target.host}/default`,
      'wrong',
    );
    expectClass(badPassword, 'LOGIN_REFUSED', /ClickHouse refused the login of user/);
    const noDb = await check(`${base}/tessera_no_such_db`);
    expectClass(
      noDb,
      'NOT_THAT_DATABASE',
      /The database "tessera_no_such_db" does not exist on the ClickHouse server/,
    );
    const refused = await check('clickhousedb://default@127.0.0.1:1/default');
    expectClass(refused, 'UNREACHABLE', /127\.0\.0\.1:1: the connection was refused/);
  });
});
