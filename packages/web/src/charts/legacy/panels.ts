import type { ControlPanelSection } from '../controls/types';

/** The Query section of Superset's legacy time-series charts (NVD3 era): metrics by groups over the time column. */
export const LEGACY_TIME_SERIES_QUERY: ControlPanelSection = {
  label: 'Query',
  tab: 'data',
  expanded: true,
  controlSetRows: [
    ['metrics'],
    ['groupby'],
    ['granularity_sqla'],
    [{ name: 'time_grain_sqla', override: { visibility: () => true } }],
    ['time_range'],
    ['adhoc_filters'],
    [{ name: 'row_limit', override: { default: 10000 } }],
    ['order_desc'],
  ],
};
