import { describe, expect, it } from 'vitest';
import { compare } from './compare';
import { contribution } from './contribution';
import { flatten } from './flatten';
import { pivot } from './pivot';
import { column, frame } from './test/helpers';

const pairs = frame([
  { s: 10, c: 5 },
  { s: 20, c: 40 },
  { s: 0, c: 0 },
  { s: null, c: 3 },
  { s: 1, c: 3 },
  { s: 1, c: 8 },
]);

const run = (compare_type: string, precision?: number) =>
  column(
    compare(pairs, { source_columns: ['s'], compare_columns: ['c'], compare_type, precision }),
    `${compare_type}__s__c`,
  );

describe('compare', () => {
  it('difference is s − c', () => {
    expect(run('difference')).toEqual([5, -20, 0, null, -2, -7]);
  });

  it('percentage is (s − c) / c rounded to 4 places; 0/0 is missing', () => {
    expect(run('percentage')).toEqual([1, -0.5, null, null, -0.6667, -0.875]);
  });

  it('ratio is s / c, rounded half to even', () => {
    expect(run('ratio')).toEqual([2, 0.5, null, null, 0.3333, 0.125]);
    // 1/8 = 0.125 → 12.5 hundredths → 12 (numpy rounds half to even)
    expect(run('ratio', 2)[5]).toBe(0.12);
  });

  it('drops the compared columns on request', () => {
    const result = compare(pairs, {
      source_columns: ['s'],
      compare_columns: ['c'],
      compare_type: 'difference',
      drop_original_columns: true,
    });
    expect(result.columns).toEqual(['difference__s__c']);
  });

  it('pairs pivoted sub-columns by their series', () => {
    const data = frame([
      { ts: 1, g: 'a', m: 10, 'm__1 year ago': 4 },
      { ts: 1, g: 'b', m: 3, 'm__1 year ago': 1 },
    ]);
    const pivoted = pivot(data, {
      index: ['ts'],
      columns: ['g'],
      aggregates: { m: { operator: 'mean' }, 'm__1 year ago': { operator: 'mean' } },
    });
    const result = flatten(
      compare(pivoted, {
        source_columns: ['m'],
        compare_columns: ['m__1 year ago'],
        compare_type: 'difference',
        drop_original_columns: true,
      }),
      {},
    );
    expect(result.rows).toEqual([
      { ts: 1, 'difference__m__m__1 year ago, a': 6, 'difference__m__m__1 year ago, b': 2 },
    ]);
  });

  it('validates its options', () => {
    expect(() =>
      compare(pairs, { source_columns: ['s'], compare_columns: [], compare_type: 'ratio' }),
    ).toThrow('`compare_columns` must have the same length as `source_columns`.');
    expect(() =>
      compare(pairs, { source_columns: ['s'], compare_columns: ['c'], compare_type: 'x' }),
    ).toThrow('`compare_type` must be `difference`, `percentage` or `ratio`');
  });
});

describe('contribution', () => {
  const data = frame(
    [
      { ts: 100, name: 'x', a: 1, b: 2 },
      { ts: 200, name: 'y', a: 3, b: 2 },
      { ts: 300, name: 'z', a: null, b: 4 },
    ],
    { kinds: { ts: 'temporal' } },
  );

  it('column orientation divides by the column total, missing cells as 0; text and time left alone', () => {
    const result = contribution(data, { orientation: 'column' });
    expect(column(result, 'a')).toEqual([0.25, 0.75, 0]);
    expect(column(result, 'b')).toEqual([0.25, 0.25, 0.5]);
    expect(column(result, 'ts')).toEqual([100, 200, 300]);
    expect(column(result, 'name')).toEqual(['x', 'y', 'z']);
  });

  it('row orientation divides by the row total of the numeric columns', () => {
    const result = contribution(data, { orientation: 'row' });
    expect(column(result, 'a')).toEqual([1 / 3, 0.6, null]);
    expect(column(result, 'b')).toEqual([2 / 3, 0.4, 1]);
  });

  it('writes to rename_columns and keeps the originals', () => {
    const result = contribution(data, { orientation: 'column', columns: ['a'], rename_columns: ['a%'] });
    expect(result.columns).toEqual(['ts', 'name', 'a', 'b', 'a%']);
    expect(column(result, 'a')).toEqual([1, 3, null]);
    expect(column(result, 'a%')).toEqual([0.25, 0.75, 0]);
  });

  it('divides by given contribution_totals, 0 where a total is missing or zero', () => {
    const result = contribution(data, { orientation: 'column', contribution_totals: { a: 8, b: 0 } });
    expect(column(result, 'a')).toEqual([0.125, 0.375, 0]);
    expect(column(result, 'b')).toEqual([0, 0, 0]);
  });

  it('normalises time-shifted columns within their own group', () => {
    const shifted = frame([{ a: 1, b: 3, 'a__1 year ago': 2, 'b__1 year ago': 2 }]);
    const result = contribution(shifted, { orientation: 'row', time_shifts: ['1 year ago'] });
    expect(result.rows[0]).toEqual({ a: 0.25, b: 0.75, 'a__1 year ago': 0.5, 'b__1 year ago': 0.5 });
  });

  it('rejects non-numeric columns and mismatched renames', () => {
    expect(() => contribution(data, { orientation: 'row', columns: ['name'] })).toThrow(
      'Column "name" is not numeric or does not exists in the query results.',
    );
    expect(() => contribution(data, { orientation: 'row', rename_columns: ['x'] })).toThrow(/rename_columns/);
    expect(() => contribution(data, { orientation: 'diagonal' })).toThrow(/orientation/);
  });
});
