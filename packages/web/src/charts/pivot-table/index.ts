import { buildPivotTableQuery, pivotTableMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { pivotTableControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { PivotTableChartProps } from './transformProps';

export const pivotTablePlugin: ChartPlugin<PivotTableChartProps> = {
  id: 'pivot_table_v2',
  metadata: { ...pivotTableMetadata, ...chartImages.pivot_table_v2 },
  controlPanel: pivotTableControlPanel,
  buildQuery: buildPivotTableQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformPivotTableProps),
  ),
  component: lazyChart(() => import('./PivotTableChart')),
};
