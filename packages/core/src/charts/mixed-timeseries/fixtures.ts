import type { QueryFormData } from '../../wire';

/** Monthly revenue by region as lines (query A) over the order count as bars (query B). */
export const mixedFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'mixed_timeseries',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
  temporal_columns_lookup: { order_date: true },
  metrics: ['sum__revenue'],
  groupby: ['region'],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
  limit: 5,
  timeseries_limit_metric: 'sum__revenue',
  order_desc: true,
  row_limit: 10000,
  truncate_metric: true,
  metrics_b: ['count'],
  groupby_b: [],
  adhoc_filters_b: [
    { expressionType: 'SIMPLE', clause: 'WHERE', subject: 'status', operator: '==', comparator: 'Shipped' },
  ],
  order_desc_b: false,
  row_limit_b: 500,
  rolling_type_b: 'mean',
  rolling_periods_b: 3,
  seriesType: 'line',
  seriesTypeB: 'bar',
  yAxisIndex: 0,
  yAxisIndexB: 1,
};
