import type { ControlPanelConfig } from '../controls/types';

/** Superset's Gantt panel, from the shared catalogue. */
export const ganttControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['start_time'],
        ['end_time'],
        ['y_axis'],
        ['series'],
        ['subcategories'],
        ['tooltip_metrics'],
        ['tooltip_columns'],
        ['time_range'],
        ['adhoc_filters'],
        ['row_limit'],
      ],
    },
    {
      label: 'Chart title',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['x_axis_title'], ['y_axis_title']],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['show_legend'],
        ['zoomable'],
        ['x_axis_time_bound_start', 'x_axis_time_bound_end'],
        ['x_axis_time_format'],
        ['tooltip_time_format'],
        ['tooltip_values_format'],
      ],
    },
  ],
  controlOverrides: {
    series: { description: 'Colours the events by this dimension; one legend entry per value.' },
  },
};
