import type { ChartMetadata } from '../types';

export const sankeyMetadata: ChartMetadata = {
  name: 'Sankey Chart',
  category: 'Flow',
  description:
    'How a value moves between stages: nodes are the source and target values, linked by bands as wide as the metric, so the split of each stage shows at a glance.',
  tags: ['Directional', 'ECharts', 'Distribution', 'Flow'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: false,
};
