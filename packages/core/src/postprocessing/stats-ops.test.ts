import { describe, expect, it } from 'vitest';
import { boxplot } from './boxplot';
import { InvalidDataError } from './errors';
import { histogram } from './histogram';
import { rank } from './rank';
import { pythonFloatRepr, roundTo } from './stats';
import { column, frame } from './test/helpers';

const spread = frame([1, 2, 3, 4, 5, 6, 7, 8, 100].map((x) => ({ g: x > 4 ? 'hi' : 'lo', x })));

describe('boxplot', () => {
  it('tukey whiskers are the extreme points within 1.5 IQR; the rest are outliers', () => {
    const [row] = boxplot(spread, { metrics: ['x'], whisker_type: 'tukey' }).rows;
    // sorted 1..8, 100: q1 at position 2 → 3, q3 at position 6 → 7, IQR 4, fences −3 and 13
    expect(row).toEqual({
      x__mean: 136 / 9,
      x__median: 5,
      x__max: 8,
      x__min: 1,
      x__q1: 3,
      x__q3: 7,
      x__count: 9,
      x__outliers: [100],
    });
  });

  it('orders columns statistic by statistic, metric by metric, after the groups', () => {
    const result = boxplot(frame(spread.rows.map((row) => ({ ...row, y: 1 }))), {
      groupby: ['g'],
      metrics: ['x', 'y'],
      whisker_type: 'min/max',
    });
    expect(result.columns.slice(0, 5)).toEqual(['g', 'x__mean', 'y__mean', 'x__median', 'y__median']);
    // lo = 1..4: quartiles by the midpoint method: 1.5 and 3.5
    expect(result.rows[1]).toMatchObject({
      g: 'lo',
      x__q1: 1.5,
      x__q3: 3.5,
      x__min: 1,
      x__max: 4,
      x__outliers: [],
    });
  });

  it('percentile whiskers', () => {
    const [row] = boxplot(spread, { metrics: ['x'], whisker_type: 'percentile', percentiles: [10, 90] }).rows;
    // p10 at position 0.8 → 1.8; p90 at position 7.2 → 8 + 92 × 0.2 = 26.4
    expect(row?.x__min).toBeCloseTo(1.8, 12);
    expect(row?.x__max).toBeCloseTo(26.4, 12);
    expect(row?.x__outliers).toEqual([100, 1]);
    expect(() =>
      boxplot(spread, { metrics: ['x'], whisker_type: 'percentile', percentiles: [90, 10] }),
    ).toThrow(/percentiles must be a list/);
  });
});

describe('histogram', () => {
  const values = frame([1, 2, 2, 3, 5].map((v, i) => ({ g: i < 3 ? 'a' : 'b', v })));

  it('splits min..max evenly; the last bin includes the maximum', () => {
    const result = histogram(values, { column: 'v', groupby: null, bins: 2 });
    expect(result.columns).toEqual(['1.0 - 3.0', '3.0 - 5.0']);
    expect(result.rows).toEqual([{ '1.0 - 3.0': 3, '3.0 - 5.0': 2 }]);
  });

  it('cumulative and normalised counts', () => {
    const run = (options: object) => histogram(values, { column: 'v', bins: 2, ...options }).rows[0];
    expect(run({ cumulative: true })).toEqual({ '1.0 - 3.0': 3, '3.0 - 5.0': 5 });
    expect(run({ normalize: true })).toEqual({ '1.0 - 3.0': 0.6, '3.0 - 5.0': 0.4 });
    expect(run({ cumulative: true, normalize: true })).toEqual({ '1.0 - 3.0': 3 / 8, '3.0 - 5.0': 5 / 8 });
  });

  it('one row per group over shared edges', () => {
    const result = histogram(values, { column: 'v', groupby: ['g'], bins: 2 });
    expect(result.rows).toEqual([
      { g: 'a', '1.0 - 3.0': 3, '3.0 - 5.0': 0 },
      { g: 'b', '1.0 - 3.0': 0, '3.0 - 5.0': 2 },
    ]);
  });

  it('labels edges as numpy prints them', () => {
    const unit = frame([{ v: 0 }, { v: 1 }]);
    // numpy.linspace(0, 1, 6)[3] is 3 × 0.2 = 0.6000000000000001
    expect(histogram(unit, { column: 'v' }).columns[3]).toBe('0.6000000000000001 - 0.8');
    const single = frame([{ v: 4 }, { v: 4 }]);
    expect(histogram(single, { column: 'v', bins: 2 }).rows).toEqual([{ '3.5 - 4.0': 0, '4.0 - 4.5': 2 }]);
  });

  it('rejects bad bins and non-numeric values', () => {
    expect(() => histogram(values, { column: 'v', bins: 0 })).toThrow(
      '`bins` must be an integer between 1 and 1000',
    );
    expect(() => histogram(values, { column: 'g' })).toThrow(InvalidDataError);
  });
});

describe('rank', () => {
  it('is the percentile rank with averaged ties; missing values are not ranked', () => {
    const data = frame([10, 20, 20, null, 40].map((m) => ({ m })));
    expect(column(rank(data, { metric: 'm' }), 'rank')).toEqual([0.25, 0.625, 0.625, null, 1]);
  });

  it('ranks within groups', () => {
    const data = frame([
      { g: 'a', m: 5 },
      { g: 'b', m: 1 },
      { g: 'a', m: 7 },
      { g: 'b', m: 3 },
      { g: 'b', m: 2 },
    ]);
    expect(column(rank(data, { metric: 'm', group_by: 'g' }), 'rank')).toEqual([0.5, 1 / 3, 1, 1, 2 / 3]);
  });
});

describe('numeric helpers', () => {
  it('prints floats like Python', () => {
    expect([1, 0.5, -2, 1e16, 1.5e-5, 0.0001, 123456789.125].map(pythonFloatRepr)).toEqual([
      '1.0',
      '0.5',
      '-2.0',
      '1e+16',
      '1.5e-05',
      '0.0001',
      '123456789.125',
    ]);
  });

  it('rounds half to even', () => {
    expect([roundTo(0.5, 0), roundTo(1.5, 0), roundTo(2.5, 0), roundTo(-0.5, 0), roundTo(1234, -2)]).toEqual([
      0, 2, 2, -0, 1200,
    ]);
  });
});
