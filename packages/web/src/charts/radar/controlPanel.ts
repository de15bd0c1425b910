import type { ControlPanelConfig } from '../controls/types';

/** Superset's Radar panel, from the shared catalogue. */
export const radarControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metrics'],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10 } }],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['show_legend'], ['show_labels'], ['label_type'], ['number_format'], ['is_circle']],
    },
  ],
  controlOverrides: {
    groupby: { description: 'One shape per value.' },
    metrics: { description: 'One axis per metric; each axis runs to its largest value.' },
    show_labels: { default: false },
    label_type: {
      default: 'value',
      choices: [
        { value: 'value', label: 'Value' },
        { value: 'key_value', label: 'Category and value' },
      ],
    },
  },
};
