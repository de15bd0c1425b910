import type { ChartMetadata } from '../types';

export const funnelMetadata: ChartMetadata = {
  name: 'Funnel Chart',
  category: 'KPI',
  description:
    'How a metric narrows from stage to stage, such as visitors to orders: each step’s share of the first, the previous or the total.',
  tags: ['Business', 'ECharts', 'Progressive', 'Report', 'Sequential', 'Trend', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
