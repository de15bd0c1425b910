import type { ChartMetadata } from '../types';

export const gaugeMetadata: ChartMetadata = {
  name: 'Gauge Chart',
  category: 'KPI',
  description:
    'How far a metric has come towards a target: a dial from the minimum to the maximum, one pointer per group.',
  tags: ['Multi-Dimensions', 'Business', 'Comparison', 'ECharts', 'Report', 'Featured'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
