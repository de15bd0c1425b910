import type { QueryFormData } from '../../wire';

/** Quantities ordered per product line in ten bins (Superset's example histogram). */
export const histogramFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'histogram_v2',
  column: 'quantity',
  groupby: ['product_line'],
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
  bins: 10,
  normalize: false,
  show_value: true,
  show_legend: true,
};
