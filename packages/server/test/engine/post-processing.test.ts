import { PostProcessingError } from '@tessera/core';
import { describe, expect, it } from 'vitest';
import { inlineParameters } from '../../src/engine/display-sql';
import { applyPostProcessing, type DataFrame, labelMap } from '../../src/engine/post-processing';

const long: DataFrame = {
  colnames: ['ts', 'region', 'revenue'],
  coltypes: [2, 1, 0],
  data: [
    { ts: 2000, region: 'South', revenue: 5 },
    { ts: 1000, region: 'North', revenue: 1 },
    { ts: 1000, region: 'South', revenue: 2 },
    { ts: 2000, region: 'North', revenue: 4 },
    { ts: 3000, region: null, revenue: 7 },
  ],
};

const pivot = (
  columns: string[],
  aggregates: Record<string, { operator: string }> = { revenue: { operator: 'mean' } },
) => ({
  operation: 'pivot',
  options: { index: ['ts'], columns, aggregates, drop_missing_columns: false },
});

describe('post-processing', () => {
  it('pivots series into "<metric>, <value>" columns, rows sorted by the index', () => {
    const out = applyPostProcessing(long, [pivot(['region']), { operation: 'flatten' }]);
    expect(out.colnames).toEqual(['ts', 'revenue, <NULL>', 'revenue, North', 'revenue, South']);
    expect(out.coltypes).toEqual([2, 0, 0, 0]);
    expect(out.data).toEqual([
      { ts: 1000, 'revenue, <NULL>': null, 'revenue, North': 1, 'revenue, South': 2 },
      { ts: 2000, 'revenue, <NULL>': null, 'revenue, North': 4, 'revenue, South': 5 },
      { ts: 3000, 'revenue, <NULL>': 7, 'revenue, North': null, 'revenue, South': null },
    ]);
  });

  it('pivots without series columns into one column per metric, aggregating duplicates', () => {
    const out = applyPostProcessing(long, [pivot([], { revenue: { operator: 'sum' } })]);
    expect(out.colnames).toEqual(['ts', 'revenue']);
    expect(out.data).toEqual([
      { ts: 1000, revenue: 3 },
      { ts: 2000, revenue: 9 },
      { ts: 3000, revenue: 7 },
    ]);
  });

  it('renames level 0 to nothing, leaving the series values as names', () => {
    const out = applyPostProcessing(long, [
      pivot(['region']),
      { operation: 'rename', options: { columns: { revenue: null }, level: 0, inplace: true } },
      { operation: 'flatten' },
    ]);
    expect(out.colnames).toEqual(['ts', '<NULL>', 'North', 'South']);
    expect(out.data[0]).toEqual({ ts: 1000, '<NULL>': null, North: 1, South: 2 });
  });

  it('refuses unknown operations and bad options by name', () => {
    expect(() => applyPostProcessing(long, [{ operation: 'no_such_operation' }])).toThrow(
      PostProcessingError,
    );
    expect(() => applyPostProcessing(long, [pivot(['nope'])])).toThrow(PostProcessingError);
  });
});

describe('labelMap', () => {
  it('splits flattened names into their labels', () => {
    expect(labelMap(['ts', 'revenue, North'])).toEqual({
      ts: ['ts'],
      'revenue, North': ['revenue', 'North'],
    });
  });
});

describe('inlineParameters', () => {
  it('writes bound values into ? and $n placeholders, not inside quotes', () => {
    expect(
      inlineParameters("SELECT '?' AS q, x FROM t WHERE a = ? AND b IN (?, ?)", ["O'Brien", 3, true]),
    ).toBe("SELECT '?' AS q, x FROM t WHERE a = 'O''Brien' AND b IN (3, TRUE)");
    expect(inlineParameters('SELECT * FROM t WHERE a = $2 OR b = $1', ['x', null])).toBe(
      "SELECT * FROM t WHERE a = NULL OR b = 'x'",
    );
  });
});
