import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildFunnelQuery } from './buildQuery';
import { funnelFormData } from './fixtures';

// Superset's saved funnel charts, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'funnel');

describe('funnel buildQuery', () => {
  test('the metric by the steps, largest first', () => {
    expect(buildFunnelQuery(funnelFormData).queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { where: '', having: '' },
        row_limit: 10,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        post_processing: [],
        columns: ['status'],
        metrics: ['count'],
        orderby: [['count', false]],
      },
    ]);
  });

  test('unsorted when sort_by_metric is off; ten rows by default', () => {
    const [query] = buildFunnelQuery({
      ...funnelFormData,
      sort_by_metric: false,
      row_limit: undefined,
    }).queries;
    expect(query).toMatchObject({ orderby: [], row_limit: 10 });
  });

  test('a cross-filter reaches the query', () => {
    const [query] = buildFunnelQuery({
      ...funnelFormData,
      extra_form_data: { filters: [{ col: 'status', op: 'IN', val: ['Shipped'] }] },
    }).queries;
    expect(query?.filters).toContainEqual({ col: 'status', op: 'IN', val: ['Shipped'], isExtra: true });
  });

  test('without a metric it says what to choose', () => {
    expect(() => buildFunnelQuery({ ...funnelFormData, metric: undefined })).toThrow('Choose a metric.');
  });

  test.skipIf(saved.length === 0)(
    "Superset's saved funnel charts build query contexts the server accepts",
    () => {
      for (const [path, chart] of saved) {
        const context = buildFunnelQuery({
          datasource: '1__table',
          ...(chart.params as object),
        } as QueryFormData);
        expect(queryContextErrors(context), path).toBeNull();
        expect(context.queries[0]?.columns, path).toEqual((chart.params as QueryFormData).groupby);
      }
    },
  );
});
