import type { QueryFormData } from '../../wire';

/** Order count, average unit price and revenue by product line, as Superset's Featured Charts radar. */
export const radarFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'radar',
  groupby: ['product_line'],
  metrics: [
    'count',
    {
      expressionType: 'SIMPLE',
      aggregate: 'AVG',
      column: { column_name: 'unit_price' },
      label: 'AVG(unit_price)',
    },
    { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'revenue' }, label: 'AVG(revenue)' },
  ],
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
  row_limit: 10,
  show_legend: true,
  show_labels: false,
  label_type: 'value',
  number_format: 'SMART_NUMBER',
  is_circle: true,
};
