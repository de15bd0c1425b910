import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

export const sunburstControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['columns'],
        ['metric'],
        ['secondary_metric'],
        ['time_range'],
        ['adhoc_filters'],
        ['row_limit'],
        [{ name: 'sort_by_metric', override: { default: false } }],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [
        ['color_scheme'],
        ['linear_color_scheme'],
        ['show_labels'],
        ['show_labels_threshold'],
        ['show_total'],
        ['label_type'],
        ['number_format'],
        ['date_format'],
      ],
    },
  ],
  controlOverrides: {
    columns: {
      label: 'Hierarchy',
      description: 'One ring per column, innermost first.',
      columnFilter: 'groupable',
      validators: [required],
    },
    label_type: {
      choices: [
        { value: 'key', label: 'Category name' },
        { value: 'value', label: 'Value' },
        { value: 'key_value', label: 'Category and value' },
      ],
    },
  },
};
