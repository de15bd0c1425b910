import { describe, expect, it } from 'vitest';
import { formatTableColumns } from './table';
import { records } from './test/fixtures';

describe('formatTableColumns', () => {
  it('formats a column with its d3NumberFormat as Python does (Superset test_table)', () => {
    const out = formatTableColumns(records(['count'], [[80679663]]), { count: { d3NumberFormat: ',d' } });
    expect(out.data).toEqual([{ count: '80,679,663' }]);
    expect(out.coltypes).toEqual([1]);
  });

  it('leaves the whole column when one value cannot take the format', () => {
    const frame = records(
      ['name', 'x', 'y'],
      [
        ['a', 1.5, 2],
        ['b', 2, null],
      ],
    );
    const out = formatTableColumns(frame, {
      x: { d3NumberFormat: ',d' }, // a float column: Python raises
      y: { d3NumberFormat: '.1f' }, // null is NaN in a float column
      name: { d3NumberFormat: '$,.2f' }, // not a Python spec
      missing: { d3NumberFormat: ',d' },
    });
    expect(out.data).toEqual([
      { name: 'a', x: 1.5, y: '2.0' },
      { name: 'b', x: 2, y: 'nan' },
    ]);
    expect(out.coltypes).toEqual([1, 0, 1]);
  });

  it('ignores configs without d3NumberFormat and leaves temporal columns alone', () => {
    const frame = records(['ts', 'v'], [[0, 1234]], [2, 0]);
    const config = { ts: { d3NumberFormat: ',d' }, v: { d3SmallNumberFormat: ',d' } };
    expect(formatTableColumns(frame, config)).toBe(frame);
    expect(formatTableColumns(frame, null)).toBe(frame);
  });
});
