import { describe, expect, test } from 'vitest';
import { buildPieQuery } from './buildQuery';
import { pieFormData } from './fixtures';

describe('pie buildQuery', () => {
  test('one metric by the dimension, largest slices first', () => {
    const context = buildPieQuery(pieFormData);
    expect(context.datasource).toEqual({ id: 7, type: 'table' });
    expect(context.queries).toEqual([
      {
        filters: [{ col: 'order_date', op: 'TEMPORAL_RANGE', val: 'No filter' }],
        extras: { where: '', having: '' },
        row_limit: 10000,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        post_processing: [],
        columns: ['channel'],
        metrics: ['count'],
        orderby: [['count', false]],
      },
    ]);
  });

  test("a cross-filter and a dashboard's time column and range reach the query", () => {
    const query = buildPieQuery({
      ...pieFormData,
      extra_form_data: {
        filters: [{ col: 'region', op: '==', val: 'EMEA' }],
        granularity_sqla: 'shipped_date',
        time_range: 'Last quarter',
      },
    }).queries[0]!;
    expect(query.filters).toContainEqual({ col: 'region', op: '==', val: 'EMEA', isExtra: true });
    expect(query.granularity).toBe('shipped_date');
    expect(query.time_range).toBe('Last quarter');
  });

  test('without a dimension it says what to add', () => {
    expect(() => buildPieQuery({ ...pieFormData, groupby: [] })).toThrow('Add a dimension');
  });
});
