// Issue 13, findings 3 and 11: every bypass of the old keyword scan, per dialect where it matters,
// is refused with a message that says what was refused.
import { describe, expect, test } from 'vitest';
import { DIALECT_IDS } from '../dialects/types';
import { UnsafeSqlError } from '../errors';
import { guardFragment, guardTableName, guardVirtualDatasetSql } from './guard';

const reason = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof UnsafeSqlError) return error.message.replace(/^Unsafe SQL in [^:]+: /, '');
    throw error;
  }
  return 'accepted';
};
const fragment = (sql: string, dialect: string) => reason(() => guardFragment(sql, 'metric "m"', dialect));
const dataset = (sql: string, dialect: string) => reason(() => guardVirtualDatasetSql(sql, dialect));

describe('quoted names go through the same rules as unquoted ones (finding 3)', () => {
  test.each(DIALECT_IDS)('%s: "current_setting"(…) as a metric or in extras.where', (dialect) => {
    expect(fragment(`"current_setting"('access_mode')`, dialect)).toBe(
      'the function "current_setting"() is not allowed',
    );
    expect(fragment(`x = "current_setting"('access_mode')`, dialect)).toBe(
      'the function "current_setting"() is not allowed',
    );
    expect(fragment(`current_setting('access_mode')`, dialect)).toBe(
      'the function current_setting() is not allowed',
    );
  });

  test.each([
    ['SELECT * FROM "duckdb_settings"()', 'system objects like "duckdb_settings" are not allowed'],
    ['SELECT * FROM "duckdb_databases"()', 'system objects like "duckdb_databases" are not allowed'],
    ['SELECT * FROM "duckdb_tables"()', 'system objects like "duckdb_tables" are not allowed'],
    [
      'SELECT * FROM "information_schema".tables',
      'references to the system catalogue "information_schema" are not allowed',
    ],
    [
      'SELECT * FROM "pg_catalog"."pg_user"',
      'references to the system catalogue "pg_catalog" are not allowed',
    ],
    ["SELECT * FROM pragma_table_info('t')", 'system objects like "pragma_table_info" are not allowed'],
    ['SELECT * FROM "pragma_table_info"(\'t\')', 'system objects like "pragma_table_info" are not allowed'],
    ['SELECT * FROM "read_text"(\'/home/secret_key\')', 'the function "read_text"() is not allowed'],
    ["SELECT * FROM read_csv('/etc/passwd')", 'the function read_csv() is not allowed'],
    ['SELECT * FROM range(100000000)', 'the function range() is not allowed'],
    ['SELECT * FROM generate_series(1, 100000000)', 'the function generate_series() is not allowed'],
    ["SELECT * FROM 'data.csv'", "a string after FROM ('data.csv') is not allowed: name a table"],
    ['SELECT * FROM "/etc/passwd"', '"/etc/passwd" looks like a file path; only tables may follow FROM'],
    [
      'SELECT * FROM t JOIN "data.parquet" USING (id)',
      '"data.parquet" looks like a file path; only tables may follow FROM',
    ],
    ["WITH query('SELECT 1') AS x SELECT x", 'the function query() is not allowed'],
    ["WITH getvariable('x') AS v SELECT v", 'the function getvariable() is not allowed'],
    ['WITH t(a, b) AS (SELECT 1, 2) SELECT * FROM t AS u(c, d)', 'accepted'],
    [
      "SELECT * FROM upper('x')",
      'the function upper() is not allowed in FROM: select from tables, joins, subqueries or CTEs',
    ],
  ])('duckdb dataset %s', (sql, why) => {
    expect(dataset(sql, 'duckdb')).toBe(why);
  });

  test.each([
    ['postgresql', `"pg_read_file"('/etc/passwd')`, 'system objects like "pg_read_file" are not allowed'],
    ['postgresql', `"dblink"('host=evil', 'select 1')`, 'the function "dblink"() is not allowed'],
    [
      'postgresql',
      `"dblink_exec"('host=evil', 'drop table t')`,
      'the function "dblink_exec"() is not allowed',
    ],
    ['postgresql', `"lo_import"('/etc/passwd')`, 'the function "lo_import"() is not allowed'],
    ['postgresql', `"set_config"('x', 'y', false)`, 'the function "set_config"() is not allowed'],
    ['clickhouse', "`file`('/etc/passwd', 'LineAsString')", 'the function `file`() is not allowed'],
    ['clickhouse', "`url`('http://evil/', CSV)", 'the function `url`() is not allowed'],
    ['clickhouse', "`remote`('h', 'db', 't')", 'the function `remote`() is not allowed'],
    ['clickhouse', "`executable`('x.sh', 'CSV', 'a String')", 'the function `executable`() is not allowed'],
    ['clickhouse', "dictGet('d', 'a', 1)", 'the function dictGet() is not allowed'],
    ['clickhouse', 'x IN secret_table', 'IN must be followed by a parenthesised list of values'],
    ['clickhouse', 'x IN (secret_table)', 'IN (name) may read a table; list values instead'],
    ['clickhouse', 'in(x, secret_table)', 'the function in() is not allowed'],
    [
      'clickhouse',
      'x = 1 AND `system`.`tables` IS NULL',
      'references to the system catalogue "system" are not allowed',
    ],
    ['mysql', "`load_file`('/etc/passwd')", 'the function `load_file`() is not allowed'],
    ['mysql', '`sleep`(10)', 'the function `sleep`() is not allowed'],
    ['mysql', 'BENCHMARK(1000000000, md5(1))', 'the function BENCHMARK() is not allowed'],
    ['mysql', '@@datadir', 'system variables (@@name) are not allowed'],
    ['mysql', '`mysql`.`user` IS NULL', 'references to the system catalogue "mysql" are not allowed'],
    ['sqlite', "[load_extension]('x')", 'the function [load_extension]() is not allowed'],
    ['sqlite', '[sqlite_version]()', 'system objects like "sqlite_version" are not allowed'],
    ['sqlite', 'x IN [sqlite_master]', 'IN must be followed by a parenthesised list of values'],
    [
      'sqlite',
      '[sqlite_master].sql IS NULL',
      'references to the system catalogue "sqlite_master" are not allowed',
    ],
    ['sqlite', 'zeroblob(1000000000)', 'the function zeroblob() is not allowed'],
    ['trino', "system.query('select 1')", 'references to the system catalogue "system" are not allowed'],
    ['trino', '"sequence"(1, 1000000000)', 'the function "sequence"() is not allowed'],
  ])('%s fragment %s', (dialect, sql, why) => {
    expect(fragment(sql, dialect)).toBe(why);
  });
});

