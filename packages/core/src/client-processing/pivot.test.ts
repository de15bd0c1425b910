// Cases from Superset's tests/unit_tests/charts/test_client_processing.py, expected frames as
// its to_markdown() assertions print them.
import { describe, expect, it } from 'vitest';
import { pivotDf } from './pivot';
import { births, byGender, records, rounded, view } from './test/fixtures';

const METRICS = ['SUM(num)', 'MAX(num)'];
const base = { metrics: METRICS, aggregateFunction: 'Sum' };

describe('pivotDf without rows or columns', () => {
  const single = records(['SUM(num)'], [[80679663]]);
  const two = records(['SUM(num)', 'MAX(num)'], [[80679663, 37296]]);

  it('labels the single row with the total and ignores transpose and combine', () => {
    for (const flags of [{}, { transposePivot: true, combineMetric: true }]) {
      const out = view(pivotDf(single, { rows: [], columns: [], metrics: ['SUM(num)'], ...flags }));
      expect(out).toEqual({ columns: [['SUM(num)']], rows: [['Total (Sum)', 80679663]] });
    }
  });

  it('moves the metrics to rows, and adds only a total column (a total row would repeat it)', () => {
    const onRows = view(pivotDf(two, { rows: [], columns: [], ...base, metricsOnRows: true }));
    expect(onRows).toEqual({
      columns: [['Total (Sum)']],
      rows: [
        ['SUM(num)', 80679663],
        ['MAX(num)', 37296],
      ],
    });
    const totals = view(pivotDf(two, { rows: [], columns: [], ...base, rowTotals: true, colTotals: true }));
    expect(totals).toEqual({
      columns: [['SUM(num)'], ['MAX(num)'], ['Total (Sum)']],
      rows: [['Total (Sum)', 80679663, 37296, 80716959]],
    });
  });
});

