import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildMixedTimeseriesQuery } from './buildQuery';
import { mixedFormData } from './fixtures';
import { removeFormDataSuffix, retainFormDataSuffix } from './form-data-suffix';

const axis = {
  columnType: 'BASE_AXIS',
  sqlExpression: 'order_date',
  label: 'order_date',
  expressionType: 'SQL',
  timeGrain: 'P1M',
};

describe('mixed_timeseries form data suffix', () => {
  test('query A drops the _b keys; query B takes them in place of their twins', () => {
    const formData = { datasource: '1__table', viz_type: 'x', metrics: ['a'], metrics_b: ['b'], limit: 3 };
    expect(removeFormDataSuffix(formData)).toEqual({
      datasource: '1__table',
      viz_type: 'x',
      metrics: ['a'],
      limit: 3,
    });
    expect(retainFormDataSuffix(formData)).toEqual({
      datasource: '1__table',
      viz_type: 'x',
      metrics: ['b'],
      limit: 3,
    });
  });
});

describe('mixed_timeseries buildQuery', () => {
  test('two queries on one axis, each from its own keys with its own post-processing', () => {
    const context = buildMixedTimeseriesQuery(mixedFormData);
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(context.form_data).toBe(mixedFormData);
    const [a, b] = context.queries;
    expect(a).toEqual({
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      extras: { where: '', having: '', time_grain_sqla: 'P1M' },
      row_limit: 10000,
      series_limit: 5,
      series_limit_metric: 'sum__revenue',
      annotation_layers: [],
      applied_time_extras: {},
      url_params: {},
      columns: [axis, 'region'],
      series_columns: ['region'],
      metrics: ['sum__revenue'],
      orderby: [['sum__revenue', false]],
      time_offsets: [],
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['order_date'],
            columns: ['region'],
            aggregates: { sum__revenue: { operator: 'mean' } },
            drop_missing_columns: true,
          },
        },
        { operation: 'rename', options: { columns: { sum__revenue: null }, level: 0, inplace: true } },
        { operation: 'flatten' },
      ],
    });
    expect(b).toMatchObject({
      filters: [{ col: 'status', op: '==', val: 'Shipped' }],
      row_limit: 500,
      series_limit: 0,
      columns: [axis],
      series_columns: [],
      metrics: ['count'],
      orderby: [['count', true]],
      post_processing: [
        {
          operation: 'pivot',
          options: { index: ['order_date'], columns: [], aggregates: { count: { operator: 'mean' } } },
        },
        {
          operation: 'rolling',
          options: {
            rolling_type: 'mean',
            window: 3,
            min_periods: 0,
            columns: { count: 'count' },
            is_pivot_df: true,
          },
        },
        { operation: 'flatten' },
      ],
    });
    expect(b).not.toHaveProperty('series_limit_metric');
    expect(queryContextErrors(context)).toBeNull();
  });

  test("the dashboard's extra form data filters and re-buckets both queries", () => {
    const context = buildMixedTimeseriesQuery({
      ...mixedFormData,
      extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }], time_grain_sqla: 'P1W' },
    });
    for (const query of context.queries) {
      expect(query.filters).toContainEqual(
        expect.objectContaining({ col: 'region', op: 'IN', val: ['EMEA'] }),
      );
      expect(query.extras).toMatchObject({ time_grain_sqla: 'P1W' });
      expect(query.columns?.[0]).toMatchObject({ timeGrain: 'P1W' });
    }
  });

  test('time comparison of query B: offsets, the comparison pivot, compare and rename', () => {
    const b = buildMixedTimeseriesQuery({
      ...mixedFormData,
      rolling_type_b: null,
      time_compare_b: ['1 year ago'],
      comparison_type_b: 'difference',
      resample_rule_b: '1D',
      resample_method_b: 'zerofill',
    }).queries[1]!;
    expect(b.time_offsets).toEqual(['1 year ago']);
    expect(b.post_processing).toEqual([
      {
        operation: 'pivot',
        options: {
          index: ['order_date'],
          columns: [],
          aggregates: { count: { operator: 'mean' }, 'count__1 year ago': { operator: 'mean' } },
          drop_missing_columns: true,
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['count'],
          compare_columns: ['count__1 year ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      { operation: 'resample', options: { method: 'asfreq', rule: '1D', fill_value: 0 } },
      {
        operation: 'rename',
        options: {
          columns: { 'difference__count__count__1 year ago': '1 year ago' },
          level: 0,
          inplace: true,
        },
      },
      { operation: 'flatten' },
    ]);
    // Query A asked for no comparison.
    expect(
      buildMixedTimeseriesQuery({ ...mixedFormData, time_compare_b: ['1 year ago'] }).queries[0]!
        .time_offsets,
    ).toEqual([]);
  });

  test('a cumulative sum, and incomplete form data refused', () => {
    const a = buildMixedTimeseriesQuery({ ...mixedFormData, rolling_type: 'cumsum' }).queries[0]!;
    expect(a.post_processing).toContainEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { sum__revenue: 'sum__revenue' }, is_pivot_df: true },
    });
    expect(() => buildMixedTimeseriesQuery({ ...mixedFormData, x_axis: null })).toThrow(
      'Choose a column for the X-axis.',
    );
    expect(() =>
      buildMixedTimeseriesQuery({ ...mixedFormData, metrics: [], metrics_b: [] } as QueryFormData),
    ).toThrow('Add at least one metric');
  });
});

describe("Superset's saved mixed charts", () => {
  const saved = savedSupersetCharts((chart) => chart.viz_type === 'mixed_timeseries');
  test('the example bundles hold one', () => expect(saved.length).toBeGreaterThan(0));
  test.each(saved)('%s builds two queries the chart-data schema accepts', (_path, chart) => {
    const formData = chart.params as QueryFormData;
    const context = buildMixedTimeseriesQuery(formData);
    expect(queryContextErrors(context)).toBeNull();
    const [a, b] = context.queries;
    expect(a!.metrics).toEqual(formData.metrics);
    expect(b!.metrics).toEqual(formData.metrics_b);
    expect(a!.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', sqlExpression: formData.x_axis });
    expect(b!.row_limit).toBe(formData.row_limit_b);
  });
});
