import { describe, expect, test } from 'vitest';
import { buildBigNumberQuery } from './buildQuery';
import { bigNumberTotalFormData } from './fixtures';

describe('big_number_total buildQuery', () => {
  test('one metric over the filtered dataset, SQL filters as WHERE', () => {
    expect(buildBigNumberQuery(bigNumberTotalFormData).queries).toEqual([
      {
        filters: [],
        extras: { where: "(status <> 'void')", having: '' },
        row_limit: 1,
        series_limit: 0,
        order_desc: true,
        annotation_layers: [],
        applied_time_extras: {},
        url_params: {},
        post_processing: [],
        columns: [],
        metrics: [bigNumberTotalFormData.metric],
        orderby: [],
      },
    ]);
  });

  test("a dashboard's adhoc filters are appended", () => {
    const query = buildBigNumberQuery({
      ...bigNumberTotalFormData,
      extra_form_data: {
        adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: 'revenue > 0' }],
      },
    }).queries[0]!;
    expect(query.extras).toEqual({ where: "(status <> 'void') AND (revenue > 0)", having: '' });
  });

  test('without a metric it says what to choose', () => {
    expect(() => buildBigNumberQuery({ ...bigNumberTotalFormData, metric: null })).toThrow(
      'Choose a metric.',
    );
  });
});
