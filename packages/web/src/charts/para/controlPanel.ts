import type { ControlPanelConfig } from '../controls/types';

/** Superset's Parallel Coordinates panel (legacy): a line per series value across the metrics. */
export const paraControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        [{ name: 'series', override: { label: 'Series', description: 'One line per value.' } }],
        ['metrics'],
        [
          {
            name: 'secondary_metric',
            override: { label: 'Color metric', description: 'A metric to colour the lines by.' },
          },
        ],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10000 } }],
        ['order_desc'],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['show_datatable', 'include_series'], ['linear_color_scheme'], ['number_format']],
    },
  ],
};
