import type { ChartMetadata } from '../types';

export const pieMetadata: ChartMetadata = {
  name: 'Pie Chart',
  category: 'Part of a Whole',
  description: 'The share of each category in a total.',
  tags: ['ECharts', 'Categorical', 'Circular', 'Percentages', 'Popular'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
