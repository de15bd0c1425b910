import type { CoreChart } from '../types';
import { buildPieQuery } from './buildQuery';
import { pieMetadata } from './metadata';

export { buildPieQuery, PIE_DEFAULT_ROW_LIMIT } from './buildQuery';
export { pieMetadata } from './metadata';

export const pieChart: CoreChart = { id: 'pie', metadata: pieMetadata, buildQuery: buildPieQuery };
