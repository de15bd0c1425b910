import { describe, expect, test } from 'vitest';
import { buildTableQuery, tableQueryMode } from './buildQuery';
import { rawTableFormData, tableFormData } from './fixtures';

describe('table buildQuery', () => {
  test('an aggregate table groups by its dimensions and sorts by the chosen metric', () => {
    expect(buildTableQuery(tableFormData)).toEqual({
      datasource: { id: 7, type: 'table' },
      force: false,
      form_data: tableFormData,
      result_format: 'json',
      result_type: 'full',
      queries: [
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
          columns: ['country', 'region'],
          metrics: ['sum__revenue', 'count'],
          orderby: [['sum__revenue', false]],
        },
      ],
    });
  });

  test('a raw table sends no metrics key, so the server does not group', () => {
    expect(tableQueryMode(rawTableFormData)).toBe('raw');
    const query = buildTableQuery(rawTableFormData).queries[0]!;
    expect(query.columns).toEqual(['order_id', 'country']);
    expect('metrics' in query).toBe(false);
  });

  test("a dashboard's filters are appended and its time range replaces the chart's", () => {
    const query = buildTableQuery({
      ...tableFormData,
      extra_form_data: {
        filters: [{ col: 'country', op: 'IN', val: ['France'] }],
        time_range: 'Last year',
      },
    }).queries[0]!;
    expect(query.filters).toEqual([
      { col: 'order_date', op: 'TEMPORAL_RANGE', val: 'Last year' },
      { col: 'country', op: 'IN', val: ['France'], isExtra: true },
    ]);
  });

  test('without a metric or a dimension it says what to add', () => {
    expect(() => buildTableQuery({ ...tableFormData, metrics: [], groupby: [] })).toThrow(
      'Add a metric or a dimension.',
    );
  });
});
