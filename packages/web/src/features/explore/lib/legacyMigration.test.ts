import { describe, expect, it } from 'vitest';
import { formDataFromChart } from './formData';

// A chart saved before the viz migrations (not re-imported) still opens as its modern chart.
describe('opening a chart saved with a legacy viz type', () => {
  it('opens a dist_bar as the bar chart, its columns moved as Superset migrates them', () => {
    const formData = formDataFromChart({
      id: 7,
      slice_name: 'Sales by genre',
      viz_type: 'dist_bar',
      datasource_id: 3,
      datasource_type: 'table',
      params: JSON.stringify({
        viz_type: 'dist_bar',
        groupby: ['genre'],
        columns: ['platform'],
        metrics: ['count'],
        bar_stacked: true,
        granularity_sqla: 'year',
        time_range: 'No filter',
      }),
    });
    expect(formData).toMatchObject({
      viz_type: 'echarts_timeseries_bar',
      datasource: '3__table',
      x_axis: 'genre',
      groupby: ['platform'],
      stack: 'Stack',
      adhoc_filters: [
        {
          clause: 'WHERE',
          subject: 'year',
          operator: 'TEMPORAL_RANGE',
          comparator: 'No filter',
          expressionType: 'SIMPLE',
        },
      ],
    });
    expect(formData).not.toHaveProperty('columns');
  });

  it('leaves a modern chart as it was saved (named by its id)', () => {
    const params = { viz_type: 'pie', datasource: '3__table', groupby: ['genre'] };
    expect(
      formDataFromChart({ id: 8, slice_name: 'Pie', viz_type: 'pie', params: JSON.stringify(params) }),
    ).toEqual({ ...params, slice_id: 8 });
  });
});
