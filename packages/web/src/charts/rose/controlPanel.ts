import type { ControlPanelConfig } from '../controls/types';

/** Superset's Nightingale Rose panel (legacy): metrics by groups over time, in a circle. */
export const roseControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        ['groupby'],
        ['granularity_sqla'],
        [{ name: 'time_grain_sqla', override: { visibility: () => true } }],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10000 } }],
        ['order_desc'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['show_legend'], ['number_format', 'date_time_format'], ['rose_area_proportion']],
    },
  ],
};
