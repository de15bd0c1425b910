import type { QueryFormData } from '../../wire';

/** States and cities under the USA, as Superset's Featured Charts tree. */
export const treeFormData: QueryFormData = {
  datasource: '8__table',
  viz_type: 'tree_chart',
  id: 'id',
  parent: 'parent',
  name: 'name',
  root_node_id: '1',
  metric: 'count',
  adhoc_filters: [],
  row_limit: 1000,
  layout: 'radial',
  node_label_position: 'top',
  child_label_position: 'top',
  symbol: 'emptyCircle',
  symbolSize: 7,
  roam: false,
};
