import { describe, expect, test } from 'vitest';
import { buildTimeseriesQuery } from './buildQuery';
import { categoryBarFormData, timeseriesFormData } from './fixtures';

describe('time-series buildQuery', () => {
  test('a monthly axis, the dimension as series, pivoted and flattened', () => {
    const context = buildTimeseriesQuery(timeseriesFormData);
    expect(context.form_data).toBe(timeseriesFormData);
    expect(context.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { where: '', having: '', time_grain_sqla: 'P1M' },
        row_limit: 10000,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        columns: [
          {
            columnType: 'BASE_AXIS',
            sqlExpression: 'order_date',
            label: 'order_date',
            expressionType: 'SQL',
            timeGrain: 'P1M',
          },
          'region',
        ],
        series_columns: ['region'],
        metrics: ['sum__revenue'],
        orderby: [['sum__revenue', false]],
        post_processing: [
          {
            operation: 'pivot',
            options: {
              index: ['order_date'],
              columns: ['region'],
              aggregates: { sum__revenue: { operator: 'mean' } },
              drop_missing_columns: false,
            },
          },
          { operation: 'rename', options: { columns: { sum__revenue: null }, level: 0, inplace: true } },
          { operation: 'flatten' },
        ],
      },
    ]);
  });

  test('a category axis has no grain', () => {
    const query = buildTimeseriesQuery(categoryBarFormData).queries[0]!;
    expect(query.columns).toEqual([
      {
        columnType: 'BASE_AXIS',
        sqlExpression: 'traffic_source',
        label: 'traffic_source',
        expressionType: 'SQL',
      },
    ]);
    expect(query.extras).toEqual({ where: '', having: '' });
  });

  test("a dashboard's time range, grain and filters override the chart's", () => {
    const query = buildTimeseriesQuery({
      ...timeseriesFormData,
      extra_form_data: {
        time_range: 'Last week',
        time_grain_sqla: 'P1D',
        filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }],
      },
    }).queries[0]!;
    expect(query.filters).toEqual([
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last week' },
      { col: 'region', op: 'IN', val: ['EMEA'], isExtra: true },
    ]);
    expect(query.extras).toMatchObject({ time_grain_sqla: 'P1D' });
    expect(query.columns?.[0]).toMatchObject({ timeGrain: 'P1D' });
  });

  test("a dashboard's grain does not make a category axis temporal", () => {
    const query = buildTimeseriesQuery({
      ...categoryBarFormData,
      extra_form_data: { time_grain_sqla: 'P1D' },
    }).queries[0]!;
    expect(query.columns?.[0]).not.toHaveProperty('timeGrain');
  });
});
