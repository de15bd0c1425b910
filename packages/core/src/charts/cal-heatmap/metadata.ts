import type { ChartMetadata } from '../types';

/** Superset's Calendar Heatmap (a legacy chart: it reads /superset/explore_json/). */
export const calHeatmapMetadata: ChartMetadata = {
  name: 'Calendar Heatmap',
  category: 'Correlation',
  description:
    'A metric per day (or hour, week, month) laid out as a calendar, coloured by its value, to show weekly and seasonal patterns.',
  tags: ['Business', 'Comparison', 'Intensity', 'Legacy', 'Pattern', 'Report', 'Trend'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
