import type { ChartMetadata } from '../types';

export const graphMetadata: ChartMetadata = {
  name: 'Graph Chart',
  category: 'Flow',
  description:
    'Connections between entities as a network: one node per source or target value, one edge per pair, weighted by a metric. Force-directed or circular; nodes sized by how much flows through them.',
  tags: [
    'Circular',
    'Comparison',
    'Directional',
    'ECharts',
    'Relational',
    'Structural',
    'Transformable',
    'Featured',
  ],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
