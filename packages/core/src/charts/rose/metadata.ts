import type { ChartMetadata } from '../types';

/** Superset's Nightingale Rose Chart (a legacy chart: it reads /superset/explore_json/). */
export const roseMetadata: ChartMetadata = {
  name: 'Nightingale Rose Chart',
  category: 'Ranking',
  description:
    'A polar chart of a metric over time: one wedge per time period, each series a petal whose radius (or area) shows its value.',
  tags: ['Advanced-Analytics', 'Circular', 'Legacy', 'Multi-Layers', 'Pattern', 'Time', 'Trend'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
