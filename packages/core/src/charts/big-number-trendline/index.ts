import type { CoreChart } from '../types';
import { buildBigNumberTrendlineQuery } from './buildQuery';
import { bigNumberTrendlineMetadata } from './metadata';

export { buildBigNumberTrendlineQuery } from './buildQuery';
export { bigNumberTrendlineMetadata } from './metadata';

export const bigNumberTrendlineChart: CoreChart = {
  id: 'big_number',
  metadata: bigNumberTrendlineMetadata,
  buildQuery: buildBigNumberTrendlineQuery,
};
