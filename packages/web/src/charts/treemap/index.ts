import { buildTreemapQuery, treemapMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { treemapControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { TreemapChartProps } from './transformProps';

export const treemapChartPlugin: ChartPlugin<TreemapChartProps> = {
  id: 'treemap_v2',
  metadata: { ...treemapMetadata, ...chartImages.treemap_v2 },
  controlPanel: treemapControlPanel,
  buildQuery: buildTreemapQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformTreemapProps),
  ),
  component: lazyChart(() => import('./TreemapChart')),
};
