import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { buildTableQuery } from './buildQuery';
import { tableControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import { tableMetadata } from './metadata';
import type { TableChartProps } from './transformProps';

export const tableChartPlugin: ChartPlugin<TableChartProps> = {
  id: 'table',
  metadata: { ...tableMetadata, ...chartImages.table },
  controlPanel: tableControlPanel,
  buildQuery: buildTableQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformTableProps),
  ),
  component: lazyChart(() => import('./TableChart')),
  // A 100,000-row table shows its first screen long before its 18 MB answer is in.
  previewRows: 100,
};
