import type { QueryFormData } from '../../wire';

/** Typical saved form data of an aggregate table (as the examples save one). */
export const tableFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'table',
  query_mode: 'aggregate',
  groupby: ['country', 'region'],
  metrics: ['sum__revenue', 'count'],
  all_columns: [],
  order_desc: true,
  row_limit: 10,
  timeseries_limit_metric: 'sum__revenue',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
};

export const rawTableFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'table',
  query_mode: 'raw',
  all_columns: ['order_id', 'country'],
  adhoc_filters: [],
};
