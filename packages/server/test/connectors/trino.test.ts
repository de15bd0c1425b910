/**
 * The Trino connector: URI parsing, literal rendering (the injection boundary of
 * EXECUTE IMMEDIATE … USING), type mapping and value conversion without a server; against a real
 * coordinator (TEST_TRINO_URL, e.g. trino://tessera@127.0.0.1:8080/system) wire types, hostile
 * parameters round-tripping, timeout, cancel, introspection and connection errors.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ConnectionTestError,
  connectionFailureMessage,
} from '../../src/engine/connectors/connection-test';
import { ConnectorError } from '../../src/engine/connectors/errors';
import { createConnector, parseUri } from '../../src/engine/connectors/registry';
import { TrinoConnector, trinoOptionsFromContext } from '../../src/engine/connectors/trino';
import {
  renderTrinoLiteral,
  trinoConverter,
  trinoGenericType,
  trinoStatement,
  trinoZonedTimestampToEpochMs,
} from '../../src/engine/connectors/trino-values';
import type { Connector, QueryParameter } from '../../src/engine/types';
import { GenericDataType } from '../../src/engine/types';
import { service } from '../platform/services';

const { url } = service('trino', 'the Trino server tests');

const HOSTILE = [
  "it's",
  "' OR '1'='1",
  "'); DROP TABLE t; --",
  "\\'; SELECT 1; --",
  "''''",
  '?',
  "' USING 1, '",
  'line\nbreak\r\n\t/* comment */ -- dash',
  'ünïcødé 𝔘 \u0000 end',
];

/**
 * Reads a Trino string literal starting at `text[at]` by the language's one rule (a doubled
 * quote is a quote) and returns its value and the index after it.
 */
function readStringLiteral(text: string, at: number): { value: string; end: number } {
  expect(text[at]).toBe("'");
  let value = '';
  let i = at + 1;
  for (;;) {
    const quote = text.indexOf("'", i);
    expect(quote).toBeGreaterThanOrEqual(0);
    value += text.slice(i, quote);
    if (text[quote + 1] === "'") {
      value += "'";
      i = quote + 2;
    } else {
      return { value, end: quote + 1 };
    }
  }
}

/** Splits `EXECUTE IMMEDIATE '<sql>' USING 'a', 'b'` back into the SQL and the string values. */
function parseStatement(statement: string): { sql: string; values: string[] } {
  const prefix = 'EXECUTE IMMEDIATE ';
  expect(statement.startsWith(prefix)).toBe(true);
  const sql = readStringLiteral(statement, prefix.length);
  expect(statement.slice(sql.end, sql.end + 7)).toBe(' USING ');
  const values: string[] = [];
  let at = sql.end + 7;
  for (;;) {
    const literal = readStringLiteral(statement, at);
    values.push(literal.value);
    if (literal.end === statement.length) return { sql: sql.value, values };
    expect(statement.slice(literal.end, literal.end + 2)).toBe(', ');
    at = literal.end + 2;
  }
}

describe('Trino URIs', () => {
  const options = (uri: string, password: string | null = null) =>
    trinoOptionsFromContext({ uri: parseUri(uri), password, allowDml: false });

  it('reads the coordinator, catalog, schema and login', () => {
    expect(options('trino://ann:s%40cret@trino.example:8443/hive/sales?protocol=https')).toEqual({
      server: 'https://trino.example:8443',
      catalog: 'hive',
      schema: 'sales',
      user: 'ann',
      password: 's@cret',
    });
    expect(options('trino://bob@localhost/tpch', 'stored')).toEqual({
      server: 'http://localhost:8080',
      catalog: 'tpch',
      schema: null,
      user: 'bob',
      password: 'stored',
    });
    expect(options('trino://h')).toMatchObject({ catalog: null, schema: null, user: 'tessera' });
  });

  it('is reached through the registry', async () => {
    const connector = createConnector('trino://u@h:8080/c');
    expect(connector).toBeInstanceOf(TrinoConnector);
    await connector.close();
  });
});

