import type { ControlPanelConfig } from '../controls/types';

/** Superset's Time-series Period Pivot panel (legacy). */
export const timePivotControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['metric'],
        ['granularity_sqla'],
        [{ name: 'time_grain_sqla', override: { visibility: () => true } }],
        ['time_range'],
        ['adhoc_filters'],
        ['freq'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['show_legend', 'line_interpolation'],
        [{ name: 'x_axis_time_format', override: { label: 'X axis format' } }],
        [{ name: 'y_axis_format', override: { label: 'Y axis format' } }],
      ],
    },
  ],
};
