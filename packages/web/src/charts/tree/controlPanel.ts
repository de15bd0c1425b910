import type { ControlPanelConfig } from '../controls/types';

/** Superset's Tree panel, from the shared catalogue. */
export const treeControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['id'],
        ['parent'],
        ['name'],
        ['root_node_id'],
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
        ['layout'],
        ['orient'],
        ['node_label_position'],
        ['child_label_position'],
        ['emphasis'],
        ['symbol'],
        ['symbolSize'],
        ['roam'],
      ],
    },
  ],
  controlOverrides: {
    metric: { description: 'The value of each node (optional).', validators: [], clearable: true },
    layout: {
      label: 'Tree layout',
      default: 'orthogonal',
      choices: [
        { value: 'orthogonal', label: 'Orthogonal' },
        { value: 'radial', label: 'Radial' },
      ],
    },
  },
};
