import type { ControlPanelConfig } from '../controls/types';

/** Superset's Partition Chart panel (legacy). */
export const partitionControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        [{ name: 'groupby', override: { description: 'The levels of the hierarchy, outermost first.' } }],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10000 } }],
        ['order_desc'],
      ],
    },
    {
      label: 'Time series options',
      tab: 'data',
      controlSetRows: [
        ['time_series_option'],
        [{ name: 'granularity_sqla', override: { validators: [] } }],
        [{ name: 'time_grain_sqla', override: { visibility: () => true } }],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['color_scheme'], ['number_format'], ['partition_limit', 'partition_threshold']],
    },
  ],
};
