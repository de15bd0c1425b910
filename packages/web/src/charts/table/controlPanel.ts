import { isAggregateMode, isRawMode, metricOrDimension } from '../controls/catalogue';
import type { ControlPanelConfig } from '../controls/types';

/** Superset's Table panel: query, options and time comparison, from the shared catalogue. */
export const tableControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['query_mode'],
        ['all_columns'],
        ['groupby'],
        ['metrics'],
        ['percent_metrics'],
        ['time_range'],
        ['adhoc_filters'],
        ['timeseries_limit_metric'],
        ['server_pagination'],
        ['row_limit', 'server_page_length'],
        ['order_desc'],
        ['show_totals'],
        ['percent_metric_calculation'],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['table_timestamp_format'],
        ['page_length'],
        ['include_search', 'show_cell_bars'],
        ['align_pn', 'color_pn'],
        ['column_config'],
        ['conditional_formatting'],
      ],
    },
    {
      label: 'Time comparison',
      tab: 'data',
      expanded: false,
      controlSetRows: [['time_compare'], ['comparison_type']],
    },
  ],
  controlOverrides: {
    all_columns: { visibility: isRawMode },
    groupby: { visibility: isAggregateMode },
    // Either a metric or a dimension makes an aggregate table.
    metrics: { visibility: isAggregateMode, validators: [metricOrDimension] },
    order_desc: { visibility: isAggregateMode },
    timeseries_limit_metric: {
      description: 'The metric the rows are ordered by; the first metric when empty.',
      visibility: isAggregateMode,
    },
    row_limit: { default: 1000 },
  },
};
