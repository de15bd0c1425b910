import { describe, expect, it } from 'vitest';
import { chartResultRequest } from './chartResults';

const pie = {
  datasource: '7__table',
  viz_type: 'pie',
  groupby: ['channel'],
  metric: 'count',
  adhoc_filters: [],
  row_limit: 100,
  slice_id: 12,
};

describe("a dashboard chart's menu requests", () => {
  it("ask for the chart's own query as SQL, as rows, or as full CSV", () => {
    const query = chartResultRequest(pie, 'query');
    expect(query).toMatchObject({ result_type: 'query', result_format: 'json' });
    expect(query?.queries[0]).toMatchObject({ columns: ['channel'] });
    expect(chartResultRequest(pie, 'results')).toMatchObject({ result_type: 'results' });
    expect(chartResultRequest(pie, 'csv')).toMatchObject({ result_type: 'full', result_format: 'csv' });
  });

  it('offer nothing for legacy explore_json charts and unknown types', () => {
    expect(chartResultRequest({ ...pie, viz_type: 'world_map' }, 'query')).toBeNull();
    expect(chartResultRequest({ ...pie, viz_type: 'no_such_chart' }, 'csv')).toBeNull();
  });
});
