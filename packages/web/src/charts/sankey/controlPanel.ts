import type { ControlPanelConfig } from '../controls/types';

/** Superset's Sankey panel, from the shared catalogue. */
export const sankeyControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['source'],
        ['target'],
        ['metric'],
        ['time_range'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    { label: 'Chart options', tab: 'customize', expanded: true, controlSetRows: [['color_scheme']] },
  ],
  controlOverrides: {
    source: { description: 'The column of the edges’ sources.' },
    target: { description: 'The column of the edges’ targets.' },
    metric: { description: 'The size of each flow.' },
    sort_by_metric: { description: 'Keep the largest flows when the row limit cuts.' },
  },
};
