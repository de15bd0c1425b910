import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

export const pieControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['metric'],
        ['groupby'],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 100 } }],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['color_scheme'], ['donut'], ['show_legend'], ['show_labels'], ['label_type']],
    },
  ],
  controlOverrides: {
    groupby: {
      description: 'One slice per value.',
      validators: [required],
    },
  },
};
