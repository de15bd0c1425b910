import { describe, expect, it } from 'vitest';
import { columnName, compareTuples, pivotTable } from './helpers';

describe('pivotTable (pandas pivot_table as viz.py calls it)', () => {
  const rows = [
    { t: 2, g: 10, m: 4, n: null },
    { t: 1, g: 9, m: 1, n: 7 },
    { t: 1, g: 9, m: 3, n: null },
    { t: 1, g: null, m: 100, n: 100 },
    { t: 3, g: 9, m: null, n: null },
  ];

  it('averages duplicate cells, drops null keys and all-NaN rows, sorts index and columns', () => {
    expect(pivotTable(rows, { index: ['t'], columns: ['g'], values: ['n', 'm'] })).toEqual({
      // t=3 has no value at all: gone. Columns sorted as Python tuples: ("m", 9) < ("m", 10) < ("n", 9).
      index: [[1], [2]],
      columns: [
        { path: ['m', 9], values: [2, null] },
        { path: ['m', 10], values: [null, 4] },
        { path: ['n', 9], values: [7, null] },
      ],
    });
  });

  it('keeps all-NaN rows and columns without dropna, fills every gap with fill', () => {
    const table = pivotTable(rows, { index: ['t'], columns: [], values: ['n'], dropna: false, fill: 0 });
    expect(table).toEqual({ index: [[1], [2], [3]], columns: [{ path: ['n'], values: [53.5, 0, 0] }] });
    const min = pivotTable(rows, { index: ['t'], columns: [], values: ['m'], aggregate: 'min' });
    expect(min.columns[0]!.values).toEqual([1, 4]);
  });

  it('orders like Python and names adhoc columns by label', () => {
    expect(compareTuples(['a', 2], ['a', 10])).toBeLessThan(0);
    expect(compareTuples(['a'], ['a', 1])).toBeLessThan(0);
    expect(columnName({ sqlExpression: 'UPPER(x)', label: 'X' })).toBe('X');
  });
});
