import type { ChartMetadata } from '../types';

export const treemapMetadata: ChartMetadata = {
  name: 'Treemap',
  category: 'Part of a Whole',
  description:
    'Nested rectangles sized by a metric, one level per dimension: how a total splits into its parts.',
  tags: ['ECharts', 'Categorical', 'Comparison', 'Multi-Levels', 'Percentages', 'Proportional'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
