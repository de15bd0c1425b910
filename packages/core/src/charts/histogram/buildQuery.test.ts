import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildHistogramQuery } from './buildQuery';
import { histogramFormData } from './fixtures';

// Superset's saved histograms, read at test time from the shared example bundles.
const saved = savedSupersetCharts(
  (chart) => (chart.params as QueryFormData | undefined)?.viz_type === 'histogram_v2',
);

describe('histogram_v2 buildQuery', () => {
  test('the raw values by dimension, counted into bins by the histogram operation', () => {
    const [query] = buildHistogramQuery(histogramFormData).queries;
    expect(query).toMatchObject({
      columns: ['product_line', 'quantity'],
      row_limit: 10000,
      post_processing: [
        {
          operation: 'histogram',
          options: {
            column: 'quantity',
            groupby: ['product_line'],
            bins: 10,
            cumulative: false,
            normalize: false,
          },
        },
      ],
    });
    expect(query?.metrics).toBeUndefined();
  });

  test('bins that are not a number fall back to five; normalize and cumulative reach the operation', () => {
    const [query] = buildHistogramQuery({
      ...histogramFormData,
      bins: 'many',
      normalize: true,
      cumulative: true,
    }).queries;
    expect(query?.post_processing?.[0]?.options).toMatchObject({
      bins: 5,
      normalize: true,
      cumulative: true,
    });
  });

  test("a legacy histogram's keys (all_columns_x, link_length) still build its query", () => {
    const [query] = buildHistogramQuery({
      datasource: '7__table',
      viz_type: 'histogram_v2',
      all_columns_x: ['age'],
      link_length: '25',
      groupby: null,
    }).queries;
    expect(query?.columns).toEqual(['age']);
    expect(query?.post_processing?.[0]?.options).toMatchObject({ column: 'age', groupby: [], bins: 25 });
  });

  test('without a column it says what to choose', () => {
    expect(() => buildHistogramQuery({ ...histogramFormData, column: null })).toThrow(
      'Choose a numeric column.',
    );
  });

  test.skipIf(saved.length === 0).each(saved)(
    "%s: Superset's saved params build a valid query",
    (_path, chart) => {
      const context = buildHistogramQuery(chart.params as QueryFormData);
      expect(queryContextErrors(context)).toBeNull();
      expect(context.queries[0]?.post_processing?.[0]?.operation).toBe('histogram');
    },
  );
});
