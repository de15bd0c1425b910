import { buildHeatmapQuery, heatmapMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { heatmapControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { HeatmapChartProps } from './transformProps';

export const heatmapChartPlugin: ChartPlugin<HeatmapChartProps> = {
  id: 'heatmap_v2',
  metadata: { ...heatmapMetadata, ...chartImages.heatmap_v2 },
  controlPanel: heatmapControlPanel,
  buildQuery: buildHeatmapQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformHeatmapProps),
  ),
  component: lazyChart(() => import('./HeatmapChart')),
};
