import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { buildTableQuery } from './buildQuery';
import { tableControlPanel } from './controlPanel';
import { tableMetadata } from './metadata';
import { type TableChartProps, transformTableProps } from './transformProps';

export const tableChartPlugin: ChartPlugin<TableChartProps> = {
  id: 'table',
  metadata: tableMetadata,
  controlPanel: tableControlPanel,
  buildQuery: buildTableQuery,
  transformProps: transformTableProps,
  component: lazy(() => import('./TableChart')),
};
