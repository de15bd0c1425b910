import type { CoreChart } from '../types';
import { buildTreeQuery } from './buildQuery';
import { treeMetadata } from './metadata';

export { buildTreeQuery } from './buildQuery';
export { treeMetadata } from './metadata';

export const treeChart: CoreChart = {
  id: 'tree_chart',
  metadata: treeMetadata,
  buildQuery: buildTreeQuery,
};
