import type { ChartMetadata } from '../types';

/** Superset's Parallel Coordinates (a legacy chart: it reads /superset/explore_json/). */
export const paraMetadata: ChartMetadata = {
  name: 'Parallel Coordinates',
  category: 'Ranking',
  description:
    'Many metrics side by side on parallel vertical axes, one line per value of a column across all of them, to compare profiles and spot outliers.',
  tags: ['Directional', 'Legacy', 'Relational'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
