import type { ChartMetadata } from '../types';

export const waterfallMetadata: ChartMetadata = {
  name: 'Waterfall Chart',
  category: 'Evolution',
  description:
    'How a running total moves: each period’s increase or decrease stacked on the last, and the total.',
  tags: ['ECharts', 'Categorical', 'Comparison', 'Sequential', 'Trend'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
