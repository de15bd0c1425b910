import type { QueryFormData } from '../../wire';

/** Daily order counts per product line, distributed across days (Superset's example box plot). */
export const boxPlotFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'box_plot',
  columns: ['order_date'],
  time_grain_sqla: 'P1D',
  temporal_columns_lookup: { order_date: true },
  groupby: ['product_line'],
  metrics: ['count'],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
  whiskerOptions: 'Tukey',
  number_format: 'SMART_NUMBER',
};
