import { buildPivotTableQuery, pivotTableMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { pivotTableControlPanel } from './controlPanel';
import { type PivotTableChartProps, transformPivotTableProps } from './transformProps';

export const pivotTablePlugin: ChartPlugin<PivotTableChartProps> = {
  id: 'pivot_table_v2',
  metadata: pivotTableMetadata,
  controlPanel: pivotTableControlPanel,
  buildQuery: buildPivotTableQuery,
  transformProps: transformPivotTableProps,
  component: lazy(() => import('./PivotTableChart')),
};
