import type { QueryFormData } from '../../wire';

/** Monthly revenue with a running total and a month-on-month comparison. */
export const bigNumberTrendlineFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'big_number',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  metric: {
    expressionType: 'SIMPLE',
    aggregate: 'SUM',
    column: { column_name: 'revenue' },
    label: 'Revenue',
  },
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
  compare_lag: 1,
  compare_suffix: 'MoM',
  show_trend_line: true,
  start_y_axis_at_zero: true,
  rolling_type: 'None',
  y_axis_format: 'SMART_NUMBER',
  time_format: 'smart_date',
};
