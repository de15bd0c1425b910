import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildHeatmapQuery } from './buildQuery';
import { heatmapFormData } from './fixtures';

// Superset's saved heatmaps, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'heatmap_v2');

describe('heatmap_v2 buildQuery', () => {
  test('the metric by the X axis and the Y column, sorted in SQL, then ranked for the colours', () => {
    const context = buildHeatmapQuery(heatmapFormData);
    expect(context.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { where: '', having: '', time_grain_sqla: 'P1D' },
        row_limit: 10000,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        columns: [
          // Superset sends the grain whatever the axis; the compiler applies it to temporal columns only.
          {
            columnType: 'BASE_AXIS',
            sqlExpression: 'product_line',
            label: 'product_line',
            expressionType: 'SQL',
            timeGrain: 'P1D',
          },
          'deal_size',
        ],
        metrics: ['count'],
        orderby: [
          ['product_line', true],
          ['deal_size', true],
        ],
        post_processing: [{ operation: 'rank', options: { metric: 'count' } }],
      },
    ]);
    expect(queryContextErrors(context)).toBeNull();
  });

  test('a temporal X axis is bucketed by the grain', () => {
    const query = buildHeatmapQuery({
      ...heatmapFormData,
      x_axis: 'order_date',
      temporal_columns_lookup: { order_date: true },
      time_grain_sqla: 'P1M',
    }).queries[0]!;
    expect(query.columns?.[0]).toMatchObject({ columnType: 'BASE_AXIS', timeGrain: 'P1M' });
    expect(query.extras).toMatchObject({ time_grain_sqla: 'P1M' });
  });

  test('value sorts are left to the chart; normalising across x or y ranks within that axis', () => {
    const query = (extra: Partial<QueryFormData>) =>
      buildHeatmapQuery({ ...heatmapFormData, ...extra }).queries[0]!;
    expect(query({ sort_x_axis: 'value_desc', sort_y_axis: 'alpha_desc' }).orderby).toEqual([
      ['deal_size', false],
    ]);
    expect(query({ normalize_across: 'x' }).post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'product_line' } },
    ]);
    expect(query({ normalize_across: 'y', groupby: ['deal_size'] }).post_processing).toEqual([
      { operation: 'rank', options: { metric: 'count', group_by: 'deal_size' } },
    ]);
  });

  test('without an axis or metric it says what to choose', () => {
    expect(() => buildHeatmapQuery({ ...heatmapFormData, groupby: [] })).toThrow('Y-axis');
    expect(() => buildHeatmapQuery({ ...heatmapFormData, x_axis: null })).toThrow('X-axis');
    expect(() => buildHeatmapQuery({ ...heatmapFormData, metric: null })).toThrow('Choose a metric');
  });

  test.skipIf(saved.length === 0)("Superset's saved heatmaps build accepted query contexts", () => {
    for (const [path, chart] of saved) {
      const params = chart.params as QueryFormData;
      const context = buildHeatmapQuery(params);
      expect(queryContextErrors(context), path).toBeNull();
      expect(context.queries[0]!.post_processing?.[0]).toMatchObject({ operation: 'rank' });
    }
  });
});