describe('SQL carried in strings to functions that run it', () => {
  test.each(DIALECT_IDS)('%s', (dialect) => {
    expect(
      fragment(
        "json_execute_serialized_sql(json_serialize_sql('SELECT table_name FROM information_schema.tables'))",
        dialect,
      ),
    ).toBe('the function json_execute_serialized_sql() is not allowed');
    expect(fragment(`"query"('SELECT * FROM other_table')`, dialect)).toBe(
      'the function "query"() is not allowed',
    );
    expect(fragment(`QUERY ('SELECT * FROM other_table')`, dialect)).toBe(
      'the function QUERY() is not allowed',
    );
    expect(fragment(`query_table('other_table')`, dialect)).toBe('the function query_table() is not allowed');
    expect(fragment(`"query_to_xml"('select 1', true, true, '')`, dialect)).toBe(
      'the function "query_to_xml"() is not allowed',
    );
    expect(dataset(`SELECT * FROM "query"('SELECT * FROM other_table')`, dialect)).toBe(
      'the function "query"() is not allowed',
    );
    expect(dataset(`SELECT * FROM TABLE(system.query(query => 'select 1'))`, dialect)).toBe(
      'the function TABLE() is not allowed',
    );
  });
});

describe('qualified function names are refused', () => {
  test.each([
    ['main."query"(\'x\')', 'qualified function names like main."query"() are not allowed'],
    ['pg_catalog.upper(x)', 'references to the system catalogue "pg_catalog" are not allowed'],
    ['"main".upper(x)', 'qualified function names like "main".upper() are not allowed'],
    ['x.upper()', 'qualified function names like x.upper() are not allowed'],
  ])('%s', (sql, why) => {
    expect(fragment(sql, 'duckdb')).toBe(why);
  });
});

describe('table-producing syntax inside fragments (finding 11)', () => {
  test.each([
    ['(PIVOT other_table ON k USING sum(v))', 'subqueries are not allowed (found PIVOT)'],
    ['x IN (UNPIVOT other_table ON a, b INTO NAME k VALUE v)', 'subqueries are not allowed (found UNPIVOT)'],
    ['EXISTS (TABLE other_table)', 'subqueries are not allowed (found EXISTS)'],
    ['x IN (SUMMARIZE other_table)', 'subqueries are not allowed (found SUMMARIZE)'],
    ['(WITH t AS (VALUES (1)) FROM t)', 'subqueries are not allowed (found WITH)'],
    ['x = (FROM other_table)', 'subqueries are not allowed (found FROM)'],
    ['x IN other_table', 'IN must be followed by a parenthesised list of values'],
  ])('%s', (sql, why) => {
    expect(fragment(sql, 'duckdb')).toBe(why);
  });
});

