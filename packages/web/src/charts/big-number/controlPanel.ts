import type { ControlPanelConfig } from '../controls/types';

export const bigNumberTotalControlPanel: ControlPanelConfig = {
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
      controlSetRows: [['subheader'], ['currency_format']],
    },
  ],
};