describe('Trino parameters', () => {
  it('renders each value as one self-contained literal', () => {
    const cases: [QueryParameter, string][] = [
      [null, 'NULL'],
      [true, 'TRUE'],
      [false, 'FALSE'],
      [42, "INTEGER '42'"],
      [-7, "INTEGER '-7'"],
      [3_000_000_000, "BIGINT '3000000000'"],
      [1.5, "DOUBLE '1.5'"],
      [1e21, "DOUBLE '1e+21'"],
      [Number.NaN, 'nan()'],
      [Number.NEGATIVE_INFINITY, '-infinity()'],
      [9007199254740993n, "BIGINT '9007199254740993'"],
      [2n ** 70n, `DECIMAL '${2n ** 70n}'`],
      ["it's", "'it''s'"],
      ['back\\slash', "'back\\slash'"],
    ];
    for (const [value, literal] of cases) expect(renderTrinoLiteral(value)).toBe(literal);
  });

  it('leaves a statement without parameters as it is, trailing semicolons aside', () => {
    expect(trinoStatement('SELECT 1;  ', [])).toBe('SELECT 1');
  });

  it('wraps the statement and its values so that hostile strings stay values', () => {
    const sql = "SELECT * FROM t WHERE a = ? AND b = ? AND c = 'x''y'";
    for (const hostile of HOSTILE) {
      const parsed = parseStatement(trinoStatement(sql, [hostile, `${hostile}${hostile}`]));
      expect(parsed).toEqual({ sql, values: [hostile, `${hostile}${hostile}`] });
    }
  });

  it('round-trips any strings (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme' }),
        fc.array(fc.string({ unit: 'binary' }), { minLength: 1 }),
        (sql, values) => {
          expect(parseStatement(trinoStatement(`${sql}x`, values))).toEqual({ sql: `${sql}x`, values });
        },
      ),
      { numRuns: 200 },
    );
  });

  it('renders every number as a literal made of its own digits only', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.bigInt()), (value) => {
        expect(renderTrinoLiteral(value)).toMatch(
          /^(nan\(\)|-?infinity\(\)|(INTEGER|BIGINT|DECIMAL|DOUBLE) '-?[0-9.e+-]+')$/,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe('Trino types and values', () => {
  it('maps native types to GenericDataType', () => {
    const cases: [string, GenericDataType][] = [
      ['bigint', GenericDataType.NUMERIC],
      ['decimal(12,2)', GenericDataType.NUMERIC],
      ['double', GenericDataType.NUMERIC],
      ['real', GenericDataType.NUMERIC],
      ['tinyint', GenericDataType.NUMERIC],
      ['varchar(10)', GenericDataType.STRING],
      ['boolean', GenericDataType.BOOLEAN],
      ['date', GenericDataType.TEMPORAL],
      ['timestamp(3)', GenericDataType.TEMPORAL],
      ['timestamp(6) with time zone', GenericDataType.TEMPORAL],
      ['array(integer)', GenericDataType.STRING],
    ];
    for (const [type, expected] of cases) expect([type, trinoGenericType(type)]).toEqual([type, expected]);
  });

  it('converts decimals, dates and timestamps with and without zones', () => {
    expect(trinoConverter('decimal(12,2)')?.('1234.56')).toBe(1234.56);
    expect(trinoConverter('double')?.('NaN')).toBeNaN();
    expect(trinoConverter('date')?.('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(trinoConverter('timestamp(6)')?.('2024-02-29 13:45:06.789123')).toBe(
      Date.UTC(2024, 1, 29, 13, 45, 6, 789),
    );
    const zoned = trinoConverter('timestamp(3) with time zone');
    expect(zoned?.('2024-02-29 13:45:06.789 UTC')).toBe(Date.UTC(2024, 1, 29, 13, 45, 6, 789));
    expect(zoned?.('2024-02-29 13:45:06.789 +02:00')).toBe(Date.UTC(2024, 1, 29, 11, 45, 6, 789));
    expect(zoned?.('2024-02-29 13:45:06.789 -05:30')).toBe(Date.UTC(2024, 1, 29, 19, 15, 6, 789));
    expect(zoned?.('2024-07-01 12:00:00.000 Europe/Berlin')).toBe(Date.UTC(2024, 6, 1, 10));
    expect(trinoZonedTimestampToEpochMs('garbage')).toBe('garbage');
    expect(trinoConverter('array(integer)')?.([1, null])).toBe('[1,null]');
    expect(trinoConverter('varchar')).toBeNull();
    expect(trinoConverter('bigint')).toBeNull();
  });
});

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

/** A query that runs for minutes: a hundred billion rows to count. */
const LONG_QUERY =
  'SELECT count(*) AS n FROM UNNEST(sequence(1, 10000)) a(x) CROSS JOIN UNNEST(sequence(1, 10000)) b(y) CROSS JOIN UNNEST(sequence(1, 1000)) c(z)';

describe.skipIf(!url)('Trino connector', () => {
  let connector: Connector;
  beforeAll(() => {
    connector = createConnector(url as string);
  });
  afterAll(() => connector?.close());

  it('converts every value to its wire type', async () => {
    const result = await connector.execute(
      "SELECT 42 AS i, BIGINT '123' AS b, DECIMAL '1234.56' AS amount, DOUBLE '1.5' AS ratio, 'héllo' AS label, true AS flag, DATE '2024-02-29' AS day, TIMESTAMP '2024-02-29 13:45:06.789' AS at, TIMESTAMP '2024-02-29 13:45:06.789 +02:00' AS at_tz, CAST(NULL AS integer) AS nothing",
    );
    expect(result.rows).toEqual([
      {
        i: 42,
        b: 123,
        amount: 1234.56,
        ratio: 1.5,
        label: 'héllo',
        flag: true,
        day: Date.UTC(2024, 1, 29),
        at: Date.UTC(2024, 1, 29, 13, 45, 6, 789),
        at_tz: Date.UTC(2024, 1, 29, 11, 45, 6, 789),
        nothing: null,
      },
    ]);
    expect(result.columns.map((column) => column.genericType)).toEqual([0, 0, 0, 0, 1, 3, 2, 2, 2, 0]);
  });

  it('binds parameters: hostile strings come back unchanged', async () => {
    for (const hostile of HOSTILE.filter((value) => !value.includes('\u0000'))) {
      const result = await connector.execute('SELECT ? AS v, ? AS n, ? AS b', [hostile, 5, true]);
      expect(result.rows).toEqual([{ v: hostile, n: 5, b: true }]);
    }
  });

  it('times out and cancels long queries', async () => {
    let started = performance.now();
    const timeout = await failure(connector.execute(LONG_QUERY, [], { timeoutMs: 500 }));
    expect(timeout.code).toBe('TIMED_OUT');
    expect(performance.now() - started).toBeLessThan(2500);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 300);
    started = performance.now();
    const aborted = await failure(connector.execute(LONG_QUERY, [], { signal: controller.signal }));
    expect(aborted.code).toBe('CANCELLED');
    expect(performance.now() - started).toBeLessThan(2500);
  });

  it('lists schemas, tables and typed columns', async () => {
    expect(Array.isArray(await connector.getSchemas())).toBe(true);
    expect(await connector.getTables('information_schema')).toContain('tables');
    const columns = await connector.getColumns('information_schema', 'tables');
    expect(columns.find((column) => column.name === 'table_name')).toMatchObject({ genericType: 1 });
  });

  it('tests the connection with messages a user understands', async () => {
    await expect(connector.testConnection()).resolves.toBeUndefined();
    const refused = createConnector('trino://tessera@127.0.0.1:1/system');
    const unreachable = (await failure(refused.testConnection())) as ConnectionTestError;
    expect(unreachable.failure).toBe('UNREACHABLE');
    expect(unreachable.message).toBe(connectionFailureMessage('UNREACHABLE', 'Trino'));
    const base = new URL((url as string).replace(/^trino:/, 'http:'));
    const noCatalog = createConnector(
      `trino://${base.username || 'tessera'}@${base.host}/tessera_no_such_catalog`,
    );
    const missing = (await failure(noCatalog.testConnection())) as ConnectionTestError;
    expect(missing.failure).toBe('NOT_THAT_DATABASE');
    expect(missing.detail).toMatch(/catalog "tessera_no_such_catalog" does not exist/);
  });
});
