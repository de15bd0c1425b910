import type { ControlPanelConfig } from '../controls/types';

/** Superset's MapBox panel (legacy plugin-chart-map-box), from the shared catalogue. */
export const mapboxControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['all_columns_x'],
        ['all_columns_y'],
        ['clustering_radius'],
        ['row_limit'],
        ['time_range'],
        ['adhoc_filters'],
        ['groupby'],
      ],
    },
    {
      label: 'Points',
      tab: 'data',
      expanded: true,
      controlSetRows: [['point_radius'], ['point_radius_unit']],
    },
    {
      label: 'Labelling',
      tab: 'data',
      expanded: true,
      controlSetRows: [['mapbox_label'], ['pandas_aggfunc']],
    },
    {
      label: 'Visual tweaks',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['render_while_dragging'], ['mapbox_style'], ['global_opacity'], ['mapbox_color']],
    },
  ],
  controlOverrides: {
    groupby: {
      description:
        'Columns to group by. When grouping, the longitude and latitude columns must be among them.',
      default: [],
      validators: [],
    },
    row_limit: { default: 10000 },
  },
};
