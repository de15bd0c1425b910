import type { QueryFormData } from '../../wire';

/** Orders by status, as Superset's Featured Charts funnel. */
export const funnelFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'funnel',
  groupby: ['status'],
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
  row_limit: 10,
  sort_by_metric: true,
  percent_calculation_type: 'first_step',
  show_legend: true,
  number_format: 'SMART_NUMBER',
  show_labels: true,
};
