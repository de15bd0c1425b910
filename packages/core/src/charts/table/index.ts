import type { CoreChart } from '../types';
import { buildTableQuery } from './buildQuery';
import { tableMetadata } from './metadata';

export {
  buildTableQuery,
  COMPARISON_TYPES,
  isTableTimeComparison,
  type TableBuildQueryOptions,
  type TableOwnState,
  type TableQueryMode,
  tableQueryMode,
  tableTimeOffsets,
} from './buildQuery';
export { tableMetadata } from './metadata';

export const tableChart: CoreChart = { id: 'table', metadata: tableMetadata, buildQuery: buildTableQuery };
