import type { CoreChart } from '../types';
import { buildPivotTableQuery } from './buildQuery';
import { pivotTableMetadata } from './metadata';

export {
  AGGREGATE_FUNCTIONS as PIVOT_TABLE_AGGREGATES,
  type AggregateFunction as PivotTableAggregate,
  isAggregateFunction as isPivotTableAggregate,
  type PivotValue as PivotTableValue,
} from './aggregators';
export { buildPivotTableQuery, pivotGroupby } from './buildQuery';
export { pivotTableMetadata } from './metadata';
export {
  METRIC_KEY as PIVOT_METRIC_KEY,
  type PivotAxesOptions as PivotTableAxesOptions,
  PivotData as PivotTableData,
  type PivotOptions as PivotTableOptions,
  type PivotOrder as PivotTableOrder,
  pivot as computePivotTable,
  pivotAxes as pivotTableAxes,
} from './pivot';
export type { PivotKey as PivotTableKey } from './sort';

export const pivotTableChart: CoreChart = {
  id: 'pivot_table_v2',
  metadata: pivotTableMetadata,
  buildQuery: buildPivotTableQuery,
};
