import { buildLegacyQuery, calHeatmapMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { calHeatmapControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { CalHeatmapProps } from './transformProps';

export const calHeatmapPlugin: ChartPlugin<CalHeatmapProps> = {
  id: 'cal_heatmap',
  metadata: { ...calHeatmapMetadata, ...chartImages.cal_heatmap },
  controlPanel: calHeatmapControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformCalHeatmapProps),
  ),
  component: lazyChart(() => import('./CalHeatmapChart')),
};
