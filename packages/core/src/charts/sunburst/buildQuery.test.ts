import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildSunburstQuery } from './buildQuery';
import { sunburstFormData } from './fixtures';

// Superset's saved sunbursts, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'sunburst_v2');

describe('sunburst_v2 buildQuery', () => {
  test('the metric by the hierarchy, unordered unless sorting by metric', () => {
    const context = buildSunburstQuery(sunburstFormData);
    const query = context.queries[0]!;
    expect(query).toMatchObject({
      columns: ['region', 'product_line'],
      metrics: ['count'],
      post_processing: [],
    });
    expect(query).not.toHaveProperty('orderby');
    expect(queryContextErrors(context)).toBeNull();
    expect(buildSunburstQuery({ ...sunburstFormData, sort_by_metric: true }).queries[0]!.orderby).toEqual([
      ['count', false],
    ]);
  });

  test('a secondary metric is queried once, beside the primary', () => {
    const metrics = (secondary: unknown) =>
      buildSunburstQuery({ ...sunburstFormData, secondary_metric: secondary as string }).queries[0]!.metrics;
    expect(metrics('sum__revenue')).toEqual(['count', 'sum__revenue']);
    expect(metrics('count')).toEqual(['count']);
  });

  test('older charts name the hierarchy groupby; without one it says what to add', () => {
    const legacy = { ...sunburstFormData, columns: undefined, groupby: ['region'] };
    expect(buildSunburstQuery(legacy).queries[0]!.columns).toEqual(['region']);
    expect(() => buildSunburstQuery({ ...sunburstFormData, columns: [] })).toThrow('hierarchy');
  });

  test.skipIf(saved.length === 0)("Superset's saved sunbursts build accepted query contexts", () => {
    for (const [path, chart] of saved) {
      const context = buildSunburstQuery(chart.params as QueryFormData);
      expect(queryContextErrors(context), path).toBeNull();
    }
  });
});
