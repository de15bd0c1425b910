import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildBoxPlotQuery, whiskerRule } from './buildQuery';
import { boxPlotFormData } from './fixtures';

// Superset's saved box plots, read at test time from the shared example bundles.
const saved = savedSupersetCharts(
  (chart) => (chart.params as QueryFormData | undefined)?.viz_type === 'box_plot',
);

describe('box_plot buildQuery', () => {
  test('metrics per day and product line, then the boxplot operation per product line', () => {
    const [query] = buildBoxPlotQuery(boxPlotFormData).queries;
    expect(query).toMatchObject({
      columns: [
        {
          timeGrain: 'P1D',
          columnType: 'BASE_AXIS',
          sqlExpression: 'order_date',
          label: 'order_date',
          expressionType: 'SQL',
        },
        'product_line',
      ],
      series_columns: ['product_line'],
      metrics: ['count'],
      post_processing: [
        {
          operation: 'boxplot',
          options: { whisker_type: 'tukey', groupby: ['product_line'], metrics: ['count'] },
        },
      ],
    });
  });

  test("each whisker option becomes the operation's whisker type", () => {
    expect(whiskerRule('Min/max (no outliers)')).toEqual({ whisker_type: 'min/max' });
    expect(whiskerRule('9/91 percentiles')).toEqual({ whisker_type: 'percentile', percentiles: [9, 91] });
    expect(whiskerRule(undefined)).toEqual({ whisker_type: 'tukey' });
    expect(() => whiskerRule('Quartiles')).toThrow('"Quartiles"');
  });

  test('a legacy chart without columns distributes across its time column', () => {
    const [query] = buildBoxPlotQuery({
      ...boxPlotFormData,
      columns: [],
      granularity_sqla: 'order_date',
      temporal_columns_lookup: {},
    }).queries;
    expect(query?.columns).toEqual(['order_date', 'product_line']);
  });

  test('without a metric it says what to add', () => {
    expect(() => buildBoxPlotQuery({ ...boxPlotFormData, metrics: [] })).toThrow('Add at least one metric.');
  });

  test.skipIf(saved.length === 0).each(saved)(
    "%s: Superset's saved params build a valid query",
    (_path, chart) => {
      const context = buildBoxPlotQuery(chart.params as QueryFormData);
      expect(queryContextErrors(context)).toBeNull();
      expect(context.queries[0]?.post_processing?.[0]?.operation).toBe('boxplot');
    },
  );
});
