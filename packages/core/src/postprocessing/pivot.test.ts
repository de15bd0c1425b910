import { describe, expect, it } from 'vitest';
import { MissingColumnError } from './errors';
import { flatten } from './flatten';
import { pivot } from './pivot';
import { rename } from './rename';
import { column, frame } from './test/helpers';

const sales = frame([
  { ts: 1, cat: 'Small', sales: 10, qty: 1 },
  { ts: 1, cat: 'Large', sales: 20, qty: 2 },
  { ts: 1, cat: 'Small', sales: 5, qty: 3 },
  { ts: 2, cat: 'Small', sales: 7, qty: 4 },
  { ts: 2, cat: null, sales: 3, qty: 5 },
]);

describe('pivot', () => {
  it('lays one metric out per column value, keeping the metric level, null keys as <NULL>', () => {
    const result = pivot(sales, {
      index: ['ts'],
      columns: ['cat'],
      aggregates: { sales: { operator: 'sum' } },
    });
    expect(result.index).toEqual(['ts']);
    // '<' sorts before 'L' and 'S', as in pandas' sort_index.
    expect(result.columns).toEqual(['ts', 'sales, <NULL>', 'sales, Large', 'sales, Small']);
    expect(result.levels?.['sales, Large']).toEqual(['sales', 'Large']);
    expect(result.rows).toEqual([
      { ts: 1, 'sales, <NULL>': null, 'sales, Large': 20, 'sales, Small': 15 },
      { ts: 2, 'sales, <NULL>': 3, 'sales, Large': null, 'sales, Small': 7 },
    ]);
  });

  it('flatten joins levels with ", " and turns the index into a column', () => {
    const pivoted = pivot(sales, {
      index: ['ts'],
      columns: ['cat'],
      aggregates: { sales: { operator: 'sum' } },
    });
    const flat = flatten(pivoted, {});
    expect(flat.index).toBeUndefined();
    expect(flat.levels).toBeUndefined();
    expect(flat.columns).toEqual(['ts', 'sales, <NULL>', 'sales, Large', 'sales, Small']);
    expect(column(flat, 'sales, Small')).toEqual([15, 7]);
  });

  it('rename of the metric to null on level 0 drops it from the flattened names', () => {
    const pivoted = pivot(sales, {
      index: ['ts'],
      columns: ['cat'],
      aggregates: { sales: { operator: 'sum' } },
    });
    const renamed = rename(pivoted, { columns: { sales: null }, level: 0, inplace: true });
    expect(flatten(renamed, {}).columns).toEqual(['ts', '<NULL>', 'Large', 'Small']);
    expect(flatten(pivoted, { drop_levels: [0] }).columns).toEqual(['ts', '<NULL>', 'Large', 'Small']);
  });

  it('with several aggregates the metric comes first and metrics sort alphabetically', () => {
    const result = flatten(
      pivot(sales, {
        index: ['ts'],
        columns: ['cat'],
        aggregates: { sales: { operator: 'sum' }, qty: { operator: 'max' } },
        column_fill_value: 'n/a',
      }),
      {},
    );
    expect(result.columns).toEqual([
      'ts',
      'qty, Large',
      'qty, Small',
      'qty, n/a',
      'sales, Large',
      'sales, Small',
      'sales, n/a',
    ]);
    expect(result.rows[0]).toEqual({
      ts: 1,
      'qty, Large': 2,
      'qty, Small': 3,
      'qty, n/a': null,
      'sales, Large': 20,
      'sales, Small': 15,
      'sales, n/a': null,
    });
  });

  it('without columns gives one plain column per metric', () => {
    const result = pivot(sales, {
      index: ['ts'],
      aggregates: { sales: { operator: 'sum' }, qty: { operator: 'sum' } },
    });
    expect(result.columns).toEqual(['ts', 'qty', 'sales']);
    expect(result.levels).toBeUndefined();
    expect(result.rows).toEqual([
      { ts: 1, qty: 6, sales: 35 },
      { ts: 2, qty: 9, sales: 10 },
    ]);
  });

  it('fills missing cells with metric_fill_value', () => {
    const result = pivot(sales, {
      index: ['ts'],
      columns: ['cat'],
      aggregates: { sales: { operator: 'sum' } },
      metric_fill_value: 0,
    });
    expect(column(result, 'sales, Large')).toEqual([20, 0]);
  });

  it('drop_missing_columns=false keeps a column whose values are all missing', () => {
    const withEmpty = frame([...sales.rows, { ts: 2, cat: 'Medium', sales: null, qty: 6 }]);
    const options = { index: ['ts'], columns: ['cat'], aggregates: { sales: { operator: 'mean' } } };
    expect(pivot(withEmpty, options).columns).not.toContain('sales, Medium');
    const kept = pivot(withEmpty, { ...options, drop_missing_columns: false });
    expect(kept.columns).toContain('sales, Medium');
    expect(column(kept, 'sales, Medium')).toEqual([null, null]);
  });

  it('keeps a metric that is missing everywhere, with the series of the data (current Superset)', () => {
    const data = frame([
      { ts: 1, cat: 'B', empty: null, partial: 1 },
      { ts: 1, cat: 'A', empty: null, partial: null },
    ]);
    const result = pivot(data, {
      index: ['ts'],
      columns: ['cat'],
      aggregates: { empty: { operator: 'mean' }, partial: { operator: 'mean' } },
    });
    // partial keeps only its non-empty series; empty comes back with B, A in data order.
    expect(result.columns).toEqual(['ts', 'partial, B', 'empty, B', 'empty, A']);
    expect(result.rows).toEqual([{ ts: 1, 'partial, B': 1, 'empty, B': null, 'empty, A': null }]);
    const flat = pivot(frame([{ ts: 1, m: null }]), {
      index: ['ts'],
      aggregates: { m: { operator: 'mean' } },
    });
    // pandas drops the all-missing row; the column itself stays.
    expect(flat.columns).toEqual(['ts', 'm']);
    expect(flat.rows).toEqual([]);
  });

  it('adds "All" margins from the raw rows', () => {
    const data = frame(sales.rows.filter((row) => row.cat !== null));
    const result = pivot(data, {
      index: ['ts'],
      columns: ['cat'],
      aggregates: { sales: { operator: 'sum' } },
      marginal_distributions: true,
    });
    expect(result.columns).toEqual(['ts', 'sales, Large', 'sales, Small', 'sales, All']);
    expect(result.rows).toEqual([
      { ts: 1, 'sales, Large': 20, 'sales, Small': 15, 'sales, All': 35 },
      { ts: 2, 'sales, Large': null, 'sales, Small': 7, 'sales, All': 7 },
      { ts: 'All', 'sales, Large': 20, 'sales, Small': 22, 'sales, All': 42 },
    ]);
  });

  it('names series of a temporal column as pandas prints timestamps', () => {
    const data = frame(
      [
        { ts: 1, day: Date.UTC(2020, 0, 2), v: 2 },
        { ts: 1, day: Date.UTC(2020, 0, 1, 12, 30, 0, 250), v: 1 },
      ],
      { kinds: { day: 'temporal' } },
    );
    const flat = flatten(
      pivot(data, { index: ['ts'], columns: ['day'], aggregates: { v: { operator: 'sum' } } }),
      {},
    );
    expect(flat.columns).toEqual(['ts', 'v, 2020-01-01 12:30:00.250000', 'v, 2020-01-02 00:00:00']);
  });

  it('escapes commas inside labels when flattening', () => {
    const data = frame([{ ts: 1, cat: 'a, b', v: 1 }]);
    const flat = flatten(
      pivot(data, { index: ['ts'], columns: ['cat'], aggregates: { v: { operator: 'sum' } } }),
      {},
    );
    expect(flat.columns).toEqual(['ts', 'v, a\\, b']);
  });

  it('validates its options', () => {
    expect(() => pivot(sales, { index: [], aggregates: { sales: { operator: 'sum' } } })).toThrow(
      'Pivot operation requires at least one index',
    );
    expect(() => pivot(sales, { index: ['ts'], aggregates: {} })).toThrow(
      'Pivot operation must include at least one aggregate',
    );
    expect(() => pivot(sales, { index: ['nope'], aggregates: { sales: { operator: 'sum' } } })).toThrow(
      MissingColumnError,
    );
  });
});
