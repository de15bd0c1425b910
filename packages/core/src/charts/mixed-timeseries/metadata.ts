import type { ChartMetadata } from '../types';

export const mixedTimeseriesMetadata: ChartMetadata = {
  name: 'Mixed Chart',
  category: 'Evolution',
  description:
    'Two queries on one time axis, each drawn its own way (line, bar, scatter, area, step) on the same or a secondary y-axis.',
  tags: ['ECharts', 'Advanced-Analytics', 'Aesthetic', 'Line', 'Multi-Variables', 'Time', 'Transformable'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: false,
};
