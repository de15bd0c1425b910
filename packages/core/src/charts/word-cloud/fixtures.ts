import type { QueryFormData } from '../../wire';

/** Orders per country, a hundred words at most (Superset's example word cloud). */
export const wordCloudFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'word_cloud',
  series: 'country',
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
  row_limit: 100,
  size_from: 10,
  size_to: 70,
  rotation: 'square',
  sort_by_metric: true,
};
