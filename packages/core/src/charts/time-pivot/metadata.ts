import type { ChartMetadata } from '../types';

/** Superset's Time-series Period Pivot (a legacy chart: it reads /superset/explore_json/). */
export const timePivotMetadata: ChartMetadata = {
  name: 'Time-series Period Pivot',
  category: 'Evolution',
  description:
    'A metric over time with every period (week, month, year) drawn on top of the latest one, so that the same moment of each period lines up.',
  tags: ['Legacy', 'Time', 'Trend'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
