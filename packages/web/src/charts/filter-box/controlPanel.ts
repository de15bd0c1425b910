import type { ControlPanelConfig } from '../controls/types';

/** Superset's legacy Filter Box panel: the filters, the time controls it shows, instant filtering. */
export const filterBoxControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Filters configuration',
      tab: 'data',
      expanded: true,
      controlSetRows: [['filter_configs'], ['date_filter'], ['instant_filtering']],
    },
    {
      label: 'Legacy time controls',
      tab: 'data',
      controlSetRows: [['show_sqla_time_granularity'], ['show_sqla_time_column']],
    },
    { label: 'Query', tab: 'data', controlSetRows: [['time_range'], ['adhoc_filters']] },
  ],
};
