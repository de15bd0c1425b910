import { heatmapYColumn } from '@tessera/core';
import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

/** Superset's Heatmap panel; its value bounds and margins are kept when saved but not offered. */
export const heatmapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['x_axis'],
        ['time_grain_sqla'],
        ['groupby'],
        ['metric'],
        ['time_range'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_x_axis'],
        ['sort_y_axis'],
        ['normalize_across'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['legend_type'],
        ['linear_color_scheme'],
        ['xscale_interval', 'yscale_interval'],
        [{ name: 'y_axis_format', override: { label: 'Value format' } }],
        ['x_axis_time_format'],
        [{ name: 'show_legend', override: { label: 'Legend' } }],
        ['show_percentage'],
        ['show_values'],
        ['normalized'],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Y-axis',
      description: 'The dimension on the Y-axis.',
      multiple: false,
      default: null,
      // Superset saves one column; older charts hold a list of one.
      read: heatmapYColumn,
      validators: [required],
    },
  },
};
