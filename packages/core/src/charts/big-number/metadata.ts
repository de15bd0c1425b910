import type { ChartMetadata } from '../types';

export const bigNumberTotalMetadata: ChartMetadata = {
  name: 'Big Number',
  category: 'KPI',
  description: 'One number, large: the headline value of a metric.',
  tags: ['Business', 'Formattable', 'Report', 'Popular'],
  behaviors: ['DRILL_TO_DETAIL'],
  deprecated: false,
  useLegacyApi: false,
};
