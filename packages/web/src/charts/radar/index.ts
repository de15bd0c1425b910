import { buildRadarQuery, radarMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { radarControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { RadarProps } from './transformProps';

export const radarPlugin: ChartPlugin<RadarProps> = {
  id: 'radar',
  metadata: { ...radarMetadata, ...chartImages.radar },
  controlPanel: radarControlPanel,
  buildQuery: buildRadarQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformRadarProps),
  ),
  component: lazyChart(() => import('./RadarChart')),
};
