import { describe, expect, it } from 'vitest';
import { legacyMetrics, legacyQueryObject } from '../base-query';
import type { LegacyFormData, LegacyRow } from '../types';
import { calHeatmapData, calHeatmapViz } from './cal-heatmap';

const D1 = Date.UTC(2020, 0, 1);
const D2 = Date.UTC(2020, 0, 2);

const FORM: LegacyFormData = {
  datasource: '3__table',
  viz_type: 'cal_heatmap',
  granularity_sqla: 'ds',
  time_range: '2020-01-01 : 2020-03-15',
  domain_granularity: 'month',
  subdomain_granularity: 'day',
  metrics: ['sum__num'],
  linear_color_scheme: 'blue_white_yellow',
  cell_size: 10,
  adhoc_filters: [],
};

const ROWS: LegacyRow[] = [
  { __timestamp: D1, sum__num: 5 },
  { __timestamp: D2, sum__num: 7 },
];

const run = (formData: LegacyFormData, rows = ROWS, now = new Date(Date.UTC(2020, 5, 10))) =>
  calHeatmapData(
    {
      rows,
      colnames: [],
      formData,
      query: legacyQueryObject(formData, true),
      metricLabels: legacyMetrics(formData).labels,
      extra: [],
    },
    now,
  );

describe('cal_heatmap', () => {
  it('queries the metrics at the subdomain grain', () => {
    const formData = { ...FORM, metric: 'count' };
    const query = calHeatmapViz.queryObject!(legacyQueryObject(formData, true), formData)!;
    expect(query.metrics).toEqual(['sum__num']);
    expect(query.extras).toMatchObject({ time_grain_sqla: 'P1D' });
    const minutes = { ...FORM, subdomain_granularity: undefined };
    expect(calHeatmapViz.queryObject!(legacyQueryObject(minutes, true), minutes)!.extras).toMatchObject({
      time_grain_sqla: 'PT1M',
    });
  });

  it('keys values by epoch seconds as Python prints a float, with start and domain count', () => {
    expect(run(FORM)).toEqual({
      data: { sum__num: { '1577836800.0': 5, '1577923200.0': 7 } },
      start: D1,
      domain: 'month',
      subdomain: 'day',
      // 2 months and 14 days: three months shown.
      range: 3,
    });
  });

  it('counts domains per granularity as Superset does', () => {
    const range = (domain: string) => run({ ...FORM, domain_granularity: domain }).range;
    expect(range('year')).toBe(1);
    expect(range('day')).toBe(75);
    expect(range('hour')).toBe(74 * 24 + 1);
    // relativedelta's weeks only count the 14 days left after the whole months.
    expect(range('week')).toBe(3);
  });

  it('resolves relative ranges against the clock and needs both bounds', () => {
    expect(run({ ...FORM, time_range: 'Last week' }).start).toBe(Date.UTC(2020, 5, 3));
    expect(() => run({ ...FORM, time_range: 'No filter' })).toThrow(
      'Please provide both time bounds (Since and Until)',
    );
  });
});
