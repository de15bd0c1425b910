import { describe, expect, it } from 'vitest';
import { cum, diff } from './cum';
import { MissingColumnError, OperationNotSupportedError } from './errors';
import { rolling } from './rolling';
import { column, frame } from './test/helpers';

const ys = frame([1, 2, 3, 4, 5].map((y, i) => ({ t: i, y })));

describe('rolling', () => {
  it('needs `window` values by default (min_periods = window)', () => {
    const result = rolling(ys, { columns: { y: 'y' }, rolling_type: 'sum', window: 3 });
    expect(column(result, 'y')).toEqual([null, null, 6, 9, 12]);
    expect(result.columns).toEqual(['t', 'y']);
  });

  it('adds a column for {y: y2} and leaves y alone', () => {
    const result = rolling(ys, { columns: { y: 'y2' }, rolling_type: 'mean', window: 2, min_periods: 0 });
    expect(result.columns).toEqual(['t', 'y', 'y2']);
    expect(column(result, 'y')).toEqual([1, 2, 3, 4, 5]);
    expect(column(result, 'y2')).toEqual([1, 1.5, 2.5, 3.5, 4.5]);
  });

  it('drops the rows before the first window with min_periods values, as Superset does', () => {
    const result = rolling(ys, { columns: { y: 'y' }, rolling_type: 'sum', window: 2, min_periods: 2 });
    expect(column(result, 't')).toEqual([1, 2, 3, 4]);
    expect(column(result, 'y')).toEqual([3, 5, 7, 9]);
    const one = rolling(ys, { columns: { y: 'y' }, rolling_type: 'sum', window: 2, min_periods: 1 });
    expect(column(one, 'y')).toEqual([1, 3, 5, 7, 9]);
  });

  it('centres the window on its row', () => {
    const result = rolling(ys, { columns: { y: 'y' }, rolling_type: 'sum', window: 3, center: true });
    expect(column(result, 'y')).toEqual([null, 6, 9, 12, null]);
  });

  it('computes std (ddof=1), min, max, median, count and quantile over each window', () => {
    const run = (rolling_type: string, extra = {}) =>
      column(rolling(ys, { columns: { y: 'y' }, rolling_type, window: 3, ...extra }), 'y');
    expect(run('std')).toEqual([null, null, 1, 1, 1]);
    expect(run('var')).toEqual([null, null, 1, 1, 1]);
    expect(run('min')).toEqual([null, null, 1, 2, 3]);
    expect(run('max')).toEqual([null, null, 3, 4, 5]);
    expect(run('median')).toEqual([null, null, 2, 3, 4]);
    expect(run('count')).toEqual([null, null, 3, 3, 3]);
    // window [1, 2, 3]: q = 0.25 → position 0.5 → 1.5
    expect(run('quantile', { rolling_type_options: { quantile: 0.25 } })).toEqual([
      null,
      null,
      1.5,
      2.5,
      3.5,
    ]);
    expect(run('skew')).toEqual([null, null, 0, 0, 0]);
  });

  it('skips missing values inside a window', () => {
    const gaps = frame([{ y: 1 }, { y: null }, { y: 3 }, { y: 4 }]);
    const result = rolling(gaps, { columns: { y: 'y' }, rolling_type: 'sum', window: 2, min_periods: 0 });
    expect(column(result, 'y')).toEqual([1, 1, 3, 7]);
  });

  it('treats the legacy cumsum rolling type as a running total', () => {
    expect(column(rolling(ys, { columns: { y: 'y' }, rolling_type: 'cumsum', window: 1 }), 'y')).toEqual([
      1, 3, 6, 10, 15,
    ]);
  });

  it('rejects bad options', () => {
    const base = { columns: { y: 'y' }, rolling_type: 'sum' };
    expect(() => rolling(ys, base)).toThrow('Undefined window for rolling operation');
    expect(() => rolling(ys, { ...base, window: 0 })).toThrow('Window must be > 0');
    expect(() => rolling(ys, { ...base, window: 2, min_periods: 3 })).toThrow(
      'min_periods 3 must be <= window 2',
    );
    expect(() => rolling(ys, { ...base, rolling_type: 'foo', window: 2 })).toThrow(/rolling_type/);
    expect(() => rolling(ys, { ...base, rolling_type: 'corr', window: 2 })).toThrow(
      OperationNotSupportedError,
    );
    expect(() => rolling(ys, { ...base, window: 2, win_type: 'gaussian' })).toThrow(/std/);
    expect(() => rolling(ys, { ...base, window: 2, win_type: 'slepian' })).toThrow(
      OperationNotSupportedError,
    );
    expect(() => rolling(ys, { ...base, columns: { nope: 'nope' }, window: 2 })).toThrow(MissingColumnError);
  });
});

describe('cum', () => {
  const values = frame([{ y: 1 }, { y: null }, { y: 3 }, { y: -2 }]);
  const run = (operator: string) => column(cum(values, { operator, columns: { y: 'y' } }), 'y');

  it('runs sum, prod, max and min, counting missing cells as 0', () => {
    expect(run('sum')).toEqual([1, 1, 4, 2]);
    expect(run('prod')).toEqual([1, 0, 0, -0]);
    expect(run('max')).toEqual([1, 1, 3, 3]);
    expect(run('min')).toEqual([1, 0, 0, -2]);
  });

  it('rejects an unknown operator', () => {
    expect(() => run('avg')).toThrow('Invalid cumulative operator: avg');
  });
});

describe('diff', () => {
  const squares = frame([1, 4, 9, 16].map((a, i) => ({ a, b: a * 2 + i })));

  it('subtracts the row `periods` above (negative periods look below)', () => {
    expect(column(diff(squares, { columns: { a: 'a' } }), 'a')).toEqual([null, 3, 5, 7]);
    expect(column(diff(squares, { columns: { a: 'd' }, periods: 2 }), 'd')).toEqual([null, null, 8, 12]);
    expect(column(diff(squares, { columns: { a: 'a' }, periods: -1 }), 'a')).toEqual([-3, -5, -7, null]);
  });

  it('with axis=1 subtracts the column to the left', () => {
    const result = diff(squares, { columns: { a: 'a', b: 'b' }, axis: 1 });
    expect(column(result, 'a')).toEqual([null, null, null, null]);
    // b − a = a + i
    expect(column(result, 'b')).toEqual([1, 5, 11, 19]);
  });
});
