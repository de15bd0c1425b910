import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

export const treemapControlPanel: ControlPanelConfig = {
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
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['show_labels'],
        ['show_upper_labels'],
        ['label_type'],
        ['number_format'],
        ['date_format'],
      ],
    },
  ],
  controlOverrides: {
    groupby: {
      label: 'Hierarchy',
      description: 'One level of rectangles per column, outermost first.',
      validators: [required],
    },
    label_type: {
      default: 'key_value',
      choices: [
        { value: 'key', label: 'Category name' },
        { value: 'value', label: 'Value' },
        { value: 'key_value', label: 'Category and value' },
      ],
    },
  },
};
