import type { CoreChart } from '../types';
import { buildGaugeQuery } from './buildQuery';
import { gaugeMetadata } from './metadata';

export { buildGaugeQuery, GAUGE_DEFAULT_ROW_LIMIT } from './buildQuery';
export { gaugeMetadata } from './metadata';

export const gaugeChart: CoreChart = {
  id: 'gauge_chart',
  metadata: gaugeMetadata,
  buildQuery: buildGaugeQuery,
};
