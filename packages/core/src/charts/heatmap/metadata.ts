import type { ChartMetadata } from '../types';

export const heatmapMetadata: ChartMetadata = {
  name: 'Heatmap',
  category: 'Correlation',
  description:
    'A metric over two dimensions, each cell shaded by its value: where the combinations are strong.',
  tags: ['ECharts', 'Business', 'Intensity', 'Density', 'Single Metric', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
