import type { ControlPanelConfig } from '../controls/types';

/** Superset's Bullet Chart panel (legacy): one metric against ranges and markers. */
export const bulletControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['metric'], ['time_range'], ['adhoc_filters']],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['ranges', 'range_labels'],
        ['markers', 'marker_labels'],
        ['marker_lines', 'marker_line_labels'],
        [{ name: 'y_axis_format', override: { label: 'Number format' } }],
      ],
    },
  ],
};
