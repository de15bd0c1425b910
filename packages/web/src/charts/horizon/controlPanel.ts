import type { ControlPanelConfig } from '../controls/types';

/** Superset's Horizon Chart panel (legacy): metrics by groups over the time column. */
export const horizonControlPanel: ControlPanelConfig = {
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
      controlSetRows: [['series_height', 'horizon_color_scale']],
    },
  ],
};
