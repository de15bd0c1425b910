import { buildSunburstQuery, sunburstMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { sunburstControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { SunburstChartProps } from './transformProps';

export const sunburstChartPlugin: ChartPlugin<SunburstChartProps> = {
  id: 'sunburst_v2',
  metadata: { ...sunburstMetadata, ...chartImages.sunburst_v2 },
  controlPanel: sunburstControlPanel,
  buildQuery: buildSunburstQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformSunburstProps),
  ),
  component: lazyChart(() => import('./SunburstChart')),
};
