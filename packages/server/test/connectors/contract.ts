/**
 * The connector contract: what every engine's connector must do for the chart-data engine and
 * SQL Lab, checked the same way on each (contract.test.ts runs it on DuckDB, SQLite, PostgreSQL,
 * MariaDB and ClickHouse). Each engine brings a table `facts` with the same three rows in its
 * own types; the contract checks the wire values and generic types, NULLs, dates and timestamps,
 * integers beyond 2^53 and decimals, unicode, bound parameters (hostile strings included), the
 * dialect's LIMIT/OFFSET (the row cap of every chart query), errors, timeouts, cancellation and
 * read-only sessions, and the listing of schemas, tables and columns. What only one engine has
 * (time zones, pools, login errors, URIs) stays in that engine's own file.
 */
import { getDialect } from '@tessera/sql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectorError } from '../../src/engine/connectors/errors';
import type { Connector } from '../../src/engine/types';
import { GenericDataType } from '../../src/engine/types';

/** Values every fixture holds, in this order of rows (i = 42, 7, NULL). */
export const LABEL = 'héllo ✓ 日本 🎉';
export const FACT_ROWS = [
  [42, '9007199254740993', '1234.56', '1.5', LABEL, '2024-02-29', '2024-02-29 13:45:06'],
  [7, '5', '-0.5', '-2.25', "O'Brien", '1999-12-31', '1999-12-31 23:59:59'],
] as const;

/** `INSERT … VALUES` text for the fixture rows, with each engine's way of writing a NULL row. */
export function factValues(): string {
  const literal = (value: string | number, index: number) =>
    index === 4 || index >= 5 ? `'${String(value).replace(/'/g, "''")}'` : String(value);
  const rows = FACT_ROWS.map((row) => `(${row.map(literal).join(', ')})`);
  return `${rows.join(', ')}, (NULL, NULL, NULL, NULL, NULL, NULL, NULL)`;
}

export interface ContractFixture {
  readonly connector: Connector;
  /** Where `facts` lives, as getTables/getColumns take it (null: the connection's default). */
  readonly schema: string | null;
  /** The table's name as the SQL should write it (schema-qualified where needed). */
  readonly table: string;
  readonly tearDown: () => Promise<void>;
}

export interface ContractEngine {
  /** The dialect id of @tessera/sql, for placeholders and LIMIT/OFFSET. */
  readonly dialect: 'duckdb' | 'sqlite' | 'postgresql' | 'mysql' | 'clickhouse';
  readonly name: string;
  /** Skip the engine (a service gate said so). */
  readonly skip: boolean;
  /**
   * Creates `facts (i int, big bigint, amount decimal(12,2), ratio double, label text, day date,
   * ts timestamp)` holding factValues() and returns a read-only connector to it.
   */
  readonly setUp: () => Promise<ContractFixture>;
  /** A query that runs for seconds, for timeout and cancellation. */
  readonly slowSql: string;
  /** Whether an abort can stop a query already running (SQLite runs synchronously: no). */
  readonly cancelsRunningQueries: boolean;
}

async function failure(promise: Promise<unknown>): Promise<ConnectorError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  return error as ConnectorError;
}

const HOSTILE = [
  "héllo' OR '1'='1",
  "héllo\\' OR 1=1 -- ",
  "x'; DROP TABLE facts; --",
  'x */ OR 1=1 /*',
  '$1',
  '?',
  '{p1:String}',
  '\n--',
];

