// Timeouts, cancellation, bound values, errors and read-only sessions of both engines: connectors/contract.ts.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DuckDBConnector } from '../../src/engine/connectors/duckdb';
import { ConnectorPool, createConnector, parseUri } from '../../src/engine/connectors/registry';
import { SQLiteConnector } from '../../src/engine/connectors/sqlite';
import { genericTypeOf } from '../../src/engine/type-mapping';

const dir = mkdtempSync(join(tmpdir(), 'tessera-connectors-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('parseUri', () => {
  it('reads absolute and relative file paths the way SQLAlchemy does', () => {
    expect(parseUri('duckdb:////tmp/examples.db').path).toBe('/tmp/examples.db');
    expect(parseUri('sqlite:///data/x.db').path).toBe('data/x.db');
    expect(parseUri('duckdb:///:memory:').path).toBe(':memory:');
    const withDriver = parseUri('postgresql+psycopg2://u:p@host:5432/db?sslmode=require');
    expect(withDriver).toMatchObject({
      scheme: 'postgresql',
      driver: 'psycopg2',
      query: { sslmode: 'require' },
    });
  });

  it('refuses what is not a URI, and names the supported engines for an unknown one', () => {
    expect(() => parseUri('not a uri')).toThrow(/Invalid database URI/);
    expect(() => createConnector('duckdb:////tmp/x.db?allow_unsigned_extensions=true')).toThrow(
      /allow_unsigned_extensions cannot be set from the URI/,
    );
    expect(() => createConnector('oracle://x')).toThrow(/Supported engines: .*duckdb.*sqlite/);
  });
});

describe('genericTypeOf', () => {
  it.each([
    ['BIGINT', 0],
    ['DECIMAL(12,2)', 0],
    ['DOUBLE PRECISION', 0],
    ['VARCHAR', 1],
    ['TEXT', 1],
    ['INTEGER[]', 0],
    ['TIMESTAMP WITH TIME ZONE', 2],
    ['DATE', 2],
    ['DATETIME', 2],
    ['BOOLEAN', 3],
    ['STRUCT(a INTEGER)', 1],
    ['', 1],
  ])('%s → %i', (type, code) => {
    expect(genericTypeOf(type)).toBe(code);
  });
});

describe('DuckDB connector', () => {
  const path = join(dir, 'data.duckdb');
  let duck: DuckDBConnector;

  beforeAll(async () => {
    duck = new DuckDBConnector({ path });
    await duck.execute(`CREATE TABLE t AS SELECT
        i::BIGINT AS id,
        'name ' || i AS name,
        (DATE '2024-01-01' + i::INTEGER) AS d,
        TIMESTAMP '2024-01-01 12:30:00' + to_hours(i::BIGINT) AS ts,
        (i * 1.25)::DECIMAL(10,2) AS price,
        i % 2 = 0 AS even
      FROM range(10) r(i)`);
  });
  afterAll(() => duck.close());

  it('describes schemas, tables and columns with generic types', async () => {
    expect(await duck.getSchemas()).toContain('main');
    expect(await duck.getTables('main')).toEqual(['t']);
    expect(await duck.getTables(null)).toEqual(['t']);
    const columns = await duck.getColumns('main', 't');
    expect(columns.map((c) => [c.name, c.genericType, c.isDttm])).toEqual([
      ['id', 0, false],
      ['name', 1, false],
      ['d', 2, true],
      ['ts', 2, true],
      ['price', 0, false],
      ['even', 3, false],
    ]);
  });

  it('converts bigint, DATE, TIMESTAMP and DECIMAL to JSON-safe values', async () => {
    const result = await duck.execute('SELECT * FROM t WHERE id = ?', [3]);
    expect(result.rows).toEqual([
      {
        id: 3,
        name: 'name 3',
        d: Date.UTC(2024, 0, 4),
        ts: Date.UTC(2024, 0, 1, 15, 30),
        price: 3.75,
        even: false,
      },
    ]);
    expect(result.columns.map((c) => c.genericType)).toEqual([0, 1, 2, 2, 0, 3]);
    expect(() => JSON.stringify(result.rows)).not.toThrow();
  });

  it('reads text exactly over several chunks: short and long strings, NULLs, accents, quotes', async () => {
    // Up to 12 bytes DuckDB keeps a string inside the vector, longer ones elsewhere: both paths.
    const texts = ['', 'abc', 'twelve bytes', 'thirteen byte', 'é', 'ünïcödé 😀', "a 'q' \\ \n", '\ufeffbom'];
    const list = texts.map((text) => `'${text.replaceAll("'", "''")}'`).join(', ');
    const sql = `SELECT i, CASE WHEN i % 5 = 0 THEN NULL ELSE [${list}][i % ${texts.length} + 1] END AS s
       FROM range(5000) r(i) ORDER BY i`;
    const result = await duck.execute(sql);
    expect(result.rows).toHaveLength(5000);
    result.rows.slice(0, 7).forEach((row, i) => {
      expect(row).toEqual({ i, s: i % 5 === 0 ? null : texts[i % texts.length] });
    });
    // A leading byte-order mark is dropped by node-api's TextDecoder: read as node-api reads it.
    const own = await duck.withConnection(async (c) => (await c.runAndReadAll(sql)).getRowObjectsJson());
    expect(result.rows).toEqual(own.map((row) => ({ i: Number(row.i), s: row.s })));
  });

  it('names row fields as the answer does, quotes included; of two same-named columns the last wins', async () => {
    const result = await duck.execute(`SELECT 1 AS "a""b", 2 AS "x", 3 AS "x", 'v' AS "it's"`);
    expect(JSON.stringify(result.rows)).toBe(`[{"a\\"b":1,"x":3,"it's":"v"}]`);
  });
});

