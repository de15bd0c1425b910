import { buildWaterfallQuery, waterfallMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { waterfallControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { WaterfallChartProps } from './transformProps';

export const waterfallChartPlugin: ChartPlugin<WaterfallChartProps> = {
  id: 'waterfall',
  metadata: { ...waterfallMetadata, ...chartImages.waterfall },
  controlPanel: waterfallControlPanel,
  buildQuery: buildWaterfallQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformWaterfallProps),
  ),
  component: lazyChart(() => import('./WaterfallChart')),
};
