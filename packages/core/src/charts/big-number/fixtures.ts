import type { QueryFormData } from '../../wire';

export const bigNumberTotalFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'big_number_total',
  metric: {
    expressionType: 'SIMPLE',
    aggregate: 'SUM',
    column: { column_name: 'revenue' },
    label: 'Revenue',
  },
  adhoc_filters: [{ expressionType: 'SQL', clause: 'WHERE', sqlExpression: "status <> 'void'" }],
  subheader: 'all orders',
};
