import type { QueryFormData } from '../../wire';

const simple = (aggregate: 'SUM' | 'COUNT_DISTINCT', column: string) => ({
  expressionType: 'SIMPLE' as const,
  aggregate,
  column: { column_name: column },
  sqlExpression: null,
  hasCustomLabel: false,
  label: `${aggregate}(${column})`,
});

/** Quantity against countries reached per deal size and product line (Superset's example bubble chart). */
export const bubbleFormData: QueryFormData = {
  datasource: '7__table',
  viz_type: 'bubble_v2',
  series: 'product_line',
  entity: 'deal_size',
  x: simple('SUM', 'quantity'),
  y: simple('COUNT_DISTINCT', 'country'),
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'order_date',
      operator: 'TEMPORAL_RANGE',
      comparator: 'No filter',
    },
  ],
  size: 'count',
  order_desc: true,
  row_limit: 10000,
  max_bubble_size: '25',
  opacity: 0.6,
};
