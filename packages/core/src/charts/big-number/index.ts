import type { CoreChart } from '../types';
import { buildBigNumberQuery } from './buildQuery';
import { bigNumberTotalMetadata } from './metadata';

export { buildBigNumberQuery } from './buildQuery';
export { bigNumberTotalMetadata } from './metadata';

export const bigNumberTotalChart: CoreChart = {
  id: 'big_number_total',
  metadata: bigNumberTotalMetadata,
  buildQuery: buildBigNumberQuery,
};
