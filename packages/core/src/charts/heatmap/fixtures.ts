import type { QueryFormData } from '../../wire';

/** Orders by product line and deal size, as Superset's Featured Charts heatmap saves it. */
export const heatmapFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'heatmap_v2',
  x_axis: 'product_line',
  time_grain_sqla: 'P1D',
  groupby: 'deal_size',
  metric: 'count',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
  row_limit: 10000,
  sort_x_axis: 'alpha_asc',
  sort_y_axis: 'alpha_asc',
  normalize_across: 'heatmap',
  linear_color_scheme: 'superset_seq_1',
  y_axis_format: 'SMART_NUMBER',
  show_legend: true,
  show_percentage: true,
  show_values: true,
};
