import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

/** Superset's BigNumberWithTrendline panel, from the shared catalogue. */
export const bigNumberTrendlineControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['x_axis'], ['time_grain_sqla'], ['metric'], ['time_range'], ['adhoc_filters']],
    },
    {
      label: 'Options',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['compare_lag', 'compare_suffix'],
        ['show_timestamp'],
        ['show_trend_line'],
        ['start_y_axis_at_zero'],
      ],
    },
    {
      label: 'Advanced analytics',
      tab: 'data',
      expanded: false,
      controlSetRows: [['rolling_type'], ['rolling_periods']],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['header_font_size'],
        ['subheader_font_size'],
        ['y_axis_format'],
        ['currency_format'],
        ['time_format'],
        ['subheader'],
      ],
    },
  ],
  controlOverrides: {
    x_axis: {
      label: 'Temporal X-axis',
      description: 'The time column the trendline runs along.',
      validators: [required],
    },
    time_grain_sqla: { visibility: () => true },
    subheader: { description: 'Shown under the number when no comparison lag is set.' },
  },
};