export function connectorContract(engine: ContractEngine): void {
  describe.skipIf(engine.skip)(`connector contract: ${engine.name}`, () => {
    const dialect = getDialect(engine.dialect);
    let fixture: ContractFixture;
    let connector: Connector;
    let table: string;
    /** Placeholder text for the n-th (1-based) bound value of a given type. */
    const p = (index: number, type: 'string' | 'integer' | 'float' = 'string') =>
      dialect.placeholder(index, { kind: 'param', value: '', type });

    beforeAll(async () => {
      fixture = await engine.setUp();
      connector = fixture.connector;
      table = fixture.table;
    });

    afterAll(async () => {
      await connector?.close();
      await fixture?.tearDown();
    });

    it('maps values and types to the wire: numbers, big integers, decimals, unicode, dates, NULLs', async () => {
      const result = await connector.execute(
        `SELECT i, big, amount, ratio, label, day, ts FROM ${table} WHERE i IS NOT NULL ORDER BY i DESC`,
      );
      expect(result.rows).toEqual([
        {
          i: 42,
          // Beyond 2^53 a number would lose digits: the wire carries the digits as a string.
          big: '9007199254740993',
          amount: 1234.56,
          ratio: 1.5,
          label: LABEL,
          day: Date.UTC(2024, 1, 29),
          ts: Date.UTC(2024, 1, 29, 13, 45, 6),
        },
        {
          i: 7,
          big: 5,
          amount: -0.5,
          ratio: -2.25,
          label: "O'Brien",
          day: Date.UTC(1999, 11, 31),
          ts: Date.UTC(1999, 11, 31, 23, 59, 59),
        },
      ]);
      const { NUMERIC, STRING, TEMPORAL } = GenericDataType;
      expect(result.columns.map((column) => [column.name, column.genericType])).toEqual([
        ['i', NUMERIC],
        ['big', NUMERIC],
        ['amount', NUMERIC],
        ['ratio', NUMERIC],
        ['label', STRING],
        ['day', TEMPORAL],
        ['ts', TEMPORAL],
      ]);
      const nulls = await connector.execute(
        `SELECT i, big, amount, label, day, ts FROM ${table} WHERE i IS NULL`,
      );
      expect(nulls.rows).toEqual([{ i: null, big: null, amount: null, label: null, day: null, ts: null }]);
      // The whole answer serialises: no bigint or Date slips through.
      expect(() => JSON.stringify([result, nulls])).not.toThrow();
    });

    it('answers aggregates as numbers', async () => {
      const result = await connector.execute(
        `SELECT COUNT(*) AS n, COUNT(i) AS filled, SUM(i) AS total, MAX(ratio) AS top FROM ${table}`,
      );
      expect(result.rows).toEqual([{ n: 3, filled: 2, total: 49, top: 1.5 }]);
    });

    it('binds parameters as values: hostile strings match nothing and change nothing', async () => {
      const sql = `SELECT label FROM ${table} WHERE i = ${p(1, 'integer')} AND label = ${p(2)}`;
      expect((await connector.execute(sql, [42, LABEL])).rows).toEqual([{ label: LABEL }]);
      for (const hostile of HOSTILE) {
        expect([hostile, (await connector.execute(sql, [42, hostile])).rows]).toEqual([hostile, []]);
      }
      const quoted = await connector.execute(`SELECT i FROM ${table} WHERE label = ${p(1)}`, ["O'Brien"]);
      expect(quoted.rows).toEqual([{ i: 7 }]);
      const ratio = await connector.execute(`SELECT i FROM ${table} WHERE ratio < ${p(1, 'float')}`, [0.5]);
      expect(ratio.rows).toEqual([{ i: 7 }]);
      const count = await connector.execute(`SELECT COUNT(*) AS n FROM ${table}`);
      expect(count.rows).toEqual([{ n: 3 }]);
    });

    it('caps rows with the dialect’s LIMIT and OFFSET', async () => {
      const ordered = `SELECT i FROM ${table} WHERE i IS NOT NULL ORDER BY i`;
      expect((await connector.execute(`${ordered} ${dialect.limitClause(1, 0)}`)).rows).toEqual([{ i: 7 }]);
      expect((await connector.execute(`${ordered} ${dialect.limitClause(1, 1)}`)).rows).toEqual([{ i: 42 }]);
      // An OFFSET alone: some engines need a LIMIT in front of it.
      expect((await connector.execute(`${ordered} ${dialect.limitClause(null, 1)}`)).rows).toEqual([
        { i: 42 },
      ]);
    });

    it('reports a failed query as QUERY_FAILED, naming what is wrong', async () => {
      const error = await failure(connector.execute(`SELECT no_such_column FROM ${table}`));
      expect(error.code).toBe('QUERY_FAILED');
      expect(error.message).toMatch(/no_such_column/);
      expect((await connector.execute('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    });

    it('refuses writes on a read-only connection', async () => {
      const error = await failure(connector.execute(`INSERT INTO ${table} (i) VALUES (1)`));
      expect(error.code).toBe('QUERY_FAILED');
      expect(error.message).toMatch(/read.?only/i);
      expect((await connector.execute(`SELECT COUNT(*) AS n FROM ${table}`)).rows).toEqual([{ n: 3 }]);
    });

    it('times out a long query and stays usable', async () => {
      const error = await failure(connector.execute(engine.slowSql, [], { timeoutMs: 300 }));
      expect(error.code).toBe('TIMED_OUT');
      expect((await connector.execute('SELECT 2 AS two', [], { timeoutMs: 5000 })).rows).toEqual([
        { two: 2 },
      ]);
    });

    it('cancels when the signal aborts, before or during the query', async () => {
      const before = new AbortController();
      before.abort();
      expect((await failure(connector.execute('SELECT 1', [], { signal: before.signal }))).code).toBe(
        'CANCELLED',
      );
      if (!engine.cancelsRunningQueries) return;
      const during = new AbortController();
      setTimeout(() => during.abort(), 200);
      const error = await failure(connector.execute(engine.slowSql, [], { signal: during.signal }));
      expect(error.code).toBe('CANCELLED');
      expect((await connector.execute('SELECT 3 AS three')).rows).toEqual([{ three: 3 }]);
    });

    it('lists schemas, tables and columns with generic types', async () => {
      if (fixture.schema !== null) expect(await connector.getSchemas()).toContain(fixture.schema);
      expect(await connector.getTables(fixture.schema)).toContain('facts');
      const columns = await connector.getColumns(fixture.schema, 'facts');
      const { NUMERIC, STRING, TEMPORAL } = GenericDataType;
      expect(columns.map((column) => [column.name, column.genericType, column.isDttm])).toEqual([
        ['i', NUMERIC, false],
        ['big', NUMERIC, false],
        ['amount', NUMERIC, false],
        ['ratio', NUMERIC, false],
        ['label', STRING, false],
        ['day', TEMPORAL, true],
        ['ts', TEMPORAL, true],
      ]);
      expect(await connector.getColumns(fixture.schema, 'no_such_table')).toEqual([]);
    });
  });
}
