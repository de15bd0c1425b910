import { describe, expect, it } from 'vitest';
import { pivotDf } from './pivot';
import { records, view } from './test/fixtures';

describe('pivotDf aggregate functions', () => {
  const frame = records(
    ['g', 'v'],
    [
      ['a', 1],
      ['a', 4],
      ['a', 4],
      ['b', 7],
    ],
  );
  const run = (aggregateFunction: string) =>
    view(pivotDf(frame, { rows: ['g'], columns: [], metrics: ['v'], aggregateFunction, colTotals: true }))
      .rows;

  it('computes each over the rows of a cell, and totals over the cells', () => {
    expect(run('Count')).toEqual([
      ['a', 3],
      ['b', 1],
      ['Total (Count)', 4],
    ]);
    expect(run('Count Unique Values')).toEqual([
      ['a', 2],
      ['b', 1],
      ['Total (Count Unique Values)', 2],
    ]);
    expect(run('Average')).toEqual([
      ['a', 3],
      ['b', 7],
      ['Total (Average)', 5],
    ]);
    expect(run('Median')).toEqual([
      ['a', 4],
      ['b', 7],
      ['Total (Median)', 5.5],
    ]);
    expect(run('Minimum')).toEqual([
      ['a', 1],
      ['b', 7],
      ['Total (Minimum)', 1],
    ]);
    expect(run('Maximum')).toEqual([
      ['a', 4],
      ['b', 7],
      ['Total (Maximum)', 7],
    ]);
    expect(run('Sample Variance')).toEqual([
      ['a', 3],
      ['b', 0],
      ['Total (Sample Variance)', 4.5],
    ]);
    expect(run('First')).toEqual([
      ['a', 1],
      ['b', 7],
      ['Total (First)', 1],
    ]);
    expect(run('Last')).toEqual([
      ['a', 4],
      ['b', 7],
      ['Total (Last)', 7],
    ]);
    expect(run('List Unique Values')).toEqual([
      ['a', '1, 4'],
      ['b', '7'],
      ['Total (List Unique Values)', '1, 4, 7'],
    ]);
  });

  it('refuses an unknown function, naming the known ones', () => {
    expect(() => run('Mode')).toThrow(/Unknown aggregate function Mode; known: Count, /);
  });
});
