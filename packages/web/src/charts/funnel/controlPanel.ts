import type { ControlPanelConfig } from '../controls/types';

const FUNNEL_LABEL_CHOICES = [
  { value: 0, label: 'Category name' },
  { value: 1, label: 'Value' },
  { value: 2, label: 'Percentage' },
  { value: 3, label: 'Category and value' },
  { value: 4, label: 'Category and percentage' },
  { value: 5, label: 'Category, value and percentage' },
];

/** Superset's Funnel panel, from the shared catalogue (its label types are numbers). */
export const funnelControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['groupby'],
        ['metric'],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10 } }],
        ['sort_by_metric'],
        ['percent_calculation_type'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['show_legend'], ['show_labels'], ['label_type'], ['number_format']],
    },
  ],
  controlOverrides: {
    groupby: { description: 'One step per value, largest first.' },
    label_type: { default: 0, choices: FUNNEL_LABEL_CHOICES },
  },
};
