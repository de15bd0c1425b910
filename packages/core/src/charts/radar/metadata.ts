import type { ChartMetadata } from '../types';

export const radarMetadata: ChartMetadata = {
  name: 'Radar Chart',
  category: 'Ranking',
  description:
    'Several metrics side by side on axes around a centre, one shape per group: how groups compare across measures.',
  tags: ['Business', 'Comparison', 'ECharts', 'Multi-Variables', 'Report', 'Web', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
