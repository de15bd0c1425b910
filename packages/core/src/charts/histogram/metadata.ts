import type { ChartMetadata } from '../types';

export const histogramMetadata: ChartMetadata = {
  name: 'Histogram',
  category: 'Distribution',
  description:
    'How often the values of a numeric column fall into each of a number of equal bins, optionally per group.',
  tags: ['ECharts', 'Distribution', 'Bar', 'Comparison', 'Popular'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
  useLegacyApi: false,
};
