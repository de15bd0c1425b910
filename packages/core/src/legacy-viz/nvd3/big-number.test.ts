import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData, LegacyRow, LegacyViz } from '../types';
import { bigNumberTotalViz, bigNumberViz } from './big-number';

const DAY = 86_400_000;
const D1 = Date.UTC(2003, 0, 1);
const D2 = D1 + DAY;
const D3 = D2 + DAY;

const TREND: LegacyFormData = {
  datasource: '22__table',
  viz_type: 'big_number',
  granularity_sqla: 'order_date',
  time_grain_sqla: 'P1D',
  time_range: 'No filter',
  metric: 'count',
  adhoc_filters: [],
  show_trend_line: true,
  rolling_type: 'None',
};

const COUNT_DEV = {
  aggregate: 'COUNT',
  column: { column_name: 'is_software_dev', type: 'DOUBLE PRECISION' },
  expressionType: 'SIMPLE',
  hasCustomLabel: false,
  label: 'COUNT(is_software_dev)',
};
// "Current Developers: Is this your first development job?" of the FCC survey example.
const TOTAL: LegacyFormData = {
  datasource: '42__table',
  viz_type: 'big_number_total',
  granularity_sqla: 'time_start',
  metric: COUNT_DEV,
  adhoc_filters: [
    {
      clause: 'WHERE',
      comparator: 'Currently A Developer',
      expressionType: 'SIMPLE',
      operator: '==',
      subject: 'Developer Type',
    },
  ],
  time_range: 'No filter',
  row_limit: 10000,
};

const query = queryOf;
const data = (viz: LegacyViz, formData: LegacyFormData, rows: LegacyRow[]) =>
  dataOf(viz, formData, rows, { colnames: [] });

const ROWS = [
  { __timestamp: D1, count: 5 },
  { __timestamp: D2, count: null },
  { __timestamp: D3, count: 7 },
];

describe('big_number', () => {
  it('queries the metric over time and needs one', () => {
    expect(query(bigNumberViz, TREND)).toMatchObject({
      metrics: ['count'],
      is_timeseries: true,
      granularity: 'order_date',
    });
    expect(() => query(bigNumberViz, { ...TREND, metric: null })).toThrow('Pick a metric!');
  });

  it('answers one record per time bucket, metric then __timestamp, empty buckets kept', () => {
    const records = data(bigNumberViz, TREND, ROWS) as Record<string, unknown>[];
    expect(records).toEqual([
      { count: 5, __timestamp: D1 },
      { count: null, __timestamp: D2 },
      { count: 7, __timestamp: D3 },
    ]);
    expect(Object.keys(records[0]!)).toEqual(['count', '__timestamp']);
  });

  it('applies the rolling window', () => {
    expect(data(bigNumberViz, { ...TREND, rolling_type: 'cumsum' }, ROWS)).toEqual([
      { count: 5, __timestamp: D1 },
      { count: null, __timestamp: D2 },
      { count: 12, __timestamp: D3 },
    ]);
    expect(
      data(bigNumberViz, { ...TREND, rolling_type: 'sum', rolling_periods: 2, min_periods: 1 }, ROWS),
    ).toEqual([
      { count: 5, __timestamp: D2 },
      { count: 7, __timestamp: D3 },
    ]);
  });
});

describe('big_number_total', () => {
  it('queries the one metric without a row limit', () => {
    expect(query(bigNumberTotalViz, TOTAL)).toMatchObject({
      metrics: [COUNT_DEV],
      columns: [],
      row_limit: null,
      filters: [{ col: 'Developer Type', op: '==', val: 'Currently A Developer' }],
    });
    expect(() => query(bigNumberTotalViz, { ...TOTAL, metric: undefined })).toThrow('Pick a metric!');
  });

  it('answers the records, [] when there are none', () => {
    expect(data(bigNumberTotalViz, TOTAL, [{ 'COUNT(is_software_dev)': 1234 }])).toEqual([
      { 'COUNT(is_software_dev)': 1234 },
    ]);
    expect(bigNumberTotalViz.dataWhenEmpty).toBe(true);
    expect(data(bigNumberTotalViz, TOTAL, [])).toEqual([]);
  });
});
