import type { ControlPanelConfig } from '../controls/types';
import { required } from '../controls/validators';

/** Superset's Country Map panel (legacy plugin-chart-country-map), from the shared catalogue. */
export const countryMapControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [['select_country'], ['entity'], ['metric'], ['time_range'], ['adhoc_filters']],
    },
    {
      label: 'Chart options',
      tab: 'customize',
      expanded: true,
      controlSetRows: [['number_format'], ['linear_color_scheme']],
    },
  ],
  controlOverrides: {
    entity: {
      label: 'ISO 3166-2 codes',
      description: 'The column holding the ISO 3166-2 code of each region, province or department.',
      validators: [required],
    },
    metric: { description: 'The metric that shades each region.' },
  },
};
