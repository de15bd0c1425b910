import type { ChartMetadata } from '../types';

export const bubbleMetadata: ChartMetadata = {
  name: 'Bubble Chart',
  category: 'Correlation',
  description:
    'Three metrics of each entity at once: its position on the X and Y axes and the size of its bubble, coloured by a dimension.',
  tags: ['ECharts', 'Multi-Dimensions', 'Comparison', 'Scatter', 'Popular'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
  useLegacyApi: false,
};
