import { describe, expect, test } from 'vitest';
import { pivotRecords } from './fixtures';
import { METRIC_KEY, pivot, pivotAxes } from './pivot';
import { naturalSort } from './sort';

const byCountryCity = { rows: ['country', 'city'], cols: [METRIC_KEY, 'product_line'], metrics: ['sales'] };

describe('pivotAxes', () => {
  test('metrics go outermost on the columns by default, innermost when combined', () => {
    const base = { groupbyRows: ['country'], groupbyColumns: ['product_line'] };
    expect(pivotAxes(base)).toEqual({ rows: ['country'], cols: [METRIC_KEY, 'product_line'] });
    expect(pivotAxes({ ...base, combineMetric: true })).toEqual({
      rows: ['country'],
      cols: ['product_line', METRIC_KEY],
    });
  });

  test('transposed, with the metrics on the rows', () => {
    expect(
      pivotAxes({
        groupbyRows: ['country'],
        groupbyColumns: ['product_line'],
        metricsLayout: 'ROWS',
        transposePivot: true,
      }),
    ).toEqual({ rows: [METRIC_KEY, 'product_line'], cols: ['country'] });
  });
});

describe('pivot', () => {
  test('cells, row totals, column totals and the grand total of sums', () => {
    const data = pivot(pivotRecords, byCountryCity);
    expect(data.rowKeys).toEqual([
      ['France', 'Lyon'],
      ['France', 'Paris'],
      ['Spain', 'Barcelona'],
      ['Spain', 'Madrid'],
    ]);
    expect(data.colKeys).toEqual([
      ['sales', 'Cars'],
      ['sales', 'Ships'],
      ['sales', 'Trains'],
    ]);
    expect(data.value(['France', 'Paris'], ['sales', 'Cars'])).toBe(100);
    expect(data.value(['France', 'Lyon'], ['sales', 'Ships'])).toBeNull();
    expect(data.value(['France', 'Paris'], [])).toBe(150);
    expect(data.value([], ['sales', 'Cars'])).toBe(200);
    expect(data.value([], [])).toBe(275);
  });

  test('row subtotals below their group, or above it', () => {
    const bottom = pivot(pivotRecords, { ...byCountryCity, rowSubTotals: true });
    expect(bottom.rowKeys).toEqual([
      ['France', 'Lyon'],
      ['France', 'Paris'],
      ['France'],
      ['Spain', 'Barcelona'],
      ['Spain', 'Madrid'],
      ['Spain'],
    ]);
    expect(bottom.value(['France'], ['sales', 'Cars'])).toBe(130);
    expect(bottom.value(['Spain'], [])).toBe(95);
    const top = pivot(pivotRecords, { ...byCountryCity, rowSubTotals: true, rowSubtotalOnTop: true });
    expect(top.rowKeys.slice(0, 3)).toEqual([['France'], ['France', 'Lyon'], ['France', 'Paris']]);
  });

  test('column subtotals: the metric level totals its product lines', () => {
    const data = pivot(pivotRecords, { ...byCountryCity, colSubTotals: true, colSubtotalOnTop: true });
    expect(data.colKeys[0]).toEqual(['sales']);
    expect(data.value(['France', 'Paris'], ['sales'])).toBe(150);
  });

  test('metrics in their chart order, and null metric values never counted', () => {
    const data = pivot(pivotRecords, {
      rows: ['country'],
      cols: [METRIC_KEY],
      metrics: ['units', 'sales'],
      aggregateFunction: 'Count',
    });
    expect(data.colKeys).toEqual([['units'], ['sales']]);
    expect(data.value(['Spain'], ['units'])).toBe(2);
    expect(data.value(['Spain'], [])).toBe(5);
  });

  test.each([
    ['Sum', 180, 95, 275],
    ['Average', 60, 95 / 3, 275 / 6],
    ['Median', 50, 20, 40],
    ['Sample Variance', 1300, 3475 / 3, 7345 / 6],
    ['Minimum', 30, 5, 5],
    ['Maximum', 100, 70, 100],
    ['First', 30, 5, 5],
    ['Last', 100, 70, 100],
    ['Count', 3, 3, 6],
    ['Count Unique Values', 3, 3, 6],
    ['Sum as Fraction of Total', 180 / 275, 95 / 275, 1],
  ])('%s by country', (aggregateFunction, france, spain, total) => {
    const data = pivot(pivotRecords, {
      rows: ['country'],
      cols: [METRIC_KEY],
      metrics: ['sales'],
      aggregateFunction,
    });
    expect(data.value(['France'], ['sales'])).toBeCloseTo(france, 9);
    expect(data.value(['Spain'], ['sales'])).toBeCloseTo(spain, 9);
    expect(data.value([], [])).toBeCloseTo(total, 9);
  });

  test('standard deviation is the square root of the sample variance', () => {
    const data = pivot(pivotRecords, {
      rows: ['country'],
      cols: [METRIC_KEY],
      metrics: ['sales'],
      aggregateFunction: 'Sample Standard Deviation',
    });
    expect(data.value(['France'], ['sales'])).toBeCloseTo(Math.sqrt(1300), 9);
  });

  test('fractions of the row, of the column and of the total', () => {
    const options = { rows: ['country'], cols: [METRIC_KEY, 'product_line'], metrics: ['sales'] };
    const cell = (aggregateFunction: string) =>
      pivot(pivotRecords, { ...options, aggregateFunction }).value(['France'], ['sales', 'Cars']);
    expect(cell('Sum as Fraction of Rows')).toBeCloseTo(130 / 180, 9);
    expect(cell('Sum as Fraction of Columns')).toBeCloseTo(130 / 200, 9);
    expect(cell('Sum as Fraction of Total')).toBeCloseTo(130 / 275, 9);
    expect(cell('Count as Fraction of Total')).toBeCloseTo(2 / 6, 9);
    expect(cell('Count as Fraction of Rows')).toBeCloseTo(2 / 3, 9);
    expect(cell('Count as Fraction of Columns')).toBeCloseTo(2 / 3, 9);
    const rowTotal = pivot(pivotRecords, { ...options, aggregateFunction: 'Sum as Fraction of Rows' });
    expect(rowTotal.value(['Spain'], [])).toBe(1);
  });

  test('List Unique Values joins the distinct values in natural order', () => {
    const data = pivot(pivotRecords, {
      rows: ['country'],
      cols: [METRIC_KEY],
      metrics: ['sales'],
      aggregateFunction: 'List Unique Values',
    });
    expect(data.value(['France'], ['sales'])).toBe('30, 50, 100');
  });

  test('key z-a, with subtotals after their members', () => {
    const data = pivot(pivotRecords, { ...byCountryCity, rowOrder: 'key_z_to_a', rowSubTotals: true });
    expect(data.rowKeys).toEqual([
      ['Spain', 'Madrid'],
      ['Spain', 'Barcelona'],
      ['Spain'],
      ['France', 'Paris'],
      ['France', 'Lyon'],
      ['France'],
    ]);
  });

  test('by value, groups move with the sum of their members and stay together', () => {
    const desc = pivot(pivotRecords, { ...byCountryCity, rowOrder: 'value_z_to_a' });
    expect(desc.rowKeys).toEqual([
      ['France', 'Paris'],
      ['France', 'Lyon'],
      ['Spain', 'Madrid'],
      ['Spain', 'Barcelona'],
    ]);
    const asc = pivot(pivotRecords, {
      ...byCountryCity,
      rowOrder: 'value_a_to_z',
      rowSubTotals: true,
      rowSubtotalOnTop: true,
    });
    expect(asc.rowKeys).toEqual([
      ['Spain'],
      ['Spain', 'Barcelona'],
      ['Spain', 'Madrid'],
      ['France'],
      ['France', 'Lyon'],
      ['France', 'Paris'],
    ]);
    const cols = pivot(pivotRecords, { ...byCountryCity, colOrder: 'value_z_to_a' });
    expect(cols.colKeys).toEqual([
      ['sales', 'Cars'],
      ['sales', 'Ships'],
      ['sales', 'Trains'],
    ]);
  });

  test('null and missing grouping values are keys of their own; temporal keys sort in time', () => {
    const data = pivot(
      [
        { day: 1_700_000_000_000, city: null, n: 1 },
        { day: 1_600_000_000_000, city: 'Oslo', n: 2 },
        { day: 1_600_000_000_000, n: 4 },
      ],
      { rows: ['city'], cols: ['day', METRIC_KEY], metrics: ['n'] },
    );
    expect(data.rowKeys).toEqual([[null], ['Oslo'], ['null']]);
    expect(data.colKeys).toEqual([
      [1_600_000_000_000, 'n'],
      [1_700_000_000_000, 'n'],
    ]);
  });

  test('no row groupings: the column totals are the values', () => {
    const data = pivot(pivotRecords, { rows: [], cols: [METRIC_KEY, 'product_line'], metrics: ['sales'] });
    expect(data.rowKeys).toEqual([]);
    expect(data.value([], ['sales', 'Ships'])).toBe(70);
  });

  test('20,000 rows with subtotals on both axes add up', () => {
    const records = Array.from({ length: 20_000 }, (_, i) => ({
      region: `R${i % 7}`,
      country: `C${i % 97}`,
      day: 1_600_000_000_000 + (i % 365) * 86_400_000,
      channel: `K${i % 5}`,
      revenue: i % 100,
    }));
    const data = pivot(records, {
      rows: ['region', 'country'],
      cols: [METRIC_KEY, 'channel'],
      metrics: ['revenue'],
      rowSubTotals: true,
      colSubTotals: true,
      rowOrder: 'value_z_to_a',
    });
    const expected = records.reduce((sum, r) => sum + r.revenue, 0);
    expect(data.value([], [])).toBe(expected);
    const regions = data.rowKeys.filter((key) => key.length === 1);
    expect(regions).toHaveLength(7);
    expect(regions.reduce((sum, key) => sum + (data.value(key, ['revenue']) as number), 0)).toBe(expected);
  });
});

describe('naturalSort', () => {
  test('nulls first, numbers by value, digit runs in text compared as numbers', () => {
    expect(['b10', 'b9', null, 'a', 10, 9].sort(naturalSort)).toEqual([null, 9, 10, 'a', 'b9', 'b10']);
  });
});
