import { describe, expect, test } from 'vitest';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildBigNumberTrendlineQuery } from './buildQuery';
import { bigNumberTrendlineFormData } from './fixtures';

// Superset's saved Big Number charts, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'big_number');

describe('big_number buildQuery', () => {
  test('the metric by the bucketed time axis, pivoted on it and flattened', () => {
    const [query] = buildBigNumberTrendlineQuery(bigNumberTrendlineFormData).queries;
    expect(query).toMatchObject({
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
          timeGrain: 'P1M',
        },
      ],
      metrics: [bigNumberTrendlineFormData.metric],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
      extras: { where: '', having: '', time_grain_sqla: 'P1M' },
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: ['order_date'],
            columns: [],
            aggregates: { Revenue: { operator: 'mean' } },
            drop_missing_columns: true,
          },
        },
        { operation: 'flatten' },
      ],
    });
  });

  test('a rolling window sits between the pivot and the flatten', () => {
    const rules = (extra: Partial<QueryFormData>) =>
      buildBigNumberTrendlineQuery({ ...bigNumberTrendlineFormData, ...extra }).queries[0]!.post_processing;
    expect(rules({ rolling_type: 'mean', rolling_periods: '3' })?.[1]).toEqual({
      operation: 'rolling',
      options: { rolling_type: 'mean', window: 3, min_periods: 0, columns: { Revenue: 'Revenue' } },
    });
    expect(rules({ rolling_type: 'cumsum' })?.[1]).toEqual({
      operation: 'cum',
      options: { operator: 'sum', columns: { Revenue: 'Revenue' } },
    });
  });

  test("a dashboard's filters and time grain reach the query", () => {
    const query = buildBigNumberTrendlineQuery({
      ...bigNumberTrendlineFormData,
      extra_form_data: { filters: [{ col: 'region', op: '==', val: 'EMEA' }], time_grain_sqla: 'P1W' },
    }).queries[0]!;
    expect(query.filters).toContainEqual({ col: 'region', op: '==', val: 'EMEA', isExtra: true });
    expect(query.columns?.[0]).toMatchObject({ timeGrain: 'P1W' });
  });

  test('without a metric or a time column it says what to choose', () => {
    expect(() => buildBigNumberTrendlineQuery({ ...bigNumberTrendlineFormData, metric: null })).toThrow(
      'Choose a metric.',
    );
    expect(() => buildBigNumberTrendlineQuery({ ...bigNumberTrendlineFormData, x_axis: null })).toThrow(
      'Choose a time column',
    );
  });

  test.skipIf(saved.length === 0)("Superset's saved Big Numbers build the query Superset saved", () => {
    let compared = 0;
    for (const [name, chart] of saved) {
      // Some bundles save no datasource in params: the import fills it in.
      const params = { datasource: '1__table', ...(chart.params as object) } as QueryFormData;
      const [query] = buildBigNumberTrendlineQuery(params).queries;
      expect(query?.columns?.[0], name).toMatchObject({ columnType: 'BASE_AXIS' });
      if (typeof chart.query_context !== 'string') continue;
      const [expected] = JSON.parse(chart.query_context).queries;
      expect(query?.columns, name).toEqual(expected.columns);
      expect(query?.metrics, name).toEqual(expected.metrics);
      expect(query?.filters, name).toEqual(expected.filters);
      expect(query?.post_processing, name).toEqual(expected.post_processing);
      compared += 1;
    }
    expect(compared).toBeGreaterThan(0);
  });
});
