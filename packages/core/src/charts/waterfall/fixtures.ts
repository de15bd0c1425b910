import type { QueryFormData } from '../../wire';

/** Quarterly revenue, as Superset's Featured Charts waterfall saves it. */
export const waterfallFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'waterfall',
  x_axis: 'order_date',
  time_grain_sqla: 'P3M',
  groupby: [],
  metric: 'sum__revenue',
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
  show_value: true,
  x_axis_time_format: 'smart_date',
  x_ticks_layout: 'auto',
  y_axis_format: 'SMART_NUMBER',
};
