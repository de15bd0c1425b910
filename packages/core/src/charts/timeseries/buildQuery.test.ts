import { describe, expect, test } from 'vitest';
import { normaliseQueryObject } from '../../query/normalise';
import { buildTimeseriesQuery } from './buildQuery';
import { categoryBarFormData, seriesLimitFormData, timeseriesFormData } from './fixtures';

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

  test('the series limit, its sort-by metric and order_desc travel as Superset sends them', () => {
    const query = buildTimeseriesQuery(seriesLimitFormData).queries[0]!;
    expect(query).toMatchObject({
      series_columns: ['region'],
      series_limit: 5,
      series_limit_metric: { expressionType: 'SQL', sqlExpression: 'MAX(discount)', label: 'MAX(discount)' },
      order_desc: false,
      // normalizeOrderBy: the sort-by metric, ascending since order_desc is off.
      orderby: [[{ expressionType: 'SQL', sqlExpression: 'MAX(discount)', label: 'MAX(discount)' }, true]],
    });
  });

  test('without a sort-by metric the first metric orders the series, in order_desc’s direction', () => {
    const query = buildTimeseriesQuery({ ...seriesLimitFormData, timeseries_limit_metric: null }).queries[0]!;
    expect(query.series_limit).toBe(5);
    expect(query).not.toHaveProperty('series_limit_metric');
    expect(query.orderby).toEqual([['sum__revenue', true]]);
    const descending = buildTimeseriesQuery({
      ...seriesLimitFormData,
      timeseries_limit_metric: undefined,
      order_desc: true,
    });
    expect(descending.queries[0]!.orderby).toEqual([['sum__revenue', false]]);
  });

  test.each([
    [undefined, 0],
    [null, 0],
    ['', 0],
    ['abc', 0],
    ['25', 25],
    [100, 100],
  ])('a series limit of %j is sent as %j', (limit, expected) => {
    const query = buildTimeseriesQuery({ ...seriesLimitFormData, limit }).queries[0]!;
    expect(query.series_limit).toBe(expected);
  });

  test('the current keys (series_limit, series_limit_metric) win over the legacy ones', () => {
    const query = buildTimeseriesQuery({
      ...seriesLimitFormData,
      series_limit: 10,
      series_limit_metric: 'count',
    }).queries[0]!;
    expect(query).toMatchObject({
      series_limit: 10,
      series_limit_metric: 'count',
      orderby: [['count', true]],
    });
  });

  test('the server reads the limit and its metric as sent (the series-limit subquery ranks by it)', () => {
    const query = normaliseQueryObject(buildTimeseriesQuery(seriesLimitFormData).queries[0]);
    expect(query.series_limit).toBe(5);
    expect(query.series_columns).toEqual(['region']);
    expect(query.series_limit_metric).toMatchObject({
      expressionType: 'SQL',
      sqlExpression: 'MAX(discount)',
    });
    expect(query.order_desc).toBe(false);
  });
});
