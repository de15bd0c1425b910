import { isAggregateMode, isRawMode, metricOrDimension } from '../controls/catalogue';
import type { ControlPanelConfig } from '../controls/types';

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
        ['time_range'],
        ['row_limit'],
        ['order_desc'],
      ],
    },
  ],
  controlOverrides: {
    all_columns: { visibility: isRawMode },
    groupby: { visibility: isAggregateMode },
    // Either a metric or a dimension makes an aggregate table.
    metrics: { visibility: isAggregateMode, validators: [metricOrDimension] },
    order_desc: { visibility: isAggregateMode },
  },
};
