import type { CoreChart } from '../types';
import { buildRadarQuery } from './buildQuery';
import { radarMetadata } from './metadata';

export { buildRadarQuery, RADAR_DEFAULT_ROW_LIMIT } from './buildQuery';
export { radarMetadata } from './metadata';

export const radarChart: CoreChart = { id: 'radar', metadata: radarMetadata, buildQuery: buildRadarQuery };
