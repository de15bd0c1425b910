/** SQL Lab's statement handling around packages/sql's guard: splitting, limits and DML skeletons. */
import { UnsafeSqlError } from '@tessera/sql';
import { describe, expect, it } from 'vitest';
import { DmlNotAllowedError, prepareScript } from '../../src/sqllab/guard';
import { applyLimit, splitStatements, stripComments } from '../../src/sqllab/statements';

const prepare = (sql: string, allowDml = false) =>
  prepareScript(sql, { dialect: 'duckdb', allowDml, limit: 100 });

describe('statements', () => {
  it('splits on top-level semicolons only', () => {
    expect(splitStatements("SELECT 'a;b'; -- c;\nSELECT (1);;")).toEqual([
      "SELECT 'a;b'",
      '-- c;\nSELECT (1)',
    ]);
  });

  it('applies the row limit as Superset does', () => {
    expect(applyLimit('SELECT 1', 10)).toEqual({ sql: 'SELECT 1\nLIMIT 10', limitingFactor: 'DROPDOWN' });
    expect(applyLimit('SELECT 1 LIMIT 5', 10)).toEqual({ sql: 'SELECT 1 LIMIT 5', limitingFactor: 'QUERY' });
    expect(applyLimit('SELECT 1 LIMIT 50', 10)).toEqual({
      sql: 'SELECT 1 LIMIT 10',
      limitingFactor: 'DROPDOWN',
    });
    expect(applyLimit('SELECT 1 LIMIT 10', 10).limitingFactor).toBe('QUERY_AND_DROPDOWN');
    expect(applyLimit('SELECT (SELECT 1 LIMIT 1) AS a', 10).sql).toBe(
      'SELECT (SELECT 1 LIMIT 1) AS a\nLIMIT 10',
    );
    expect(applyLimit('SELECT 1 LIMIT 5 OFFSET 2', 10).sql).toBe(
      'SELECT * FROM (\nSELECT 1 LIMIT 5 OFFSET 2\n) AS sqllab_limited LIMIT 10',
    );
  });

  it('drops comments without joining tokens', () => {
    expect(stripComments('a >= 1 -- x\n, b /* y */= 2')).toBe('a >= 1 , b = 2');
  });
});

describe('prepareScript', () => {
  it('limits only the last SELECT of a script', () => {
    expect(prepare('SELECT 1; SELECT 2').statements.map((s) => s.sql)).toEqual([
      'SELECT 1',
      'SELECT 2\nLIMIT 100',
    ]);
  });

  it('refuses DML unless the database allows it', () => {
    expect(() => prepare('DELETE FROM t WHERE a = 1')).toThrow(DmlNotAllowedError);
    expect(prepare('DELETE FROM t WHERE a = 1', true).statements).toEqual([
      { kind: 'dml', sql: 'DELETE FROM t WHERE a = 1' },
    ]);
  });

  it.each([
    "SELECT * FROM read_csv('/etc/passwd')",
    'SELECT * FROM sqlite_master',
    "INSERT INTO t SELECT * FROM read_parquet('x.parquet')",
    "INSERT INTO t VALUES (1, read_text('/etc/passwd'))",
    "UPDATE t SET a = 1 -- hidden\n, b = read_text('/etc/passwd')",
    "DELETE FROM t WHERE a IN (SELECT 1 FROM glob('/*'))",
    'CREATE TABLE x (a INTEGER DEFAULT 1)',
    'CREATE TABLE pg_catalog.x AS SELECT 1',
    'DROP TABLE information_schema.tables',
    "ATTACH '/tmp/x.duckdb' AS x",
    'SET threads = 1',
    'INSTALL httpfs',
    "COPY t TO '/tmp/out.csv'",
    'PRAGMA database_list',
  ])('refuses %s', (sql) => {
    expect(() => prepare(sql, true)).toThrow(UnsafeSqlError);
  });

  it.each([
    "INSERT INTO t (a, b) VALUES (1, 'x'), (2, 'y')",
    'INSERT INTO main.t SELECT a FROM s WHERE a > 1',
    "UPDATE t SET a = a + 1, b = 'z' WHERE c >= 3",
    'CREATE OR REPLACE TABLE t2 AS SELECT * FROM t',
    'CREATE TABLE t3 (id INTEGER NOT NULL PRIMARY KEY, name VARCHAR(20), price DECIMAL(10, 2))',
    'DROP TABLE IF EXISTS t3',
    'TRUNCATE t2',
    'ALTER TABLE t2 RENAME TO t4',
    'ALTER TABLE t4 ADD COLUMN note VARCHAR',
  ])('runs %s where DML is allowed', (sql) => {
    expect(prepare(sql, true).statements[0]?.kind).toBe('dml');
  });
});
