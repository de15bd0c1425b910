import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildWaterfallQuery } from './buildQuery';
import { waterfallFormData } from './fixtures';

// Superset's saved waterfalls, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'waterfall');

describe('waterfall buildQuery', () => {
  test('the metric by the bucketed X axis, in axis order', () => {
    const context = buildWaterfallQuery(waterfallFormData);
    expect(context.queries[0]).toMatchObject({
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
          timeGrain: 'P3M',
        },
      ],
      metrics: ['sum__revenue'],
      orderby: [['order_date', true]],
      extras: { where: '', having: '', time_grain_sqla: 'P3M' },
      post_processing: [],
    });
    expect(queryContextErrors(context)).toBeNull();
  });

  test('a breakdown column follows the axis, in both columns and order', () => {
    const query = buildWaterfallQuery({ ...waterfallFormData, groupby: ['region'] }).queries[0]!;
    expect(query.columns?.[1]).toBe('region');
    expect(query.orderby).toEqual([
      ['order_date', true],
      ['region', true],
    ]);
  });

  test('without an axis or a metric it says what to choose', () => {
    expect(() => buildWaterfallQuery({ ...waterfallFormData, x_axis: null })).toThrow('X-axis');
    expect(() => buildWaterfallQuery({ ...waterfallFormData, metric: null })).toThrow('Choose a metric');
  });

  test.skipIf(saved.length === 0)("Superset's saved waterfalls build accepted query contexts", () => {
    for (const [path, chart] of saved) {
      const context = buildWaterfallQuery(chart.params as QueryFormData);
      expect(queryContextErrors(context), path).toBeNull();
    }
  });
});
