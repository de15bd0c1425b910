import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

/** Superset's World Map panel (legacy plugin-chart-world-map), from the shared catalogue. */
export const worldMapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['entity'],
        ['country_fieldtype'],
        ['metric'],
        ['time_range'],
        ['adhoc_filters'],
        ['row_limit'],
        ['sort_by_metric'],
      ],
    },
    {
      label: 'Options',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['show_bubbles'],
        ['secondary_metric'],
        ['max_bubble_size'],
        ['color_picker'],
        ['color_by'],
        ['linear_color_scheme'],
        ['color_scheme'],
      ],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['y_axis_format']],
    },
  ],
  controlOverrides: {
    entity: {
      label: 'Country column',
      description: 'The column naming each country, in the standard the country field type says.',
      validators: [required],
    },
    metric: { label: 'Metric for color', description: 'The metric that shades each country.' },
    secondary_metric: { label: 'Bubble size', description: 'The metric that sizes each country’s bubble.' },
    sort_by_metric: { default: false },
    color_picker: { label: 'Bubble color' },
    linear_color_scheme: {
      label: 'Country color scheme',
      visibility: (formData) => formData.color_by !== 'country',
    },
    color_scheme: {
      label: 'Country color scheme',
      visibility: (formData) => formData.color_by === 'country',
    },
  },
};