describe('lexical tricks: Unicode whitespace, invisible characters, NUL, CR, hints, nesting', () => {
  test.each([
    ['\u00a0', 'U+00A0'],
    ['\u2003', 'U+2003'],
    ['\u200b', 'U+200B'],
    ['\u3000', 'U+3000'],
    ['\ufeff', 'U+FEFF'],
    ['\u180e', 'U+180E'],
    ['\u2028', 'U+2028'],
    ['\u0085', 'U+0085'],
  ])('%s between keywords is refused', (space, code) => {
    expect(fragment(`(SELECT${space}secret${space}FROM${space}other)`, 'clickhouse')).toContain(code);
    expect(dataset(`SELECT * FROM${space}read_text('/x')`, 'duckdb')).toContain(code);
    expect(fragment(`x = 'a${space}b'`, 'clickhouse')).toBe('accepted');
  });

  test('NUL and Unicode-escaped names are refused', () => {
    expect(fragment("x = 'a\u0000' OR 1 = 1", 'postgresql')).toBe('NUL characters are not allowed');
    expect(dataset('SELECT * FROM U&"\\0070g_catalog".pg_user', 'postgresql')).toBe(
      'Unicode-escaped names and strings (U&"…") are not allowed',
    );
  });

  test('MySQL hints that set session variables are refused in datasets', () => {
    expect(dataset('SELECT /*+ SET_VAR(sort_buffer_size = 1000000000) */ a FROM t', 'mysql')).toBe(
      'optimizer hints (/*+ … */) are not allowed',
    );
    expect(dataset('SELECT a FROM t FORCE INDEX (by_a)', 'mysql')).toBe('accepted');
  });

  test('deep nesting is refused, not a stack overflow', () => {
    expect(fragment(`${'('.repeat(100_000)}1${')'.repeat(100_000)}`, 'duckdb')).toBe(
      'brackets nested more than 200 deep are not allowed',
    );
  });

  test('long operator chains are refused: MariaDB 10.11 crashes on them (issue 12, injection corpus)', () => {
    const refused = 'more than 1000 operators chained in one expression are not allowed';
    expect(fragment(`COUNT(*) ${'+ 1 '.repeat(4_000)}`, 'mysql')).toBe(refused);
    // Split across brackets, the chains still add up on the path into the tree.
    const half = `(1 ${'+ 1 '.repeat(600)})`;
    expect(fragment(`${half} + ${half}`, 'duckdb')).toBe('accepted');
    expect(fragment(`(${half} ${'+ 1 '.repeat(600)}) * 2`, 'duckdb')).toBe(refused);
    expect(dataset(`SELECT a FROM t ORDER BY a ${'+ 1 '.repeat(4_000)}`, 'mysql')).toBe(refused);
    // Lists are siblings, not depth: a long IN list or select list is fine.
    const values = Array.from({ length: 5_000 }, (_, i) => `${i} + 1`).join(', ');
    expect(fragment(`x IN (${values})`, 'mysql')).toBe('accepted');
    expect(dataset(`SELECT ${values} FROM t`, 'postgresql')).toBe('accepted');
    const ors = Array.from({ length: 300 }, (_, i) => `x = ${i}`).join(' OR ');
    expect(fragment(ors, 'mysql')).toBe('accepted');
  });

  test('a physical dataset cannot name a system catalogue or a file (injection corpus)', () => {
    const table = (schema: string | null, name: string, dialect: string) =>
      reason(() => guardTableName(schema, name, dialect));
    expect(table('pg_catalog', 'pg_shdescription', 'postgresql')).toBe(
      'references to the system catalogue "pg_catalog" are not allowed',
    );
    expect(table('public', 'pg_authid', 'postgresql')).toBe(
      'system objects like "pg_authid" are not allowed',
    );
    expect(table('INFORMATION_SCHEMA', 'TABLES', 'mysql')).toBe(
      'references to the system catalogue "information_schema" are not allowed',
    );
    expect(table('mysql', 'user', 'mysql')).toBe(
      'references to the system catalogue "mysql" are not allowed',
    );
    expect(table('main', 'sqlite_master', 'sqlite')).toBe(
      'references to the system catalogue "sqlite_master" are not allowed',
    );
    expect(table('main', '/srv/data/x.csv', 'duckdb')).toMatch(/looks like a file path/);
    expect(table('main', 'sales', 'duckdb')).toBe('accepted');
    expect(table(null, 'weird "name"', 'postgresql')).toBe('accepted');
    expect(table('sales`db', 'orders', 'mysql')).toBe('accepted');
  });

  test('a carriage return ends a PostgreSQL comment, so it cannot hide a statement', () => {
    expect(dataset('SELECT 1 -- note\r; DROP TABLE t', 'postgresql')).toBe('only one statement is allowed');
  });
});
