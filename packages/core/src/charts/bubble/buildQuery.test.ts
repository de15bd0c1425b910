import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildBubbleQuery } from './buildQuery';
import { bubbleFormData } from './fixtures';

// Superset's saved bubble charts, read at test time from the shared example bundles.
const saved = savedSupersetCharts(
  (chart) => (chart.params as QueryFormData | undefined)?.viz_type === 'bubble_v2',
);

describe('bubble_v2 buildQuery', () => {
  test('x, y and size per entity and series', () => {
    const [query] = buildBubbleQuery(bubbleFormData).queries;
    expect(query).toMatchObject({
      columns: ['deal_size', 'product_line'],
      metrics: [bubbleFormData.x, bubbleFormData.y, 'count'],
      row_limit: 10000,
    });
  });

  test('without a series only the entity groups; one metric on two axes is queried once', () => {
    const [query] = buildBubbleQuery({ ...bubbleFormData, series: null, y: 'count' }).queries;
    expect(query?.columns).toEqual(['deal_size']);
    expect(query?.metrics).toEqual([bubbleFormData.x, 'count']);
  });

  test('says what is missing', () => {
    expect(() => buildBubbleQuery({ ...bubbleFormData, entity: null })).toThrow('Choose the entity');
    expect(() => buildBubbleQuery({ ...bubbleFormData, size: null })).toThrow('bubble size');
  });

  test.skipIf(saved.length === 0).each(saved)(
    "%s: Superset's saved params build a valid query",
    (_path, chart) => {
      expect(queryContextErrors(buildBubbleQuery(chart.params as QueryFormData))).toBeNull();
    },
  );
});