describe('pivotDf with one row dimension', () => {
  it('sorts the rows and keeps the metrics in the chart order', () => {
    const out = view(pivotDf(byGender(), { rows: ['gender'], columns: [], ...base }));
    expect(out).toEqual({
      columns: [['SUM(num)'], ['MAX(num)']],
      rows: [
        ['boy', 47123, 1280],
        ['girl', 118065, 2588],
      ],
    });
  });

  it('transposed, puts the genders under each metric in a single total row', () => {
    const out = view(pivotDf(byGender(), { rows: ['gender'], columns: [], ...base, transposePivot: true }));
    expect(out.columns).toEqual([
      ['SUM(num)', 'boy'],
      ['SUM(num)', 'girl'],
      ['MAX(num)', 'boy'],
      ['MAX(num)', 'girl'],
    ]);
    expect(out.rows).toEqual([['Total (Sum)', 47123, 118065, 1280, 2588]]);
  });

  it('adds a total column over both metrics and a total row', () => {
    const out = view(
      pivotDf(byGender(), { rows: ['gender'], columns: [], ...base, rowTotals: true, colTotals: true }),
    );
    expect(out).toEqual({
      columns: [['SUM(num)'], ['MAX(num)'], ['Total (Sum)']],
      rows: [
        ['boy', 47123, 1280, 48403],
        ['girl', 118065, 2588, 120653],
        ['Total (Sum)', 165188, 3868, 169056],
      ],
    });
  });

  it('with metrics on rows, subtotals each metric and ends with the grand total', () => {
    const options = {
      rows: ['gender'],
      columns: [],
      ...base,
      rowTotals: true,
      colTotals: true,
      metricsOnRows: true,
    };
    expect(view(pivotDf(byGender(), options))).toEqual({
      columns: [['Total (Sum)']],
      rows: [
        ['SUM(num) boy', 47123],
        ['SUM(num) girl', 118065],
        ['SUM(num) Subtotal', 165188],
        ['MAX(num) boy', 1280],
        ['MAX(num) girl', 2588],
        ['MAX(num) Subtotal', 3868],
        ['Total (Sum)', 169056],
      ],
    });
    const combined = pivotDf(byGender(), { ...options, combineMetric: true });
    expect(combined.index).toEqual([
      ['boy', 'SUM(num)'],
      ['boy', 'MAX(num)'],
      ['boy', 'Subtotal'],
      ['girl', 'SUM(num)'],
      ['girl', 'MAX(num)'],
      ['girl', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(view(combined).rows.map((r) => r[1])).toEqual([47123, 1280, 48403, 118065, 2588, 120653, 169056]);
  });

  it('leaves a group whose metrics are null empty, and totals skip it', () => {
    const nulls = byGender([118065, null], [2588, null]);
    const out = view(
      pivotDf(nulls, { rows: ['gender'], columns: [], ...base, rowTotals: true, colTotals: true }),
    );
    // Superset prints "nannan" for boy's total (a string sum of its placeholders); we answer 0,
    // what DataFrame.sum gives for a row without numbers.
    expect(out.rows).toEqual([
      ['boy', null, null, 0],
      ['girl', 118065, 2588, 120653],
      ['Total (Sum)', 118065, 2588, 120653],
    ]);
  });
});

describe('pivotDf with rows gender, name and column state', () => {
  const options = { rows: ['gender', 'name'], columns: ['state'], ...base };

  it('adds subtotals per gender and per metric, and grand totals at the end', () => {
    const out = view(pivotDf(births(), { ...options, rowTotals: true, colTotals: true }));
    expect(out.columns).toEqual([
      ['SUM(num)', 'CA'],
      ['SUM(num)', 'FL'],
      ['SUM(num)', 'Subtotal'],
      ['MAX(num)', 'CA'],
      ['MAX(num)', 'FL'],
      ['MAX(num)', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(out.rows).toEqual([
      ['boy Edward', 31290, 9395, 40685, 1280, 389, 1669, 42354],
      ['boy Tony', 3765, 2673, 6438, 598, 247, 845, 7283],
      ['boy Subtotal', 35055, 12068, 47123, 1878, 636, 2514, 49637],
      ['girl Amy', 45426, 14740, 60166, 2227, 854, 3081, 63247],
      ['girl Cindy', 14149, 1218, 15367, 842, 217, 1059, 16426],
      ['girl Dawn', 11403, 5089, 16492, 1157, 461, 1618, 18110],
      ['girl Sophia', 18859, 7181, 26040, 2588, 1187, 3775, 29815],
      ['girl Subtotal', 89837, 28228, 118065, 6814, 2719, 9533, 127598],
      ['Total (Sum)', 124892, 40296, 165188, 8692, 3355, 12047, 177235],
    ]);
  });

  it('combined, groups the metrics under each state', () => {
    const out = pivotDf(births(), { ...options, combineMetric: true });
    expect(view(out).columns).toEqual([
      ['CA', 'SUM(num)'],
      ['CA', 'MAX(num)'],
      ['FL', 'SUM(num)'],
      ['FL', 'MAX(num)'],
    ]);
    expect(view(out).rows[0]).toEqual(['boy Edward', 31290, 1280, 9395, 389]);
  });

  it('with metrics on rows, puts the metric level first on the rows', () => {
    const out = view(pivotDf(births(), { ...options, metricsOnRows: true }));
    expect(out.columns).toEqual([['CA'], ['FL']]);
    expect(out.rows.map((r) => r[0])).toEqual([
      ...['boy Edward', 'boy Tony', 'girl Amy', 'girl Cindy', 'girl Dawn', 'girl Sophia'].map(
        (n) => `SUM(num) ${n}`,
      ),
      ...['boy Edward', 'boy Tony', 'girl Amy', 'girl Cindy', 'girl Dawn', 'girl Sophia'].map(
        (n) => `MAX(num) ${n}`,
      ),
    ]);
    expect(out.rows[6]).toEqual(['MAX(num) boy Edward', 1280, 389]);
  });

  it('transposed, has a row per state and a column per metric, gender and name', () => {
    const out = view(pivotDf(births(), { ...options, transposePivot: true }));
    expect(out.columns.slice(0, 2)).toEqual([
      ['SUM(num)', 'boy', 'Edward'],
      ['SUM(num)', 'boy', 'Tony'],
    ]);
    expect(out.columns).toHaveLength(12);
    expect(out.rows.map((r) => r.slice(0, 3))).toEqual([
      ['CA', 31290, 3765],
      ['FL', 9395, 2673],
    ]);
  });

  it('with a null state and everything on, subtotals the null group like any other', () => {
    const out = view(
      pivotDf(births(Array(12).fill(null)), {
        ...options,
        transposePivot: true,
        combineMetric: true,
        rowTotals: true,
        colTotals: true,
        metricsOnRows: true,
      }),
    );
    expect(out.rows).toEqual([
      ['nan SUM(num)', 40685, 6438, 47123, 60166, 15367, 16492, 26040, 118065, 165188],
      ['nan MAX(num)', 1669, 845, 2514, 3081, 1059, 1618, 3775, 9533, 12047],
      ['nan Subtotal', 42354, 7283, 49637, 63247, 16426, 18110, 29815, 127598, 177235],
      ['Total (Sum)', 42354, 7283, 49637, 63247, 16426, 18110, 29815, 127598, 177235],
    ]);
  });

  it('with metrics on rows and combined, nests the metric under each name', () => {
    const out = view(pivotDf(births(), { ...options, combineMetric: true, metricsOnRows: true }));
    expect(out.columns).toEqual([['CA'], ['FL']]);
    expect(out.rows.slice(0, 3)).toEqual([
      ['boy Edward SUM(num)', 31290, 9395],
      ['boy Edward MAX(num)', 1280, 389],
      ['boy Tony SUM(num)', 3765, 2673],
    ]);
  });

  it('with everything on, matches Superset', () => {
    const out = view(
      pivotDf(births(), {
        ...options,
        transposePivot: true,
        combineMetric: true,
        rowTotals: true,
        colTotals: true,
        metricsOnRows: true,
      }),
    );
    expect(out.columns).toEqual([
      ['boy', 'Edward'],
      ['boy', 'Tony'],
      ['boy', 'Subtotal'],
      ['girl', 'Amy'],
      ['girl', 'Cindy'],
      ['girl', 'Dawn'],
      ['girl', 'Sophia'],
      ['girl', 'Subtotal'],
      ['Total (Sum)', ''],
    ]);
    expect(out.rows).toEqual([
      ['CA SUM(num)', 31290, 3765, 35055, 45426, 14149, 11403, 18859, 89837, 124892],
      ['CA MAX(num)', 1280, 598, 1878, 2227, 842, 1157, 2588, 6814, 8692],
      ['CA Subtotal', 32570, 4363, 36933, 47653, 14991, 12560, 21447, 96651, 133584],
      ['FL SUM(num)', 9395, 2673, 12068, 14740, 1218, 5089, 7181, 28228, 40296],
      ['FL MAX(num)', 389, 247, 636, 854, 217, 461, 1187, 2719, 3355],
      ['FL Subtotal', 9784, 2920, 12704, 15594, 1435, 5550, 8368, 30947, 43651],
      ['Total (Sum)', 42354, 7283, 49637, 63247, 16426, 18110, 29815, 127598, 177235],
    ]);
  });

  it('"Sum as Fraction of Columns" divides by each column, its total row reads 1', () => {
    const out = pivotDf(births(), {
      ...options,
      aggregateFunction: 'Sum as Fraction of Columns',
      colTotals: true,
    });
    expect(rounded(out)).toEqual([
      ['boy Edward', 0.250536, 0.23315, 0.147262, 0.115946],
      ['boy Tony', 0.030146, 0.0663341, 0.0687989, 0.0736215],
      ['boy Subtotal', 0.280683, 0.299484, 0.216061, 0.189568],
      ['girl Amy', 0.363722, 0.365793, 0.256213, 0.254545],
      ['girl Cindy', 0.11329, 0.0302263, 0.0968707, 0.0646796],
      ['girl Dawn', 0.0913029, 0.12629, 0.133111, 0.137407],
      ['girl Sophia', 0.151002, 0.178206, 0.297745, 0.3538],
      ['girl Subtotal', 0.719317, 0.700516, 0.783939, 0.810432],
      ['Total (Sum as Fraction of Columns)', 1, 1, 1, 1],
    ]);
  });

  it('"as Fraction of Rows" and "of Total" divide by the row sum and the grand sum', () => {
    const gender = { rows: ['gender'], columns: [], ...base };
    const rows = rounded(pivotDf(byGender(), { ...gender, aggregateFunction: 'Sum as Fraction of Rows' }));
    // boy: 47123 / (47123 + 1280), 1280 / 48403
    expect(rows[0]).toEqual(['boy', 0.973555, 0.0264446]);
    const total = rounded(pivotDf(byGender(), { ...gender, aggregateFunction: 'Sum as Fraction of Total' }));
    // 169056 in all: girl's 118065 / 169056 and 2588 / 169056
    expect(total[1]).toEqual(['girl', 0.698378, 0.0153085]);
    // Count as Fraction of Columns: one row per cell, so each gender is half of its column.
    const counts = view(
      pivotDf(byGender(), { ...gender, aggregateFunction: 'Count as Fraction of Columns' }),
    );
    expect(counts.rows).toEqual([
      ['boy', 0.5, 0.5],
      ['girl', 0.5, 0.5],
    ]);
  });

  it('with metrics on rows, "Fraction of Columns" still divides by what the user sees as a column', () => {
    const out = view(
      pivotDf(byGender(), {
        rows: ['gender'],
        columns: [],
        ...base,
        aggregateFunction: 'Sum as Fraction of Columns',
        metricsOnRows: true,
      }),
    );
    // One column (the total); its cells sum to 1.
    const sum = out.rows.reduce((a, r) => a + (r[1] as number), 0);
    expect(sum).toBeCloseTo(1, 12);
    expect(out.rows[0]![1]).toBeCloseTo(47123 / 169056, 12);
  });

  it('labels a null state "nan", sorted as Superset\'s placeholder text', () => {
    const states = births().data.map((r, i) => (i % 2 ? null : (r.state as string)));
    const out = pivotDf(births(states), { ...options, transposePivot: true });
    expect(view(out).rows.map((r) => r[0])).toEqual(['CA', 'FL', 'nan']);
    expect(out.index.at(-1)).toEqual([null]);
  });
});

describe('pivotDf with two column dimensions and no rows', () => {
  const options = { rows: [], columns: ['state', 'gender'], ...base };

  it('keeps a row per state and relabels the last as the total, as Superset does', () => {
    const out = view(pivotDf(births(), options));
    expect(out).toEqual({
      columns: [
        ['SUM(num)', 'boy'],
        ['SUM(num)', 'girl'],
        ['MAX(num)', 'boy'],
        ['MAX(num)', 'girl'],
      ],
      rows: [
        ['CA', 35055, 89837, 1878, 6814],
        ['Total (Sum)', 12068, 28228, 636, 2719],
      ],
    });
  });

  it('with totals only adds total columns', () => {
    const out = view(pivotDf(births(), { ...options, rowTotals: true, colTotals: true }));
    expect(out.rows).toEqual([
      ['CA', 35055, 89837, 124892, 1878, 6814, 8692, 133584],
      ['Total (Sum)', 12068, 28228, 40296, 636, 2719, 3355, 43651],
    ]);
  });

  it('transposed, is an ordinary pivot by state and gender', () => {
    expect(view(pivotDf(births(), { ...options, transposePivot: true })).rows).toEqual([
      ['CA boy', 35055, 1878],
      ['CA girl', 89837, 6814],
      ['FL boy', 12068, 636],
      ['FL girl', 28228, 2719],
    ]);
  });
});
