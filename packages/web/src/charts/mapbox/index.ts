import { mapboxChart } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { mapboxControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { MapboxProps } from './transformProps';

export const mapboxPlugin: ChartPlugin<MapboxProps> = {
  id: 'mapbox',
  metadata: { ...mapboxChart.metadata, ...chartImages.mapbox },
  controlPanel: mapboxControlPanel,
  buildQuery: mapboxChart.buildQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformMapboxProps),
  ),
  component: lazyChart(() => import('./MapboxChart')),
};
