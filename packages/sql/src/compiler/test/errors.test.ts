// Clear refusals: unknown names, bad filters, unsafe SQL wherever a user can type it.
import { describe, expect, test } from 'vitest';
import { getDialect } from '../../dialects/registry';
import { SqlCompileError, UnsafeSqlError } from '../../errors';
import { compileQuery } from '../compile-query';
import { input, salesDataset } from './fixtures';

const compile = (query: Record<string, unknown>, dataset = salesDataset) =>
  compileQuery(input(query, { dataset }), 'duckdb');

const codeOf = (fn: () => unknown): string => {
  try {
    fn();
  } catch (error) {
    if (error instanceof SqlCompileError) return `${error.code} ${error.status}: ${error.message}`;
    throw error;
  }
  throw new Error('expected an error');
};

describe('errors', () => {
  test('unknown dialect lists the known ids; aliases resolve', () => {
    expect(codeOf(() => getDialect('oracle'))).toBe(
      'UNKNOWN_DIALECT 400: Unknown SQL dialect "oracle"; known dialects: duckdb, sqlite, postgresql, mysql, clickhouse, trino',
    );
    expect(getDialect('postgres').id).toBe('postgresql');
    expect(getDialect('mariadb').id).toBe('mysql');
    expect(getDialect('clickhousedb').id).toBe('clickhouse');
  });

  test('unknown column, metric, orderby', () => {
    expect(codeOf(() => compile({ columns: ['nope'], metrics: [] }))).toBe(
      'UNKNOWN_COLUMN 400: Column "nope" used in columns[0] does not exist in dataset "sales"; columns: order_date, deal_size, country, quantity, price, is_paid, revenue',
    );
    expect(codeOf(() => compile({ columns: [], metrics: ['nope'] }))).toBe(
      'UNKNOWN_METRIC 400: Metric "nope" used in metrics[0] does not exist in dataset "sales"; metrics: count, total_revenue',
    );
    expect(
      codeOf(() =>
        compile({
          columns: [],
          metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'x' } }],
        }),
      ),
    ).toMatch(/^UNKNOWN_COLUMN 400: Column "x" used in metric "SUM\(x\)"/);
    expect(
      codeOf(() => compile({ columns: ['country'], metrics: ['count'], orderby: [['zzz', true]] })),
    ).toBe('UNKNOWN_COLUMN 400: Unknown column used in orderby: zzz');
  });

  test('empty query, missing filter value, missing temporal column', () => {
    expect(codeOf(() => compile({ columns: [], metrics: null }))).toBe(
      'EMPTY_QUERY 400: Empty query: it has no columns and no metrics',
    );
    expect(
      codeOf(() => compile({ columns: ['country'], metrics: [], filters: [{ col: 'country', op: '==' }] })),
    ).toBe('INVALID_FILTER 400: Filter on "country" with operator ==: a value is required');
    expect(
      codeOf(() =>
        compile({ columns: ['country'], metrics: [], filters: [{ col: 'quantity', op: '>', val: [1, 2] }] }),
      ),
    ).toBe('INVALID_FILTER 400: Filter on "quantity" with operator >: expects a single value, got a list');
    expect(
      codeOf(() =>
        compile(
          { columns: [], metrics: ['count'], is_timeseries: true },
          { ...salesDataset, mainDttmCol: null },
        ),
      ),
    ).toMatch(/^MISSING_TEMPORAL_COLUMN 400/);
  });

  test.each([
    [
      'SQL metric',
      { columns: [], metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*); DROP TABLE sales' }] },
    ],
    [
      'adhoc column',
      { columns: [{ sqlExpression: '(SELECT password FROM users)', label: 'x' }], metrics: [] },
    ],
    ['extras.where', { columns: ['country'], metrics: [], extras: { where: '1=1) OR (1=1' } }],
    ['extras.having', { columns: ['country'], metrics: [], extras: { having: 'COUNT(*) > 0 -- hide' } }],
    [
      'filter on adhoc column',
      {
        columns: ['country'],
        metrics: [],
        filters: [{ col: { sqlExpression: "pg_read_file('/etc/passwd')", label: 'f' }, op: 'IS NULL' }],
      },
    ],
  ])('unsafe SQL in a %s is refused', (_where, query) => {
    expect(() => compile(query)).toThrow(UnsafeSqlError);
  });

  test('unsafe calculated columns, saved metrics and virtual datasets are refused', () => {
    const evilColumn = {
      ...salesDataset,
      columns: [{ columnName: 'c', expression: 'x; DELETE FROM sales' }],
    };
    expect(() => compile({ columns: ['c'], metrics: [] }, evilColumn)).toThrow(UnsafeSqlError);
    const evilMetric = { ...salesDataset, metrics: [{ metricName: 'm', expression: 'SUM(x) /* */' }] };
    expect(() => compile({ columns: [], metrics: ['m'] }, evilMetric)).toThrow(UnsafeSqlError);
    const evilSql = { ...salesDataset, sql: 'SELECT 1; DROP TABLE sales' };
    expect(codeOf(() => compile({ columns: ['country'], metrics: [] }, evilSql))).toBe(
      'UNSAFE_SQL 400: Unsafe SQL in the dataset SQL: only one statement is allowed',
    );
  });
});

describe('granularity that is not a datetime column (Superset falls back to the main one)', () => {
  const timeRange = (query: Record<string, unknown>, dataset = salesDataset) =>
    compileQuery(
      input({ metrics: ['count'], columns: [], time_range: 'Last week', ...query }, { dataset }),
      'duckdb',
    ).sql;

  test('an unknown or non-temporal granularity filters on the main datetime column', () => {
    const expected = timeRange({ granularity: 'order_date' });
    expect(expected).toMatch(/"order_date" >= /);
    expect(timeRange({ granularity: 'day' })).toBe(expected);
    expect(timeRange({ granularity: 'country' })).toBe(expected);
  });

  test('without a main datetime column an unknown granularity is still reported', () => {
    expect(codeOf(() => timeRange({ granularity: 'day' }, { ...salesDataset, mainDttmCol: null }))).toMatch(
      /^UNKNOWN_COLUMN 400: Column "day" used in granularity/,
    );
  });
});
