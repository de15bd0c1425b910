import type { ControlPanelConfig } from '../controls/types';

/** Superset's Gauge panel, from the shared catalogue. */
export const gaugeControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10 } }],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'General',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['min_val', 'max_val'],
        ['start_angle', 'end_angle'],
        ['font_size'],
        ['color_scheme'],
        ['number_format'],
        ['currency_format'],
        ['show_pointer'],
      ],
    },
    {
      label: 'Axis',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['show_axis_tick'], ['show_split_line'], ['split_number']],
    },
    {
      label: 'Progress',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['show_progress'], ['overlap'], ['round_cap']],
    },
  ],
  controlOverrides: {
    groupby: { description: 'One pointer per value; without dimensions the gauge shows the metric.' },
  },
};
