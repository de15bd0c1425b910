import type { CoreChart } from '../types';
import { buildTreemapQuery } from './buildQuery';
import { treemapMetadata } from './metadata';

export { buildTreemapQuery } from './buildQuery';
export { treemapMetadata } from './metadata';

export const treemapChart: CoreChart = {
  id: 'treemap_v2',
  metadata: treemapMetadata,
  buildQuery: buildTreemapQuery,
};
