import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData, LegacyRow } from '../types';
import { rollback, timePivotViz } from './time-pivot';

const DAY = 86_400_000;
const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d);

const FORM: LegacyFormData = {
  datasource: '3__table',
  viz_type: 'time_pivot',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'Last quarter',
  metric: 'sum__num',
  freq: 'W-MON',
  adhoc_filters: [],
  time_compare: ['1 week ago'],
};

const data = (formData: LegacyFormData, rows: LegacyRow[]) =>
  dataOf(timePivotViz, formData, rows, { colnames: [] });

describe('time_pivot', () => {
  it('queries the single metric, without time comparison', () => {
    const query = queryOf(timePivotViz, FORM);
    expect(query).toMatchObject({
      metrics: ['sum__num'],
      is_timeseries: true,
      orderby: [['sum__num', true]],
    });
    expect(query.time_offsets).toBeUndefined();
    const noMetric = { ...FORM, metric: undefined };
    expect(() => queryOf(timePivotViz, noMetric)).toThrow('Pick a metric!');
  });

  it("rolls back to the period's anchor as pandas does", () => {
    const wednesday = day(2020, 1, 8);
    expect(rollback(wednesday, 'W-MON')).toBe(day(2020, 1, 6));
    expect(rollback(wednesday, 'W-SUN')).toBe(day(2020, 1, 5));
    // 52W-MON: to the Monday before, then 51 more weeks back.
    expect(rollback(wednesday, '52W-MON')).toBe(day(2020, 1, 6) - 51 * 7 * DAY);
    expect(rollback(wednesday, 'AS')).toBe(day(2020, 1, 1));
    expect(rollback(wednesday, 'D')).toBe(wednesday);
    // On the anchor at midnight it stays; later that day it goes a whole period back.
    expect(rollback(day(2020, 1, 6), 'W-MON')).toBe(day(2020, 1, 6));
    expect(rollback(day(2020, 1, 6) + 3_600_000, 'W-MON')).toBe(day(2019, 12, 30));
    expect(() => rollback(wednesday, 'FOO')).toThrow('Invalid frequency: FOO');
  });

  it('overlays each week on the latest one: current, -1, with rank and perc', () => {
    const rows = [
      { __timestamp: day(2020, 1, 6), sum__num: 1 },
      { __timestamp: day(2020, 1, 8), sum__num: 2 },
      { __timestamp: day(2020, 1, 13), sum__num: 3 },
      { __timestamp: day(2020, 1, 15), sum__num: 4 },
    ];
    expect(data(FORM, rows)).toEqual([
      {
        key: '-1',
        values: [
          { x: day(2020, 1, 13), y: 1 },
          { x: day(2020, 1, 15), y: 2 },
        ],
        rank: 1,
        perc: 0.5,
      },
      {
        key: 'current',
        values: [
          { x: day(2020, 1, 13), y: 3 },
          { x: day(2020, 1, 15), y: 4 },
        ],
        rank: 0,
        perc: 1,
      },
    ]);
  });
});
