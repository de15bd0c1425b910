import type { CoreChart } from '../types';
import { buildGraphQuery } from './buildQuery';
import { graphMetadata } from './metadata';

export { buildGraphQuery } from './buildQuery';
export { formColumn, formColumnLabel, uniqueColumns } from './columns';
export { graphMetadata } from './metadata';

export const graphChart: CoreChart = {
  id: 'graph_chart',
  metadata: graphMetadata,
  buildQuery: buildGraphQuery,
};
