import type { ControlPanelConfig } from '../controls/types';

/** Superset's Time-series Table panel (legacy). */
export const timeTableControlPanel: ControlPanelConfig = {
  controlPanelSections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      controlSetRows: [
        ['metrics'],
        [{ name: 'groupby', override: { description: 'One row per value (then only one metric).' } }],
        ['granularity_sqla'],
        [{ name: 'time_grain_sqla', override: { visibility: () => true } }],
        ['time_range'],
        ['adhoc_filters'],
        [{ name: 'row_limit', override: { default: 10000 } }],
        ['column_collection'],
      ],
    },
  ],
};
