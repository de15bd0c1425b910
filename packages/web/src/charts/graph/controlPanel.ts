import type { ControlPanelConfig } from '../controls/types';

/** Superset's Graph panel, from the shared catalogue. */
export const graphControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['source'],
        ['target'],
        [{ name: 'metric', override: { description: 'The weight of each edge.' } }],
        ['source_category'],
        ['target_category'],
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
        ['color_scheme'],
        ['show_legend'],
        ['layout'],
        ['edgeSymbol'],
        ['draggable'],
        ['roam'],
        ['selectedMode'],
        ['showSymbolThreshold'],
        ['baseNodeSize', 'baseEdgeWidth'],
        ['edgeLength'],
        ['gravity'],
        ['repulsion'],
        ['friction'],
      ],
    },
  ],
};
