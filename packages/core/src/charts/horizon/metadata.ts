import type { ChartMetadata } from '../types';

/** Superset's Horizon Chart (a legacy chart: it reads /superset/explore_json/). */
export const horizonMetadata: ChartMetadata = {
  name: 'Horizon Chart',
  category: 'Distribution',
  description:
    'How a metric changes over time in each group: one row per group, the values folded into coloured bands so that many series fit in little height.',
  tags: ['Legacy'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
