import { pieMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { buildPieQuery } from './buildQuery';
import { pieControlPanel } from './controlPanel';
import { type PieChartProps, transformPieProps } from './transformProps';

export const pieChartPlugin: ChartPlugin<PieChartProps> = {
  id: 'pie',
  metadata: pieMetadata,
  controlPanel: pieControlPanel,
  buildQuery: buildPieQuery,
  transformProps: transformPieProps,
  component: lazy(() => import('./PieChart')),
};
