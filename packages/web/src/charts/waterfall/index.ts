import { buildWaterfallQuery, waterfallMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { waterfallControlPanel } from './controlPanel';
import { transformWaterfallProps, type WaterfallChartProps } from './transformProps';

export const waterfallChartPlugin: ChartPlugin<WaterfallChartProps> = {
  id: 'waterfall',
  metadata: waterfallMetadata,
  controlPanel: waterfallControlPanel,
  buildQuery: buildWaterfallQuery,
  transformProps: transformWaterfallProps,
  component: lazy(() => import('./WaterfallChart')),
};
