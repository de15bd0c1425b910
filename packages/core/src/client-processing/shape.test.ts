import { describe, expect, it } from 'vitest';
import { pivotDf } from './pivot';
import { pivotToJson, pivotToTable } from './shape';
import { births, records } from './test/fixtures';

describe('pivotToJson', () => {
  it('answers Superset test_apply_post_process_verbose_map exactly', () => {
    const frame = pivotDf(records(['COUNT(*)'], [[4725]]), { rows: [], columns: [], metrics: ['COUNT(*)'] });
    expect(pivotToJson(frame)).toEqual({
      colnames: [['COUNT(*)']],
      indexnames: [['Total (Sum)']],
      coltypes: [0],
      rowcount: 1,
      data: { 'COUNT(*)': { 'Total (Sum)': 4725 } },
    });
  });

  it('keeps label tuples, and keys the data by the flattened labels', () => {
    const frame = pivotDf(births(), {
      rows: ['gender', 'name'],
      columns: ['state'],
      metrics: ['SUM(num)'],
      colTotals: true,
    });
    const json = pivotToJson(frame);
    expect(json.colnames).toEqual([
      ['SUM(num)', 'CA'],
      ['SUM(num)', 'FL'],
    ]);
    expect(json.indexnames.slice(0, 3)).toEqual([
      ['boy', 'Edward'],
      ['boy', 'Tony'],
      ['boy', 'Subtotal'],
    ]);
    expect(json.indexnames.at(-1)).toEqual(['Total (Sum)', '']);
    expect(json.rowcount).toBe(9);
    expect(json.data['SUM(num) CA']).toMatchObject({
      'boy Edward': 31290,
      'boy Subtotal': 35055,
      'Total (Sum)': 124892,
    });
  });

  it('prints a single temporal level as a Timestamp and keeps epoch ms in several levels', () => {
    const day = Date.UTC(2021, 4, 3);
    const frame = records(['ds', 'g', 'v'], [[day, 'a', 1]], [2, 1, 0]);
    const one = pivotToJson(pivotDf(frame, { rows: ['ds'], columns: [], metrics: ['v'] }));
    expect(one.indexnames).toEqual([['2021-05-03 00:00:00']]);
    const two = pivotToJson(pivotDf(frame, { rows: ['ds', 'g'], columns: [], metrics: ['v'] }));
    expect(two.indexnames).toEqual([[day, 'a']]);
    expect(Object.keys(two.data.v!)).toEqual(['2021-05-03 00:00:00 a']);
  });

  it('answers null for a division by zero and a null group label', () => {
    const frame = records(
      ['g', 'v'],
      [
        ['a', 0],
        [null, 0],
      ],
    );
    const json = pivotToJson(
      pivotDf(frame, {
        rows: ['g'],
        columns: [],
        metrics: ['v'],
        aggregateFunction: 'Sum as Fraction of Total',
      }),
    );
    // The placeholder "SUPERSET_PANDAS_NAN" sorts before lower-case text.
    expect(json.indexnames).toEqual([[null], ['a']]);
    expect(json.data.v).toEqual({ a: null, nan: null });
  });
});

describe('pivotToTable (the CSV)', () => {
  it('starts with an unnamed label column, as to_csv writes the index (Superset csv test)', () => {
    const frame = pivotDf(records(['COUNT(is_software_dev)'], [[4725]]), {
      rows: [],
      columns: [],
      metrics: ['COUNT(is_software_dev)'],
    });
    expect(pivotToTable(frame)).toEqual({
      colnames: ['', 'COUNT(is_software_dev)'],
      coltypes: [1, 0],
      data: [{ '': 'Total (Sum)', 'COUNT(is_software_dev)': '4725' }],
    });
  });

  it('writes float64 columns by repr: a mean, or integers beside a missing cell', () => {
    const frame = records(
      ['g', 'h', 'v'],
      [
        ['a', 'x', 2],
        ['a', 'x', 4],
        ['b', 'y', 5],
      ],
    );
    const mean = pivotToTable(
      pivotDf(frame, { rows: ['g'], columns: [], metrics: ['v'], aggregateFunction: 'Average' }),
    );
    expect(mean.data.map((r) => r.v)).toEqual(['3.0', '5.0']);
    const sparse = pivotToTable(pivotDf(frame, { rows: ['g'], columns: ['h'], metrics: ['v'] }));
    expect(sparse.data).toEqual([
      { '': 'a', 'v x': '6.0', 'v y': null },
      { '': 'b', 'v x': null, 'v y': '5.0' },
    ]);
    const counts = pivotToTable(
      pivotDf(frame, { rows: ['g'], columns: [], metrics: ['v'], aggregateFunction: 'Count' }),
    );
    expect(counts.data.map((r) => r.v)).toEqual(['2', '1']);
  });

  it('totals a count by summing its cells, floats once they are fractions', () => {
    const frame = records(
      ['g', 'h', 'v'],
      [
        ['a', 'x', 2],
        ['a', 'y', 4],
        ['b', 'x', 5],
        ['b', 'x', 1],
      ],
    );
    const options = { rows: ['g'], columns: ['h'], metrics: ['v'], rowTotals: true };
    const counts = pivotToTable(pivotDf(frame, { ...options, aggregateFunction: 'Count' }));
    // b has two records under x and none under y (a missing cell makes the block float64).
    expect(counts.data.map((r) => r['Total (Count)'])).toEqual(['2.0', '2.0']);
    const fractions = pivotToTable(
      pivotDf(frame, { ...options, aggregateFunction: 'Count as Fraction of Rows' }),
    );
    expect(fractions.data).toEqual([
      {
        '': 'a',
        'v x': '0.5',
        'v y': '0.5',
        'v Subtotal': '1.0',
        'Total (Count as Fraction of Rows)': '1.0',
      },
      { '': 'b', 'v x': '1.0', 'v y': null, 'v Subtotal': '1.0', 'Total (Count as Fraction of Rows)': '1.0' },
    ]);
  });

  it('prints dates as the CSV held them, without the time when all are midnights', () => {
    const frame = records(['ds', 'v'], [[Date.UTC(2021, 4, 3), 1]], [2, 0]);
    const table = pivotToTable(pivotDf(frame, { rows: ['ds'], columns: [], metrics: ['v'], csvDates: true }));
    expect(table.data[0]).toEqual({ '': '2021-05-03', v: '1' });
  });

  it('keeps numbers as numbers when asked not to render', () => {
    const frame = pivotDf(births(), {
      rows: ['state'],
      columns: [],
      metrics: ['SUM(num)'],
      aggregateFunction: 'Average',
    });
    expect(pivotToTable(frame, false).data[0]).toEqual({ '': 'CA', 'SUM(num)': 124892 / 6 });
  });
});
