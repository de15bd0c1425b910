import { worldMapChart } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { worldMapControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { WorldMapProps } from './transformProps';

export const worldMapPlugin: ChartPlugin<WorldMapProps> = {
  id: 'world_map',
  metadata: { ...worldMapChart.metadata, ...chartImages.world_map },
  controlPanel: worldMapControlPanel,
  buildQuery: worldMapChart.buildQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformWorldMapProps),
  ),
  component: lazyChart(() => import('./WorldMapChart')),
};
