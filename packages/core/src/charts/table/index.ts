import type { CoreChart } from '../types';
import { buildTableQuery } from './buildQuery';
import { tableMetadata } from './metadata';

export { buildTableQuery, type TableQueryMode, tableQueryMode } from './buildQuery';
export { tableMetadata } from './metadata';

export const tableChart: CoreChart = { id: 'table', metadata: tableMetadata, buildQuery: buildTableQuery };
