import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildTreemapQuery } from './buildQuery';
import { treemapFormData } from './fixtures';

// Superset's saved treemaps, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'treemap_v2');

describe('treemap_v2 buildQuery', () => {
  test('the metric by the dimensions, ordered by each dimension', () => {
    const context = buildTreemapQuery(treemapFormData);
    expect(context.queries[0]).toMatchObject({
      columns: ['region', 'product_line'],
      metrics: ['count'],
      orderby: [
        ['region', true],
        ['product_line', true],
      ],
      row_limit: 10000,
      post_processing: [],
    });
    expect(queryContextErrors(context)).toBeNull();
  });

  test('sort_by_metric puts the largest first; without a row limit there is no order', () => {
    expect(buildTreemapQuery({ ...treemapFormData, sort_by_metric: true }).queries[0]!.orderby).toEqual([
      ['count', false],
      ['region', true],
      ['product_line', true],
    ]);
    expect(buildTreemapQuery({ ...treemapFormData, row_limit: 0 }).queries[0]).not.toHaveProperty('orderby');
  });

  test('without a dimension or a metric it says what to add', () => {
    expect(() => buildTreemapQuery({ ...treemapFormData, groupby: [] })).toThrow('Add a dimension');
    expect(() => buildTreemapQuery({ ...treemapFormData, metric: null })).toThrow('Choose a metric');
  });

  test.skipIf(saved.length === 0)("Superset's saved treemaps build accepted query contexts", () => {
    for (const [path, chart] of saved) {
      const context = buildTreemapQuery(chart.params as QueryFormData);
      expect(queryContextErrors(context), path).toBeNull();
    }
  });
});
