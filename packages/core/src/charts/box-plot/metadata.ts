import type { ChartMetadata } from '../types';

export const boxPlotMetadata: ChartMetadata = {
  name: 'Box Plot',
  category: 'Distribution',
  description:
    'The spread of a metric across groups: median, quartiles and whiskers per group, with outliers as points.',
  tags: ['ECharts', 'Distribution', 'Statistical', 'Range', 'Comparison'],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL'],
  deprecated: false,
  useLegacyApi: false,
};
