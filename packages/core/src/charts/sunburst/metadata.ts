import type { ChartMetadata } from '../types';

export const sunburstMetadata: ChartMetadata = {
  name: 'Sunburst Chart',
  category: 'Part of a Whole',
  description: 'Rings of a hierarchy, each arc sized by a metric: how a total splits level by level.',
  tags: ['ECharts', 'Aesthetic', 'Multi-Levels', 'Proportional'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
