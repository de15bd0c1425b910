import type { QueryFormData } from '../../wire';

/** Orders by region and product line, as Superset's Featured Charts treemap saves it. */
export const treemapFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'treemap_v2',
  groupby: ['region', 'product_line'],
  metric: 'count',
  row_limit: 10000,
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
  color_scheme: 'supersetColors',
  show_labels: true,
  show_upper_labels: true,
  label_type: 'key_value',
  number_format: 'SMART_NUMBER',
  date_format: 'smart_date',
};
