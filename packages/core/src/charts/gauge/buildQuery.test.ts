import { describe, expect, test } from 'vitest';
import { buildGaugeQuery } from './buildQuery';
import { gaugeFormData } from './fixtures';

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
});
