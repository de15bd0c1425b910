// The guard: examples of what passes and what is refused, in fragments and in virtual datasets.
import { describe, expect, test } from 'vitest';
import { UnsafeSqlError } from '../errors';
import { guardFragment, guardVirtualDatasetSql } from './guard';

const reason = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof UnsafeSqlError) return error.message;
    throw error;
  }
  return 'accepted';
};
const fragment = (sql: string, dialect = 'duckdb') => reason(() => guardFragment(sql, 'x', dialect));
const dataset = (sql: string, dialect = 'duckdb') => reason(() => guardVirtualDatasetSql(sql, dialect));

describe('guardFragment accepts ordinary expressions', () => {
  test.each([
    "country = 'FR'",
    "name = 'O''Brien; DROP TABLE x --'",
    'SUM(price) / NULLIF(COUNT(*), 0)',
    'EXTRACT(YEAR FROM order_date)',
    "SUBSTRING(name FROM 1 FOR 3) = 'abc'",
    "TRIM(BOTH ' ' FROM name)",
    'CASE WHEN a > 1 THEN \'x;y\' ELSE "select" END',
    'CAST(ts AS TIMESTAMP WITH TIME ZONE)',
    "ts AT TIME ZONE 'UTC'",
    'SUM(x) FILTER (WHERE y > 0)',
    'percentile_cont(0.5) WITHIN GROUP (ORDER BY price)',
    'ROW_NUMBER() OVER (PARTITION BY country ORDER BY price DESC)',
    '"system" IS NULL AND system_status = 1 AND mysql_id > 0',
    "REPLACE(name, 'a', 'b')",
    'list_value(1, 2)[1]',
  ])('%s', (sql) => {
    expect(fragment(sql)).toBe('accepted');
  });

  test('atomic fragments are not parenthesised by the compiler', () => {
    expect(guardFragment(' SUM(x) ', 's', 'duckdb')).toEqual({ sql: 'SUM(x)', atomic: true });
    expect(guardFragment('t.b', 's', 'duckdb').atomic).toBe(true);
    expect(guardFragment('SUM(x) + 1', 's', 'duckdb').atomic).toBe(false);
    expect(guardFragment('(a) OR (b)', 's', 'duckdb').atomic).toBe(false);
  });
});

describe('guardFragment refuses', () => {
  test.each([
    ['1; DROP TABLE x', 'semicolons are not allowed (one expression only)'],
    ['1 -- comment', 'comments are not allowed'],
    ['1 /* c */', 'comments are not allowed'],
    ['1 # mysql comment', 'comments are not allowed'],
    ["'\\' ; DROP TABLE x; -- '", 'comments are not allowed'],
    ['$$ ; DROP TABLE x $$', 'semicolons are not allowed (one expression only)'],
    ['(SELECT MAX(x) FROM other)', 'subqueries are not allowed (found SELECT)'],
    ['x IN (VALUES (1))', 'subqueries are not allowed (found VALUES)'],
    ['x IN (TABLE secrets)', 'subqueries are not allowed (found TABLE)'],
    ['a FROM b', 'subqueries are not allowed (found FROM)'],
    ['x UNION y', 'subqueries are not allowed (found UNION)'],
    ['information_schema.tables', 'references to the system catalogue "information_schema" are not allowed'],
    ['"pg_catalog"."pg_user"', 'references to the system catalogue "pg_catalog" are not allowed'],
    ['mysql.user', 'references to the system catalogue "mysql" are not allowed'],
    ['system.tables', 'references to the system catalogue "system" are not allowed'],
    ['sqlite_master', 'references to the system catalogue "sqlite_master" are not allowed'],
    ["pg_read_file('/etc/passwd')", 'system objects like "pg_read_file" are not allowed'],
    ["read_csv('/etc/passwd')", 'the function read_csv() is not allowed'],
    ["load_file('/etc/passwd')", 'the function load_file() is not allowed'],
    ['SLEEP (10)', 'the function SLEEP() is not allowed'],
    ["query_to_xml('select * from secrets', true, true, '')", 'the function query_to_xml() is not allowed'],
    ['lo_get(1234)', 'the function lo_get() is not allowed'],
    ["dblink_exec('host=x', 'drop table t')", 'the function dblink_exec() is not allowed'],
    ['x = 1 OR 1 = 1) OR (1 = 1', 'unbalanced ")"'],
    ['(x = 1', 'unbalanced parentheses'],
    ['x = ?', 'parameter markers like "?" are not allowed'],
    ['x = $1', 'parameter markers like "$1" are not allowed'],
    ['x = {p1:String}', 'braces are not allowed'],
    ["x = 'unterminated", "unterminated ' quote starting at offset 4"],
    ['insert', 'the keyword INSERT is not allowed'],
    ['x INTO OUTFILE', 'the keyword INTO is not allowed'],
    ['   ', 'the expression is empty'],
  ])('%s', (sql, why) => {
    expect(fragment(sql)).toBe(`Unsafe SQL in x: ${why}`);
  });
});

