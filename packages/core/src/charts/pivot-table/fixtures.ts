import type { QueryFormData } from '../../wire';

/** Sales by country and city against product line, as Superset's Featured Charts pivot. */
export const pivotTableFormData: QueryFormData = {
  datasource: '22__table',
  viz_type: 'pivot_table_v2',
  groupbyColumns: ['product_line'],
  groupbyRows: ['country', 'city'],
  time_grain_sqla: 'P1D',
  temporal_columns_lookup: { order_date: true },
  metrics: [
    {
      expressionType: 'SIMPLE',
      column: { column_name: 'sales' },
      aggregate: 'SUM',
      sqlExpression: null,
      hasCustomLabel: false,
      label: 'SUM(sales)',
      optionName: 'metric_sales',
    },
  ],
  metricsLayout: 'COLUMNS',
  adhoc_filters: [
    {
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
      expressionType: 'SIMPLE',
    },
  ],
  row_limit: 10000,
  order_desc: true,
  aggregateFunction: 'Sum',
  valueFormat: 'SMART_NUMBER',
  date_format: 'smart_date',
  rowOrder: 'key_a_to_z',
  colOrder: 'key_a_to_z',
};

/** A query answer for two row levels, one column level and two metrics. */
export const pivotRecords: readonly Record<string, unknown>[] = [
  { country: 'France', city: 'Paris', product_line: 'Cars', sales: 100, units: 2 },
  { country: 'France', city: 'Paris', product_line: 'Ships', sales: 50, units: 1 },
  { country: 'France', city: 'Lyon', product_line: 'Cars', sales: 30, units: 3 },
  { country: 'Spain', city: 'Madrid', product_line: 'Cars', sales: 70, units: 7 },
  { country: 'Spain', city: 'Madrid', product_line: 'Ships', sales: 20, units: null },
  { country: 'Spain', city: 'Barcelona', product_line: 'Trains', sales: 5, units: 1 },
];
