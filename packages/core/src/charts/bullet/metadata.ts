import type { ChartMetadata } from '../types';

/** Superset's Bullet Chart (a legacy chart: it reads /superset/explore_json/). */
export const bulletMetadata: ChartMetadata = {
  name: 'Bullet Chart',
  category: 'KPI',
  description: 'One metric against qualitative ranges and target markers: a compact alternative to a gauge.',
  tags: ['Business', 'Legacy', 'Report'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