describe('SQLite connector', () => {
  const path = join(dir, 'data.sqlite');
  let lite: SQLiteConnector;

  beforeAll(() => {
    const db = new Database(path);
    db.exec(`CREATE TABLE sales (id INTEGER, region TEXT, amount REAL, sold_at DATETIME, big BIGINT);
      INSERT INTO sales VALUES (1, 'North', 10.5, '2024-03-01 10:00:00', 9007199254740993),
        (2, 'South', 20, '2024-03-02', 2), (3, 'North', 30, '2024-03-03T00:00:00Z', 3);`);
    db.close();
    lite = new SQLiteConnector({ path });
  });
  afterAll(() => lite.close());

  it('describes tables and columns', async () => {
    expect(await lite.getSchemas()).toEqual(['main']);
    expect(await lite.getTables('main')).toEqual(['sales']);
    expect(await lite.getTables('')).toEqual(['sales']);
    const columns = await lite.getColumns(null, 'sales');
    expect(columns.map((c) => [c.name, c.type, c.genericType, c.isDttm])).toEqual([
      ['id', 'INTEGER', 0, false],
      ['region', 'TEXT', 1, false],
      ['amount', 'REAL', 0, false],
      ['sold_at', 'DATETIME', 2, true],
      ['big', 'BIGINT', 0, false],
    ]);
  });

  it('returns temporal text as epoch ms, big integers as strings, and types expressions', async () => {
    const result = await lite.execute('SELECT id, sold_at, big FROM sales ORDER BY id');
    expect(result.rows).toEqual([
      { id: 1, sold_at: Date.UTC(2024, 2, 1, 10), big: '9007199254740993' },
      { id: 2, sold_at: Date.UTC(2024, 2, 2), big: 2 },
      { id: 3, sold_at: Date.UTC(2024, 2, 3), big: 3 },
    ]);
    const aggregated = await lite.execute(
      'SELECT region, SUM(amount) AS total FROM sales WHERE region = ? GROUP BY region',
      ['North'],
    );
    expect(aggregated.rows).toEqual([{ region: 'North', total: 40.5 }]);
    expect(aggregated.columns.map((c) => c.genericType)).toEqual([1, 0]);
  });
});

describe('ConnectorPool', () => {
  it('keeps one connector per database and replaces it when the URI changes', async () => {
    const pool = new ConnectorPool();
    writeFileSync(join(dir, 'pool.duckdb'), ''); // data sources open existing files only
    const row = { id: 7, sqlalchemy_uri: `duckdb:///${join(dir, 'pool.duckdb')}`, allow_dml: 0 };
    const first = pool.get(row);
    expect(pool.get({ ...row })).toBe(first);
    const other = pool.get({ ...row, sqlalchemy_uri: `sqlite:///${join(dir, 'data.sqlite')}` });
    expect(other).not.toBe(first);
    expect(other.engine).toBe('sqlite');
    await pool.closeAll();
  });
});
