import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildRadarQuery } from './buildQuery';
import { radarFormData } from './fixtures';

// Superset's saved radar charts, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'radar');

describe('radar buildQuery', () => {
  test('the metrics by the dimensions, ordered by the first metric', () => {
    const [query] = buildRadarQuery(radarFormData).queries;
    expect(query).toMatchObject({
      columns: ['product_line'],
      metrics: radarFormData.metrics,
      orderby: [['count', false]],
      row_limit: 10,
      post_processing: [],
      filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
    });
  });

  test('the "sort by" metric orders the rows when set', () => {
    const [query] = buildRadarQuery({ ...radarFormData, series_limit_metric: 'sum__revenue' }).queries;
    expect(query?.orderby).toEqual([['sum__revenue', false]]);
  });

  test("a dashboard's filters reach the query", () => {
    const [query] = buildRadarQuery({
      ...radarFormData,
      extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
    }).queries;
    expect(query?.filters).toContainEqual({ col: 'region', op: 'IN', val: ['EMEA'], isExtra: true });
  });

  test('without metrics it says what to add', () => {
    expect(() => buildRadarQuery({ ...radarFormData, metrics: [] })).toThrow('Add at least one metric.');
  });

  test.skipIf(saved.length === 0)(
    "Superset's saved radar charts build query contexts the server accepts",
    () => {
      for (const [path, chart] of saved) {
        const context = buildRadarQuery({
          datasource: '1__table',
          ...(chart.params as object),
        } as QueryFormData);
        expect(queryContextErrors(context), path).toBeNull();
        expect(context.queries[0]?.columns, path).toEqual((chart.params as QueryFormData).groupby);
      }
    },
  );
});
