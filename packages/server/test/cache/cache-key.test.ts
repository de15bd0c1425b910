import { normaliseQueryObject } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { type CacheKeyContext, cacheKeyFor } from '../../src/cache';

const context: CacheKeyContext = {
  datasetId: 22,
  datasetChangedOn: '2026-11-21T10:00:00.000Z',
  datasourceType: 'table',
  resultType: 'full',
  resultFormat: 'json',
};

const sales = {
  expressionType: 'SIMPLE',
  aggregate: 'SUM',
  column: { column_name: 'sales' },
  label: 'SUM(sales)',
};

/** One query, as a client might write it with today's names. */
const modern = {
  columns: ['deal_size'],
  metrics: [sales],
  granularity: 'order_date',
  series_limit: 5,
  series_limit_metric: sales,
  time_range: 'Last year',
  extras: { where: "country = 'FR'" },
  row_limit: 1000,
};

/** The same query with deprecated names, a top-level where and another key order. */
const legacy = {
  row_limit: 1000,
  where: "country = 'FR'",
  timeseries_limit_metric: {
    label: 'SUM(sales)',
    column: { column_name: 'sales' },
    aggregate: 'SUM',
    expressionType: 'SIMPLE',
  },
  timeseries_limit: 5,
  time_range: 'Last year',
  granularity_sqla: 'order_date',
  metrics: [sales],
  groupby: ['deal_size'],
};

const keyOf = (raw: unknown, ctx: Partial<CacheKeyContext> = {}) =>
  cacheKeyFor(normaliseQueryObject(raw), { ...context, ...ctx });

describe('cacheKeyFor', () => {
  it('is a 64-character SHA-256 hex digest and stable across calls', () => {
    const key = keyOf(modern);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(keyOf(modern)).toBe(key);
  });

  it('gives one key to the same query written with other key orders and deprecated names', () => {
    expect(keyOf(legacy)).toBe(keyOf(modern));
  });

  it('changes when the dataset changes (changed_on)', () => {
    expect(keyOf(modern, { datasetChangedOn: '2026-11-21T10:00:01.000Z' })).not.toBe(keyOf(modern));
  });

  it.each([
    ['dataset', { datasetId: 23 }],
    ['datasource type', { datasourceType: 'query' }],
    ['result type', { resultType: 'samples' }],
    ['result format', { resultFormat: 'csv' }],
    ['row-level security', { rlsKey: "region = 'EU'" }],
    ['user scope', { userScope: 'alice' }],
    ['database change', { databaseChangedOn: '2026-01-01T00:00:00.000Z' }],
    ['extra inputs', { extra: { rowCap: 100_000 } }],
  ] as const)('changes with the %s', (_name, change) => {
    expect(keyOf(modern, change)).not.toBe(keyOf(modern));
  });

  it('separates users with different RLS filters but not users with none', () => {
    const none = keyOf(modern, { rlsKey: null });
    expect(keyOf(modern, { rlsKey: undefined })).toBe(none);
    expect(keyOf(modern, { rlsKey: 'a' })).not.toBe(keyOf(modern, { rlsKey: 'b' }));
  });

  it('changes with anything in the query that changes the answer', () => {
    const base = keyOf(modern);
    expect(keyOf({ ...modern, row_limit: 10 })).not.toBe(base);
    expect(keyOf({ ...modern, time_range: 'Last week' })).not.toBe(base);
    expect(keyOf({ ...modern, columns: ['deal_size', 'country'] })).not.toBe(base);
    expect(keyOf({ ...modern, post_processing: [{ operation: 'flatten' }] })).not.toBe(base);
    // null metrics means raw rows, [] means an aggregate with no metric: different answers.
    expect(keyOf({ columns: ['a'], metrics: null })).not.toBe(keyOf({ columns: ['a'], metrics: [] }));
  });

  it('keeps the order of columns, which is the order of the answer', () => {
    expect(keyOf({ ...modern, columns: ['a', 'b'] })).not.toBe(keyOf({ ...modern, columns: ['b', 'a'] }));
  });
});
