import type { QueryFormData } from '../../wire';

/** Deal sizes to product lines, as Superset's Featured Charts graph. */
export const graphFormData: QueryFormData = {
  datasource: '22__table',
  viz_type: 'graph_chart',
  source: 'deal_size',
  target: 'product_line',
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
  row_limit: 10000,
  show_legend: true,
  layout: 'circular',
  edgeSymbol: 'none,arrow',
  roam: true,
  selectedMode: 'single',
  baseNodeSize: 20,
  baseEdgeWidth: 3,
  edgeLength: 400,
  gravity: 0.3,
  repulsion: 1000,
  friction: 0.2,
};
