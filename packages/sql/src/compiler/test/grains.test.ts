// Time grains per dialect (§4.2): which keys each engine offers, and how they compile.
import { describe, expect, test } from 'vitest';
import { getDialect } from '../../dialects/registry';
import { DIALECT_IDS, type DialectId } from '../../dialects/types';
import { SqlCompileError } from '../../errors';
import { compileQuery } from '../compile-query';
import { input } from './fixtures';

const DATE_TRUNC = ['PT1S', 'PT1M', 'PT1H', 'P1D', 'P1W', 'P1M', 'P3M', 'P1Y'];
const WEEK_ANCHORED = [
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
];

const EXPECTED: Record<DialectId, string[]> = {
  duckdb: DATE_TRUNC,
  postgresql: [...DATE_TRUNC, 'PT5S', 'PT30S', 'PT5M', 'PT10M', 'PT15M', 'PT30M'],
  mysql: [...DATE_TRUNC, '1969-12-29T00:00:00Z/P1W'],
  sqlite: [...DATE_TRUNC, ...WEEK_ANCHORED],
  clickhouse: ['PT1M', 'PT5M', 'PT10M', 'PT15M', 'PT30M', 'PT1H', 'P1D', 'P1W', 'P1M', 'P3M', 'P1Y'],
  trino: [...DATE_TRUNC, 'PT5S', 'PT30S', 'PT5M', 'PT10M', 'PT15M', 'PT30M', 'PT6H', ...WEEK_ANCHORED],
};

const axis = (timeGrain: string) =>
  input({
    columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'order_date', label: 'order_date', timeGrain }],
    metrics: ['count'],
  });

describe('time grains', () => {
  test.each(DIALECT_IDS)('%s offers exactly the grains listed for it', (id) => {
    expect(Object.keys(getDialect(id).timeGrains).sort()).toEqual([...EXPECTED[id]].sort());
  });

  test.each(DIALECT_IDS)('%s substitutes the column into every template', (id) => {
    for (const grain of EXPECTED[id]) {
      const { sql } = compileQuery(axis(grain), id);
      expect(sql).not.toContain('{col}');
      expect(sql).toContain(id === 'mysql' || id === 'clickhouse' ? '`order_date`' : '"order_date"');
    }
  });

  test('templates follow §4.2 to the letter', () => {
    const grain = (id: DialectId, key: string) => getDialect(id).timeGrains[key];
    expect(grain('postgresql', 'PT5M')).toBe(
      "DATE_TRUNC('hour', {col}) + INTERVAL '5 minutes' * FLOOR(EXTRACT(MINUTE FROM {col}) / 5)",
    );
    expect(grain('postgresql', 'PT30S')).toBe(
      "DATE_TRUNC('minute', {col}) + INTERVAL '30 seconds' * FLOOR(EXTRACT(SECOND FROM {col}) / 30)",
    );
    expect(grain('mysql', 'P3M')).toBe(
      'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) QUARTER - INTERVAL 1 QUARTER',
    );
    expect(grain('sqlite', 'P3M')).toBe(
      "DATETIME({col}, 'start of month', printf('-%d month', (strftime('%m', {col}) - 1) % 3))",
    );
    expect(grain('clickhouse', 'PT15M')).toBe('toDateTime(intDiv(toUInt32(toDateTime({col})), 900)*900)');
    expect(grain('trino', 'PT6H')).toBe(
      "date_trunc('hour', CAST({col} AS TIMESTAMP)) - interval '1' hour * (hour(CAST({col} AS TIMESTAMP)) % 6)",
    );
    expect(grain('trino', 'P1W/1970-01-03T00:00:00Z')).toBe(
      "date_trunc('week', CAST({col} AS TIMESTAMP) + interval '1' day) + interval '5' day",
    );
    expect(grain('duckdb', 'P3M')).toBe("DATE_TRUNC('quarter', {col})");
  });

  test('legacy keys PT0.5H and P0.25Y map to PT30M and P3M', () => {
    expect(compileQuery(axis('PT0.5H'), 'postgresql').sql).toContain("INTERVAL '30 minutes'");
    expect(compileQuery(axis('P0.25Y'), 'duckdb').sql).toContain('DATE_TRUNC(\'quarter\', "order_date")');
  });

  test('an unsupported grain is a clear error listing the supported ones', () => {
    expect(() => compileQuery(axis('PT5M'), 'duckdb')).toThrowError(
      new SqlCompileError(
        'UNSUPPORTED_TIME_GRAIN',
        'Time grain "PT5M" is not supported by DuckDB; supported: PT1S, PT1M, PT1H, P1D, P1W, P1M, P3M, P1Y',
      ),
    );
  });

  test('a BASE_AXIS column that is not temporal is not truncated', () => {
    const { sql } = compileQuery(
      input({
        columns: [{ columnType: 'BASE_AXIS', sqlExpression: 'country', label: 'country', timeGrain: 'P1D' }],
        metrics: ['count'],
      }),
      'duckdb',
    );
    expect(sql.split('\n')[0]).toBe('SELECT "country" AS "country", COUNT(*) AS "count"');
  });
});

describe('other dialect facts', () => {
  test('regular-expression match per engine', () => {
    expect(Object.fromEntries(DIALECT_IDS.map((id) => [id, getDialect(id).regexMatch('"c"', '?')]))).toEqual({
      duckdb: 'regexp_matches("c", ?)',
      sqlite: '"c" REGEXP ?',
      postgresql: '"c" ~ ?',
      mysql: '"c" REGEXP ?',
      clickhouse: 'match("c", ?)',
      trino: 'regexp_like("c", ?)',
    });
  });
});
