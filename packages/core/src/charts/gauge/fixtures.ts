import type { QueryFormData } from '../../wire';

/** Orders by deal size on a dial, as Superset's Featured Charts gauge. */
export const gaugeFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'gauge_chart',
  groupby: ['deal_size'],
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
  start_angle: 225,
  end_angle: -45,
  number_format: 'SMART_NUMBER',
  show_pointer: true,
  show_progress: true,
  overlap: true,
};
