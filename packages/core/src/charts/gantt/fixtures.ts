import type { QueryFormData } from '../../wire';

/** Thread lifetimes per channel, coloured by channel type. */
export const ganttFormData: QueryFormData = {
  datasource: '5__table',
  viz_type: 'gantt_chart',
  start_time: 'started_at',
  end_time: 'ended_at',
  y_axis: 'channel',
  series: 'kind',
  tooltip_metrics: ['count'],
  tooltip_columns: ['title'],
  adhoc_filters: [],
  order_by_cols: ['["started_at", true]'],
  row_limit: 10000,
  subcategories: false,
  zoomable: false,
  show_legend: true,
};
