import type { ChartMetadata } from '../types';

export const wordCloudMetadata: ChartMetadata = {
  name: 'Word Cloud',
  category: 'Ranking',
  description:
    'The values of a column as words, each sized by a metric: the bigger the word, the larger its value.',
  tags: ['Categorical', 'Comparison', 'Density', 'Single Metric'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
  useLegacyApi: false,
};
