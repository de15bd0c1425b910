import type { CoreChart } from '../types';
import { buildFunnelQuery } from './buildQuery';
import { funnelMetadata } from './metadata';

export { buildFunnelQuery, FUNNEL_DEFAULT_ROW_LIMIT } from './buildQuery';
export { funnelMetadata } from './metadata';

export const funnelChart: CoreChart = {
  id: 'funnel',
  metadata: funnelMetadata,
  buildQuery: buildFunnelQuery,
};
