import type { QueryFormData } from '../../wire';

/** Orders by region, then product line, as Superset's Featured Charts sunburst saves it. */
export const sunburstFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'sunburst_v2',
  columns: ['region', 'product_line'],
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
  color_scheme: 'supersetColors',
  linear_color_scheme: 'superset_seq_1',
  show_labels: true,
  show_labels_threshold: 5,
  label_type: 'key',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
};
