import type { ChartMetadata } from '../types';

export const bigNumberTrendlineMetadata: ChartMetadata = {
  name: 'Big Number with Trendline',
  category: 'KPI',
  description:
    'The latest value of a metric, large, with its change against an earlier period and a trendline of the metric over time.',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Featured', 'Report', 'Trend', 'Popular'],
  behaviors: ['DRILL_TO_DETAIL'],
  deprecated: false,
  useLegacyApi: false,
};
