import { waterfallBreakdown } from '@tessera/core';
import type { ControlPanelConfig } from '../controls/types';

export const waterfallControlPanel: ControlPanelConfig = {
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
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['show_legend'],
        ['show_value'],
        [{ name: 'show_total', override: { default: true, description: 'Add a bar for the total.' } }],
        ['x_ticks_layout'],
        ['x_axis_time_format'],
        [{ name: 'y_axis_format', override: { label: 'Y-axis format' } }],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Breakdowns',
      description: 'Splits each period into a step per value of this column, then its total.',
      multiple: false,
      default: null,
      clearable: true,
      read: waterfallBreakdown,
      // Superset saves the breakdown as a list of one.
      write: (formData, value) => ({
        ...formData,
        groupby: typeof value === 'string' && value ? [value] : [],
      }),
    },
  },
};
