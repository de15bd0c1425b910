import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import { buildGaugeQuery } from './buildQuery';
import { gaugeFormData } from './fixtures';

// Superset's saved gauge charts, read at test time from the shared example bundles.
const saved = savedSupersetCharts((chart) => chart.viz_type === 'gauge_chart');

describe('gauge_chart buildQuery', () => {
  test('the metric by the dimensions, largest first, ten rows', () => {
    expect(buildGaugeQuery(gaugeFormData).queries).toEqual([
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
        columns: ['deal_size'],
        metrics: ['count'],
        orderby: [['count', false]],
      },
    ]);
  });

  test('without dimensions one value; unsorted when sort_by_metric is off', () => {
    const [query] = buildGaugeQuery({
      ...gaugeFormData,
      groupby: [],
      sort_by_metric: false,
      row_limit: undefined,
    }).queries;
    expect(query).toMatchObject({ columns: [], orderby: [], row_limit: 10 });
  });

  test("a dashboard's filters reach the query", () => {
    const [query] = buildGaugeQuery({
      ...gaugeFormData,
      extra_form_data: { filters: [{ col: 'region', op: 'IN', val: ['EMEA'] }] },
    }).queries;
    expect(query?.filters).toContainEqual({ col: 'region', op: 'IN', val: ['EMEA'], isExtra: true });
  });

  test('without a metric it says what to choose', () => {
    expect(() => buildGaugeQuery({ ...gaugeFormData, metric: null })).toThrow('Choose a metric.');
  });

  test.skipIf(saved.length === 0)(
    "Superset's saved gauge charts build query contexts the server accepts",
    () => {
      for (const [path, chart] of saved) {
        const context = buildGaugeQuery({
          datasource: '1__table',
          ...(chart.params as object),
        } as QueryFormData);
        expect(queryContextErrors(context), path).toBeNull();
        expect(context.queries[0]?.columns, path).toEqual((chart.params as QueryFormData).groupby);
      }
    },
  );
});
