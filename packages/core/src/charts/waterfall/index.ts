import type { CoreChart } from '../types';
import { buildWaterfallQuery } from './buildQuery';
import { waterfallMetadata } from './metadata';

export { buildWaterfallQuery, waterfallBreakdown } from './buildQuery';
export { waterfallMetadata } from './metadata';

export const waterfallChart: CoreChart = {
  id: 'waterfall',
  metadata: waterfallMetadata,
  buildQuery: buildWaterfallQuery,
};
