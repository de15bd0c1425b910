import type { ControlPanelConfig } from '../controls/types';

/** Superset's Calendar Heatmap panel (legacy). */
export const calHeatmapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['granularity_sqla'],
        ['time_range'],
        ['adhoc_filters'],
        ['domain_granularity', 'subdomain_granularity'],
        ['metrics'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['linear_color_scheme'],
        ['cell_size', 'cell_padding'],
        ['cell_radius', 'steps'],
        [{ name: 'y_axis_format', override: { label: 'Number format' } }],
        ['show_legend', 'show_values'],
        ['show_metric_name'],
      ],
    },
  ],
};
