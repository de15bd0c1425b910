import type { QueryFormData } from '../../wire';

/** A monthly line by region, its time range a TEMPORAL_RANGE filter as current Superset saves it. */
export const timeseriesFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'echarts_timeseries_line',
  x_axis: 'order_date',
  time_grain_sqla: 'P1M',
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
  row_limit: 10000,
};

/** A bar per category: the x-axis is not temporal, so no grain. */
export const categoryBarFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'echarts_timeseries_bar',
  x_axis: 'traffic_source',
  metrics: ['conversion_rate'],
  groupby: [],
};

/**
 * The line by region limited to its top 5 regions by a sort-by metric other than the plotted one,
 * ascending, with the legacy control keys Superset's Explore saves (`limit`, `timeseries_limit_metric`).
 */
export const seriesLimitFormData: QueryFormData = {
  ...timeseriesFormData,
  metrics: ['sum__revenue', 'count'],
  limit: 5,
  timeseries_limit_metric: {
    expressionType: 'SQL',
    sqlExpression: 'MAX(discount)',
    label: 'MAX(discount)',
  },
  order_desc: false,
};
