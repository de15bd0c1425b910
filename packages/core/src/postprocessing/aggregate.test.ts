import { describe, expect, it } from 'vitest';
import { aggregate } from './aggregate';
import { InvalidOptionsError, MissingColumnError } from './errors';
import { column, frame } from './test/helpers';

// g=a: x = 1, 3, 8; g=b: x = 2, null; g=null: x = 100 (a group of its own, sorted last).
const data = frame([
  { g: 'a', x: 1 },
  { g: 'a', x: 3 },
  { g: 'b', x: 2 },
  { g: 'b', x: null },
  { g: 'a', x: 8 },
  { g: null, x: 100 },
]);

// Only the a and b groups, to keep the expectations short.
const run = (operator: string, options?: Record<string, unknown>) =>
  column(
    aggregate(data, { groupby: ['g'], aggregates: { out: { operator, column: 'x', options } } }),
    'out',
  ).slice(0, 2);

describe('aggregate', () => {
  it('groups sorted by key, the missing key last, group columns first', () => {
    const result = aggregate(data, { groupby: ['g'], aggregates: { x: { operator: 'sum' } } });
    expect(result.columns).toEqual(['g', 'x']);
    expect(result.rows).toEqual([
      { g: 'a', x: 12 },
      { g: 'b', x: 2 },
      { g: null, x: 100 },
    ]);
  });

  it('skips missing values where numpy dispatches to pandas (sum, mean, min, max, prod)', () => {
    expect(run('sum')).toEqual([12, 2]);
    expect(run('nansum')).toEqual([12, 2]);
    expect(run('mean')).toEqual([4, 2]);
    expect(run('min')).toEqual([1, 2]);
    expect(run('max')).toEqual([8, 2]);
    expect(run('prod')).toEqual([24, 2]);
    expect(run('product')).toEqual([24, 2]);
  });

  it('propagates missing values for percentile and average; median and nan* variants skip them', () => {
    expect(run('median')).toEqual([3, 2]);
    expect(run('nanmedian')).toEqual([3, 2]);
    expect(run('average')).toEqual([4, null]);
    expect(run('percentile', { q: 50 })).toEqual([3, null]);
    // sorted a = [1, 3, 8]: q25 → position 0.5 → 1 + (3 − 1) × 0.5 = 2
    expect(run('nanpercentile', { q: 25 })).toEqual([2, 2]);
    expect(run('nanpercentile', { q: 25, method: 'lower' })).toEqual([1, 2]);
  });

  it('std and var are numpy population statistics (ddof=0) unless options.ddof says otherwise', () => {
    // a: mean 4, squared deviations 9 + 1 + 16 = 26
    const [stdA, stdB] = run('std') as number[];
    expect(stdA).toBeCloseTo(Math.sqrt(26 / 3), 12);
    expect(stdB).toBe(0);
    const [sampleA, sampleB] = run('std', { ddof: 1 });
    expect(sampleA).toBeCloseTo(Math.sqrt(13), 12);
    expect(sampleB).toBeNull();
    expect((run('var') as number[])[0]).toBeCloseTo(26 / 3, 12);
  });

  it('counts every cell (numpy.ma.count) and finds positions with argmin/argmax', () => {
    expect(run('count')).toEqual([3, 2]);
    expect(run('count_nonzero')).toEqual([3, 2]);
    expect(run('argmax')).toEqual([2, 0]);
    expect(run('argmin')).toEqual([0, 0]);
  });

  it('without groupby reduces everything to one row', () => {
    const result = aggregate(data, { groupby: [], aggregates: { total: { operator: 'sum', column: 'x' } } });
    expect(result.rows).toEqual([{ total: 114 }]);
  });

  it('rejects bad aggregates with clear errors', () => {
    expect(() => run('foo')).toThrow('Invalid numpy function: foo');
    expect(() => run('cumsum')).toThrow(InvalidOptionsError);
    expect(() => run('percentile')).toThrow(/options\.q/);
    expect(() => run('sum', { q: 1 })).toThrow(/not accepted by sum/);
    expect(() => aggregate(data, { groupby: ['nope'], aggregates: {} })).toThrow(MissingColumnError);
    expect(() => aggregate(data, { groupby: [], aggregates: { y: { operator: 'sum' } } })).toThrow(/y/);
    expect(() => aggregate(data, { groupby: [], aggregates: { x: {} } })).toThrow(
      'Operator undefined for aggregator: x',
    );
  });
});
