import { pieMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { buildPieQuery } from './buildQuery';
import { pieControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { PieChartProps } from './transformProps';

export const pieChartPlugin: ChartPlugin<PieChartProps> = {
  id: 'pie',
  metadata: { ...pieMetadata, ...chartImages.pie },
  controlPanel: pieControlPanel,
  buildQuery: buildPieQuery,
  loadTransformProps: lazyPhase(() => import('./transformProps').then((module) => module.transformPieProps)),
  component: lazyChart(() => import('./PieChart')),
};
