import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPostProcessing, frameFromRecords, splitFlatColumnName } from './apply';
import { POST_PROCESSING_ERROR_CODES, PostProcessingError } from './errors';
import { POST_PROCESSING_OPERATIONS, PostProcessingRegistry } from './registry';
import { column, frame } from './test/helpers';

const DAY = 86_400_000;
// What the engine returns for a line chart: x-axis, series column, metric.
const births = frameFromRecords(
  [
    { __timestamp: 0, gender: 'boy', 'SUM(num)': 1 },
    { __timestamp: 0, gender: 'girl', 'SUM(num)': 2 },
    { __timestamp: DAY, gender: 'boy', 'SUM(num)': 3 },
    { __timestamp: DAY, gender: 'girl', 'SUM(num)': 4 },
    { __timestamp: 2 * DAY, gender: 'boy', 'SUM(num)': 5 },
    { __timestamp: 2 * DAY, gender: 'girl', 'SUM(num)': 6 },
  ],
  undefined,
  { __timestamp: 'temporal' },
);

const pivotStep = {
  operation: 'pivot',
  options: {
    index: ['__timestamp'],
    columns: ['gender'],
    aggregates: { 'SUM(num)': { operator: 'mean' } },
    drop_missing_columns: false,
  },
};

describe('applyPostProcessing', () => {
  it('pivot → rolling → flatten, as Superset orders a line chart with a rolling window', () => {
    const result = applyPostProcessing(births, [
      pivotStep,
      {
        operation: 'rolling',
        options: { rolling_type: 'sum', window: 2, min_periods: 0, columns: { 'SUM(num)': 'SUM(num)' } },
      },
      { operation: 'flatten' },
    ]);
    expect(result.columns).toEqual(['__timestamp', 'SUM(num), boy', 'SUM(num), girl']);
    expect(result.rows).toEqual([
      { __timestamp: 0, 'SUM(num), boy': 1, 'SUM(num), girl': 2 },
      { __timestamp: DAY, 'SUM(num), boy': 4, 'SUM(num), girl': 6 },
      { __timestamp: 2 * DAY, 'SUM(num), boy': 8, 'SUM(num), girl': 10 },
    ]);
  });

  it('pivot → flatten → rolling on a flattened column; rename drops the metric level', () => {
    const result = applyPostProcessing(births, [
      pivotStep,
      { operation: 'rename', options: { columns: { 'SUM(num)': null }, level: 0, inplace: true } },
      { operation: 'flatten' },
      { operation: 'rolling', options: { rolling_type: 'mean', window: 2, columns: { boy: 'boy' } } },
      { operation: 'cum', options: { operator: 'sum', columns: { girl: 'girl' } } },
    ]);
    expect(result.columns).toEqual(['__timestamp', 'boy', 'girl']);
    expect(column(result, 'boy')).toEqual([null, 2, 4]);
    expect(column(result, 'girl')).toEqual([2, 6, 12]);
  });

  it('a time-compared line chart: pivot, compare, contribution, sort, flatten', () => {
    const shifted = frameFromRecords(births.rows.map((row) => ({ ...row, 'SUM(num)__1 day ago': 1 })));
    const result = applyPostProcessing(shifted, [
      {
        operation: 'pivot',
        options: {
          index: ['__timestamp'],
          columns: ['gender'],
          aggregates: { 'SUM(num)': { operator: 'mean' }, 'SUM(num)__1 day ago': { operator: 'mean' } },
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['SUM(num)'],
          compare_columns: ['SUM(num)__1 day ago'],
          compare_type: 'ratio',
          drop_original_columns: true,
        },
      },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
      { operation: 'flatten' },
    ]);
    expect(result.columns).toEqual([
      '__timestamp',
      'ratio__SUM(num)__SUM(num)__1 day ago, boy',
      'ratio__SUM(num)__SUM(num)__1 day ago, girl',
    ]);
    expect(column(result, 'ratio__SUM(num)__SUM(num)__1 day ago, girl')).toEqual([6, 4, 2]);
  });

  it('never mutates its input (every operation on a frozen frame)', () => {
    const frozen = Object.freeze({
      ...births,
      columns: Object.freeze([...births.columns]),
      rows: Object.freeze(births.rows.map((row) => Object.freeze({ ...row }))),
    });
    const before = JSON.stringify(frozen);
    const steps = [
      pivotStep,
      { operation: 'rolling', options: { rolling_type: 'mean', window: 2, columns: { 'SUM(num)': 'avg' } } },
      { operation: 'cum', options: { operator: 'sum', columns: { 'SUM(num)': 'SUM(num)' } } },
      { operation: 'diff', options: { columns: { 'SUM(num)': 'd' } } },
      { operation: 'resample', options: { rule: '1D', method: 'asfreq', fill_value: 0 } },
      { operation: 'contribution', options: { orientation: 'row' } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
      { operation: 'flatten' },
      { operation: 'rank', options: { metric: 'SUM(num), boy' } },
      { operation: 'select', options: { exclude: ['rank'] } },
    ];
    expect(() => applyPostProcessing(frozen, steps)).not.toThrow();
    for (const operation of ['aggregate', 'boxplot', 'histogram']) {
      const options =
        operation === 'aggregate'
          ? { groupby: ['gender'], aggregates: { 'SUM(num)': { operator: 'sum' } } }
          : operation === 'boxplot'
            ? { groupby: ['gender'], metrics: ['SUM(num)'], whisker_type: 'tukey' }
            : { column: 'SUM(num)', groupby: ['gender'] };
      applyPostProcessing(frozen, [{ operation, options }]);
    }
    expect(JSON.stringify(frozen)).toBe(before);
  });

  it('skips null steps and accepts steps without options', () => {
    expect(applyPostProcessing(births, [null, { operation: 'flatten' }])).toEqual(births);
    expect(applyPostProcessing(births, undefined)).toBe(births);
  });

  it('answers an unknown operation with the list of known ones', () => {
    const run = () => applyPostProcessing(births, [{ operation: 'explode' }]);
    expect(run).toThrow(
      'Must be one of: aggregate, boxplot, compare, contribution, cum, diff, flatten, geodetic_parse, ' +
        'geohash_decode, geohash_encode, histogram, pivot, prophet, rank, rename, resample, rolling, select, sort.',
    );
    try {
      run();
    } catch (error) {
      expect(error).toBeInstanceOf(PostProcessingError);
      expect((error as PostProcessingError).code).toBe(
        POST_PROCESSING_ERROR_CODES.POST_PROCESSING_UNKNOWN_OPERATION,
      );
      expect((error as PostProcessingError).status).toBe(400);
    }
  });

  it('refuses prophet with a stable "not supported" code', () => {
    expect(() =>
      applyPostProcessing(births, [{ operation: 'prophet', options: { time_grain: 'P1D' } }]),
    ).toThrow(expect.objectContaining({ code: 'POST_PROCESSING_NOT_SUPPORTED', status: 400 }));
  });

  it('refuses a step without an operation and options that are not an object', () => {
    expect(() => applyPostProcessing(births, [{ operation: '' }])).toThrow(/`operation` property/);
    expect(() => applyPostProcessing(births, [{ operation: 'sort', options: [1] }])).toThrow(
      /options must be an object/,
    );
  });
});

describe('registry', () => {
  it('holds every Superset operation name once', () => {
    expect(POST_PROCESSING_OPERATIONS.ids()).toHaveLength(19);
    const registry = new PostProcessingRegistry();
    const sort = POST_PROCESSING_OPERATIONS.get('sort');
    registry.register(sort);
    expect(() => registry.register(sort)).toThrow(/registered twice/);
  });

  it('splits flattened names back into label components', () => {
    expect(splitFlatColumnName('SUM(sales), Small')).toEqual(['SUM(sales)', 'Small']);
    expect(splitFlatColumnName('v, a\\, b')).toEqual(['v', 'a, b']);
  });
});

describe('properties', () => {
  const rowsArb = fc.array(
    fc.record({
      k: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
      v: fc.integer({ min: -100, max: 100 }),
    }),
    { maxLength: 40 },
  );

  it('sort returns a permutation of the rows, ordered by the key with missing values last', () => {
    fc.assert(
      fc.property(rowsArb, fc.boolean(), (rows, ascending) => {
        const sorted = applyPostProcessing(frame(rows, { columns: ['k', 'v'] }), [
          { operation: 'sort', options: { by: 'k', ascending } },
        ]).rows;
        const key = (row: unknown) => JSON.stringify(row);
        expect(sorted.map(key).sort()).toEqual(rows.map(key).sort());
        const keys = sorted.map((row) => row.k as number | null);
        const present = keys.filter((k): k is number => k !== null);
        expect(keys.slice(present.length).every((k) => k === null)).toBe(true);
        for (let i = 1; i < present.length; i += 1) {
          expect(ascending ? present[i - 1]! <= present[i]! : present[i - 1]! >= present[i]!).toBe(true);
        }
      }),
    );
  });

  it("cumsum's last row equals the column's sum, and rolling sum with one window is the identity", () => {
    fc.assert(
      fc.property(
        rowsArb.filter((rows) => rows.length > 0),
        (rows) => {
          const data = frame(rows, { columns: ['k', 'v'] });
          const cumulated = applyPostProcessing(data, [
            { operation: 'cum', options: { operator: 'sum', columns: { v: 'c' } } },
          ]);
          expect(cumulated.rows.at(-1)?.c).toBe(rows.reduce((total, row) => total + row.v, 0));
          const rolled = applyPostProcessing(data, [
            { operation: 'rolling', options: { rolling_type: 'sum', window: 1, columns: { v: 'v' } } },
          ]);
          expect(column(rolled, 'v')).toEqual(rows.map((row) => row.v));
        },
      ),
    );
  });

  it('pivot then aggregate-back: every non-null key appears once and totals are preserved', () => {
    fc.assert(
      fc.property(rowsArb, (rows) => {
        const data = frame(
          rows.map((row, i) => ({ ...row, s: i % 3 === 0 ? 'x' : 'y' })),
          { columns: ['k', 'v', 's'] },
        );
        const result = applyPostProcessing(data, [
          {
            operation: 'pivot',
            options: { index: ['k'], columns: ['s'], aggregates: { v: { operator: 'sum' } } },
          },
          { operation: 'flatten' },
        ]);
        const keys = [...new Set(rows.map((row) => row.k).filter((k) => k !== null))].sort((a, b) => a! - b!);
        expect(column(result, 'k')).toEqual(keys);
        const total = result.rows.reduce(
          (sum, row) => sum + ((row['v, x'] as number | null) ?? 0) + ((row['v, y'] as number | null) ?? 0),
          0,
        );
        expect(total).toBe(rows.filter((row) => row.k !== null).reduce((sum, row) => sum + row.v, 0));
      }),
    );
  });
});
