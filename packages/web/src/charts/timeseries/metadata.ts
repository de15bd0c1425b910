import type { ChartMetadata } from '../types';

export const lineMetadata: ChartMetadata = {
  name: 'Line Chart',
  category: 'Evolution',
  description: 'Line chart to visualize how one or more metrics change over time.',
  tags: ['ECharts', 'Line', 'Time', 'Trend', 'Popular'],
};
