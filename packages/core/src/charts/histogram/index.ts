import type { CoreChart } from '../types';
import { buildHistogramQuery } from './buildQuery';
import { histogramMetadata } from './metadata';

export { buildHistogramQuery, HISTOGRAM_DEFAULT_BINS, histogramColumn } from './buildQuery';
export { histogramMetadata } from './metadata';

export const histogramChart: CoreChart = {
  id: 'histogram_v2',
  metadata: histogramMetadata,
  buildQuery: buildHistogramQuery,
};
