import type { CoreChart } from '../types';
import { buildSankeyQuery } from './buildQuery';
import { sankeyMetadata } from './metadata';

export { buildSankeyQuery } from './buildQuery';
export { sankeyMetadata } from './metadata';

export const sankeyChart: CoreChart = {
  id: 'sankey_v2',
  metadata: sankeyMetadata,
  buildQuery: buildSankeyQuery,
};
