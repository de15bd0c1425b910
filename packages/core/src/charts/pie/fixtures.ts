import type { QueryFormData } from '../../wire';

export const pieFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'pie',
  metric: 'count',
  groupby: ['channel'],
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
