import type { CoreChart } from '../types';
import { buildSunburstQuery } from './buildQuery';
import { sunburstMetadata } from './metadata';

export { buildSunburstQuery, sunburstColumns, sunburstSecondaryMetric } from './buildQuery';
export { sunburstMetadata } from './metadata';

export const sunburstChart: CoreChart = {
  id: 'sunburst_v2',
  metadata: sunburstMetadata,
  buildQuery: buildSunburstQuery,
};
