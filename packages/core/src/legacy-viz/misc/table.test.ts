import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import type { LegacyFormData } from '../types';
import { tableViz } from './table';

// Params of the example chart "Boys" (aggregate mode, sorted by a metric).
const boys: LegacyFormData = {
  viz_type: 'table',
  granularity_sqla: 'ds',
  groupby: ['name'],
  limit: '25',
  metrics: ['sum__num'],
  row_limit: 50,
  time_range: '100 years ago : now',
  timeseries_limit_metric: 'sum__num',
};

// Params of the example chart "Table" (raw mode).
const raw: LegacyFormData = {
  viz_type: 'table',
  query_mode: 'raw',
  groupby: [],
  all_columns: ['order_date', 'product_line', 'status', 'price_each', 'sales'],
  percent_metrics: [],
  order_by_cols: [],
  row_limit: 1000,
  order_desc: true,
};

describe('table query', () => {
  it('orders an aggregate table by its sort metric, descending by default', () => {
    const q = queryOf(tableViz, boys);
    expect(q.columns).toEqual(['name']);
    expect(q.metrics).toEqual(['sum__num']);
    expect(q.orderby).toEqual([['sum__num', false]]);
    expect(q.series_limit).toBe(25);
    expect(q.row_limit).toBe(50);
  });

  it('orders by the first metric without a sort metric', () => {
    const q = queryOf(tableViz, {
      ...boys,
      timeseries_limit_metric: null,
      order_desc: false,
      metrics: ['a', 'b'],
    });
    expect(q.orderby).toEqual([['a', true]]);
  });

  it('lists raw records of all_columns, ordered by order_by_cols', () => {
    const q = queryOf(tableViz, raw);
    expect(q.columns).toEqual(raw.all_columns);
    expect(q.metrics).toBeNull();
    expect(q.orderby).toEqual([]);
    expect(q.is_timeseries).toBe(false);
    expect(queryOf(tableViz, { ...raw, order_by_cols: ['["sales", false]'] }).orderby).toEqual([
      ['sales', false],
    ]);
  });

  it('refuses raw columns mixed with metrics, and include_time without a time grain', () => {
    expect(() => queryOf(tableViz, { all_columns: ['a'], metrics: ['count'] })).toThrow(
      'You cannot use [Columns] in combination with [Group By]/[Metrics]/[Percentage Metrics]. Please choose one or the other.',
    );
    expect(() => queryOf(tableViz, { ...boys, include_time: true })).toThrow(
      "Pick a granularity in the Time section or uncheck 'Include Time'",
    );
  });
});

describe('table data', () => {
  it('adds each percentage metric as its share of the column', () => {
    const fd = { viz_type: 'table', groupby: ['tz'], metrics: ['count'], percent_metrics: ['count'] };
    const rows = [
      { tz: 'UTC', count: 3 },
      { tz: 'CET', count: 1 },
    ];
    expect(dataOf(tableViz, fd, rows)).toEqual({
      records: [
        { tz: 'UTC', count: 3, '%count': 0.75 },
        { tz: 'CET', count: 1, '%count': 0.25 },
      ],
      columns: ['tz', 'count', '%count'],
    });
  });

  it('leads with the time as ISO text when include_time is on, big integers as text', () => {
    const fd = { ...boys, include_time: true, time_grain_sqla: 'P1D' };
    const rows = [{ __timestamp: Date.UTC(2020, 0, 1), name: 'Aaron', sum__num: 2 ** 60 }];
    expect(dataOf(tableViz, fd, rows)).toEqual({
      records: [{ __timestamp: '2020-01-01T00:00:00', name: 'Aaron', sum__num: '1152921504606846976' }],
      columns: ['__timestamp', 'name', 'sum__num'],
    });
  });

  it('keeps the all_columns order in raw mode', () => {
    const rows = [{ sales: 10, status: 'Shipped', product_line: 'Cars', price_each: 5, order_date: 0 }];
    const out = dataOf(tableViz, raw, rows) as { columns: string[]; records: object[] };
    expect(out.columns).toEqual(raw.all_columns);
    expect(Object.keys(out.records[0] ?? {})).toEqual(raw.all_columns);
  });
});
