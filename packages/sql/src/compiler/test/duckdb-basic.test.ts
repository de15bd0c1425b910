// The basic subset on DuckDB, asserted exactly: what the first chart-data endpoint relies on.
import { describe, expect, test } from 'vitest';
import { compileQuery } from '../compile-query';
import { input } from './fixtures';

const duck = (query: Record<string, unknown>) => compileQuery(input(query), 'duckdb');

describe('compileQuery on duckdb (basic subset)', () => {
  test('group by a column with a SIMPLE metric, a saved metric and COUNT(*)', () => {
    const q = duck({
      columns: ['deal_size'],
      metrics: [
        { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'price' } },
        'total_revenue',
        { expressionType: 'SIMPLE', aggregate: 'COUNT', column: null },
      ],
      row_limit: 10,
    });
    expect(q.sql).toBe(
      [
        'SELECT "deal_size" AS "deal_size", SUM("price") AS "SUM(price)", SUM(quantity * price) AS "total_revenue", COUNT(*) AS "COUNT(*)"',
        'FROM "sales"',
        'GROUP BY "deal_size"',
        'ORDER BY SUM("price") DESC',
        'LIMIT 10',
      ].join('\n'),
    );
    expect(q.parameters).toEqual([]);
    expect(q.columnLabels).toEqual(['deal_size']);
    expect(q.metricLabels).toEqual(['SUM(price)', 'total_revenue', 'COUNT(*)']);
  });

  test('SQL metric with a custom label and BASE_AXIS time grain', () => {
    const q = duck({
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
          timeGrain: 'P1W',
        },
      ],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'AVG(price) * 2', label: 'double avg' }],
      orderby: [['order_date', true]],
      row_limit: 0,
    });
    expect(q.sql).toBe(
      [
        `SELECT DATE_TRUNC('week', "order_date") AS "order_date", (AVG(price) * 2) AS "double avg"`,
        'FROM "sales"',
        `GROUP BY DATE_TRUNC('week', "order_date")`,
        `ORDER BY DATE_TRUNC('week', "order_date") ASC`,
      ].join('\n'),
    );
  });

  test('WHERE filters: ==, !=, <, >, IN, NOT IN, IS NULL, TEMPORAL_RANGE', () => {
    const q = duck({
      columns: ['country'],
      metrics: ['count'],
      filters: [
        { col: 'deal_size', op: '==', val: 'Small' },
        { col: 'country', op: '!=', val: 'FR' },
        { col: 'quantity', op: '<', val: 50 },
        { col: 'price', op: '>', val: 1.5 },
        { col: 'country', op: 'IN', val: ['US', 'UK'] },
        { col: 'deal_size', op: 'not in', val: ['Large'] },
        { col: 'is_paid', op: 'IS NULL' },
        { col: 'order_date', op: 'TEMPORAL_RANGE', val: '2024-01-01T00:00:00 : 2024-02-01T00:00:00' },
        { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' },
      ],
      orderby: [['count', false]],
      row_limit: 5,
    });
    expect(q.sql).toBe(
      [
        'SELECT "country" AS "country", COUNT(*) AS "count"',
        'FROM "sales"',
        'WHERE "deal_size" = ? AND "country" != ? AND "quantity" < ? AND "price" > ? AND "country" IN (?, ?)' +
          ' AND NOT ("deal_size" IN (?)) AND "is_paid" IS NULL' +
          ' AND "order_date" >= CAST(? AS TIMESTAMP) AND "order_date" < CAST(? AS TIMESTAMP)',
        'GROUP BY "country"',
        'ORDER BY COUNT(*) DESC',
        'LIMIT 5',
      ].join('\n'),
    );
    expect(q.parameters).toEqual([
      'Small',
      'FR',
      50,
      1.5,
      'US',
      'UK',
      'Large',
      '2024-01-01 00:00:00',
      '2024-02-01 00:00:00',
    ]);
    expect(q.appliedFilters.map((f) => f.column)).toEqual([
      'deal_size',
      'country',
      'quantity',
      'price',
      'country',
      'deal_size',
      'is_paid',
      'order_date',
      'order_date',
    ]);
  });

  test('raw rows when metrics is null', () => {
    const q = duck({
      columns: ['order_date', 'country', 'revenue'],
      metrics: null,
      filters: [{ col: 'country', op: '==', val: 'FR' }],
      orderby: [['order_date', false]],
      row_limit: 100,
    });
    expect(q.sql).toBe(
      [
        'SELECT "order_date" AS "order_date", "country" AS "country", (quantity * price) AS "revenue"',
        'FROM "sales"',
        'WHERE "country" = ?',
        'ORDER BY "order_date" DESC',
        'LIMIT 100',
      ].join('\n'),
    );
    expect(q.parameters).toEqual(['FR']);
    expect(q.metricLabels).toEqual([]);
  });

  test('an unknown filter column is rejected, not an error', () => {
    const q = duck({
      columns: ['country'],
      metrics: ['count'],
      filters: [{ col: 'nope', op: '==', val: 1 }],
    });
    expect(q.rejectedFilters).toEqual([{ column: 'nope', reason: 'not_in_datasource' }]);
    expect(q.sql).not.toContain('WHERE');
  });
});