describe('guardVirtualDatasetSql', () => {
  test('accepts one SELECT or WITH, dropping a trailing semicolon and keeping comments', () => {
    expect(guardVirtualDatasetSql('SELECT a FROM t;  ', 'duckdb')).toBe('SELECT a FROM t');
    expect(
      guardVirtualDatasetSql('-- note\nWITH x AS (SELECT 1 AS a) SELECT a FROM x -- end', 'duckdb'),
    ).toBe('-- note\nWITH x AS (SELECT 1 AS a) SELECT a FROM x -- end');
    expect(guardVirtualDatasetSql("(SELECT ';' AS a) UNION ALL (SELECT 'b')", 'duckdb')).toBe(
      "(SELECT ';' AS a) UNION ALL (SELECT 'b')",
    );
  });

  test.each([
    ['SELECT 1; SELECT 2', 'only one statement is allowed'],
    ['DELETE FROM t', 'it must be a single SELECT (or WITH … SELECT) statement'],
    ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'the keyword DELETE is not allowed'],
    [
      'SELECT * FROM information_schema.tables',
      'references to the system catalogue "information_schema" are not allowed',
    ],
    ['SELECT * FROM pg_shadow', 'system objects like "pg_shadow" are not allowed'],
    ['SELECT /*!50000 1; DROP TABLE t */ 1', 'executable comments (/*! … */) are not allowed'],
    ['SELECT 1 /* /* */ ; DROP TABLE t */', 'only one statement is allowed'],
    ['SELECT * INTO new_t FROM t', 'the keyword INTO is not allowed'],
    ["SELECT * FROM read_parquet('/data/*.parquet')", 'the function read_parquet() is not allowed'],
    ["SELECT * FROM url('http://evil/x', CSV)", 'the function url() is not allowed'],
    ["SELECT * FROM file('/etc/passwd', 'LineAsString')", 'the function file() is not allowed'],
    ["SELECT * FROM mysql('host:3306', 'db', 't', 'u', 'p')", 'the function mysql() is not allowed'],
  ])('refuses %s', (sql, why) => {
    expect(dataset(sql)).toBe(`Unsafe SQL in the dataset SQL: ${why}`);
  });
});

describe('engine-specific lexing cannot hide code', () => {
  test.each([
    // SQLite reads [a'] and ['b] as identifiers, exposing the subquery between them.
    ["[a'] IN (SELECT secret FROM other) OR ['b]", 'subqueries are not allowed (found SELECT)'],
    // ClickHouse escapes backticks with a backslash inside `…`: a backslash in a quoted name is refused.
    ['`a\\` = 1 OR (SELECT 1) = `b`', 'backslashes in quoted names like `a\\` are not allowed'],
    // One string in the standard reading; in MySQL's, a string, code, and an open quote.
    ["'\\'' OR 1 = (SELECT 1) OR '", "unterminated ' quote starting at offset 26"],
  ])('%s', (sql, why) => {
    expect(fragment(sql)).toBe(`Unsafe SQL in x: ${why}`);
  });

  test('MySQL reads 1--1 as arithmetic, so a virtual dataset cannot hide a statement behind it', () => {
    expect(dataset('SELECT 1--1; DROP TABLE t\n')).toBe(
      'Unsafe SQL in the dataset SQL: only one statement is allowed',
    );
  });
});
