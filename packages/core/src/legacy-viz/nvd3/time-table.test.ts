import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData, LegacyRow } from '../types';
import { timeTableViz } from './time-table';

const D1 = Date.UTC(2020, 0, 1);
const D2 = Date.UTC(2020, 0, 2);

const FORM: LegacyFormData = {
  datasource: '3__table',
  viz_type: 'time_table',
  granularity_sqla: 'ds',
  time_grain_sqla: 'P1D',
  time_range: 'Last year',
  metrics: ['sum__num'],
  groupby: ['gender'],
  column_collection: [{ key: 'a', colType: 'spark', label: 'Trend' }],
  url: '',
  adhoc_filters: [],
  row_limit: 10,
};

const query = (formData: LegacyFormData) => queryOf(timeTableViz, formData);
const data = (formData: LegacyFormData, rows: LegacyRow[]) =>
  dataOf(timeTableViz, formData, rows, { colnames: [] });

describe('time_table', () => {
  it('orders by the first metric, descending by default', () => {
    expect(query(FORM)).toMatchObject({
      metrics: ['sum__num'],
      orderby: [['sum__num', false]],
      is_timeseries: true,
    });
  });

  it('needs a metric, and only one with a group by', () => {
    expect(() => query({ ...FORM, metrics: [] })).toThrow('Pick at least one metric');
    expect(() => query({ ...FORM, metrics: ['sum__num', 'count'] })).toThrow(
      "When using 'Group By' you are limited to use a single metric",
    );
  });

  it('grouped: one column per group value, records keyed by the printed timestamp', () => {
    const rows = [
      { __timestamp: D1, gender: 'boy', sum__num: 10 },
      { __timestamp: D1, gender: 'girl', sum__num: 20 },
      { __timestamp: D2, gender: 'boy', sum__num: 30 },
    ];
    expect(data(FORM, rows)).toEqual({
      records: {
        '2020-01-01 00:00:00': { boy: 10, girl: 20 },
        '2020-01-02 00:00:00': { boy: 30, girl: null },
      },
      columns: ['boy', 'girl'],
      is_group_by: true,
    });
  });

  it('ungrouped: one column per metric, sorted by name', () => {
    const formData = { ...FORM, groupby: [], metrics: ['sum__num', 'count'] };
    expect(data(formData, [{ __timestamp: D1, sum__num: 1, count: 2 }])).toEqual({
      records: { '2020-01-01 00:00:00': { count: 2, sum__num: 1 } },
      columns: ['count', 'sum__num'],
      is_group_by: false,
    });
  });
});
