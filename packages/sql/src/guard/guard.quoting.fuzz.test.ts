// Property test (issue 13, "What must work" 2): a denied function never gets through, whatever the
// quoting style of the dialect, the casing, a qualifier, or the spaces and comments before "(".
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DIALECT_IDS, type DialectId } from '../dialects/types';
import { UnsafeSqlError } from '../errors';
import { allowListOf } from './allow-list';
import { guardFragment, guardVirtualDatasetSql } from './guard';

/** Functions that read files, settings, the catalogue or other tables, run SQL text, reach the
 * network, sleep, change state or generate data without bound, on one engine or another. */
const DENIED = [
  'current_setting',
  'set_config',
  'duckdb_settings',
  'duckdb_databases',
  'duckdb_tables',
  'query',
  'query_table',
  'json_execute_serialized_sql',
  'json_serialize_sql',
  'pragma_table_info',
  'read_text',
  'read_blob',
  'read_csv',
  'read_csv_auto',
  'read_parquet',
  'read_json',
  'parquet_metadata',
  'sniff_csv',
  'glob',
  'getenv',
  'getvariable',
  'which_secret',
  'checkpoint',
  'iceberg_scan',
  'delta_scan',
  'sqlite_scan',
  'postgres_scan',
  'mysql_scan',
  'pg_read_file',
  'pg_ls_dir',
  'pg_sleep',
  'dblink',
  'dblink_exec',
  'query_to_xml',
  'table_to_xml',
  'lo_import',
  'lo_get',
  'has_table_privilege',
  'version',
  'current_database',
  'nextval',
  'setseed',
  'file',
  'url',
  'remote',
  'remoteSecure',
  'cluster',
  'executable',
  's3',
  'hdfs',
  'mysql',
  'postgresql',
  'jdbc',
  'odbc',
  'input',
  'numbers',
  'zeros',
  'dictGet',
  'joinGet',
  'getSetting',
  'hasColumnInTable',
  'currentDatabase',
  'load_file',
  'sleep',
  'benchmark',
  'get_lock',
  'load_extension',
  'readfile',
  'writefile',
  'edit',
  'fsdir',
  'zeroblob',
  'randomblob',
  'sqlite_version',
  'generate_series',
  'range',
  'repeat',
  'sequence',
  'unnest',
  'json_each',
  'table',
  'system',
];

test('no denied function is on any dialect allow-list', () => {
  for (const dialect of DIALECT_IDS) {
    const allowed = allowListOf(dialect);
    expect(DENIED.filter((name) => allowed(name))).toEqual([]);
  }
});

type Quote = (name: string) => string;
const plain: Quote = (name) => name;
const double: Quote = (name) => `"${name}"`;
const backtick: Quote = (name) => `\`${name}\``;
const bracket: Quote = (name) => `[${name}]`;

/** Every way each engine lets a name be written (plus the others: the guard reads all of them). */
const QUOTES: Readonly<Record<DialectId, readonly Quote[]>> = {
  duckdb: [plain, double, backtick, bracket],
  postgresql: [plain, double, backtick, bracket],
  sqlite: [plain, double, backtick, bracket],
  mysql: [plain, backtick, double, bracket],
  clickhouse: [plain, double, backtick, bracket],
  trino: [plain, double, backtick, bracket],
};

const casing = (name: string) =>
  fc
    .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
    .map((upper) => [...name].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(''));

const call = fc
  .record({
    dialect: fc.constantFrom(...DIALECT_IDS),
    name: fc.constantFrom(...DENIED).chain(casing),
    quote: fc.nat(3),
    qualifier: fc.constantFrom('', 'main.', '"main".', 'pg_catalog.', '`db`.', 'x.'),
    gap: fc.constantFrom('', ' ', '\n', '\t ', '/* c */', ' -- c\n', '\r\n'),
    args: fc.constantFrom('()', "('x')", '(1, 2)', "('SELECT * FROM t')"),
  })
  .map(({ dialect, name, quote, qualifier, gap, args }) => ({
    dialect,
    sql: `${qualifier}${QUOTES[dialect][quote]!(name)}${gap}${args}`,
  }));

const FRAGMENTS = [
  (c: string) => c,
  (c: string) => `x = ${c}`,
  (c: string) => `SUM(${c})`,
  (c: string) => `CASE WHEN a > 1 THEN ${c} END`,
  (c: string) => `COALESCE(a, ${c}) + 1`,
  (c: string) => `CAST(${c} AS VARCHAR)`,
];
const DATASETS = [
  (c: string) => `SELECT ${c} AS v FROM t`,
  (c: string) => `SELECT * FROM ${c}`,
  (c: string) => `SELECT * FROM t JOIN ${c} AS j ON true`,
  (c: string) => `WITH a AS (SELECT ${c} AS v) SELECT * FROM a`,
  (c: string) => `SELECT * FROM t WHERE x IN (SELECT ${c})`,
];

const refused = (fn: () => unknown): boolean => {
  try {
    fn();
  } catch (error) {
    if (error instanceof UnsafeSqlError) return true;
    throw error;
  }
  return false;
};

describe('a denied function never gets through', () => {
  test('in fragments', () => {
    fc.assert(
      fc.property(call, fc.constantFrom(...FRAGMENTS), ({ dialect, sql }, place) => {
        expect(
          refused(() => guardFragment(place(sql), 'f', dialect)),
          `${dialect}: ${place(sql)}`,
        ).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  test('in virtual datasets', () => {
    fc.assert(
      fc.property(call, fc.constantFrom(...DATASETS), ({ dialect, sql }, place) => {
        expect(
          refused(() => guardVirtualDatasetSql(place(sql), dialect)),
          `${dialect}: ${place(sql)}`,
        ).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});
