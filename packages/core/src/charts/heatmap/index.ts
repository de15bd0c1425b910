import type { CoreChart } from '../types';
import { buildHeatmapQuery } from './buildQuery';
import { heatmapMetadata } from './metadata';

export { buildHeatmapQuery, heatmapYColumn } from './buildQuery';
export { heatmapMetadata } from './metadata';

export const heatmapChart: CoreChart = {
  id: 'heatmap_v2',
  metadata: heatmapMetadata,
  buildQuery: buildHeatmapQuery,
};
