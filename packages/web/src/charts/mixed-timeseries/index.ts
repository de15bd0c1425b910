import { buildMixedTimeseriesQuery, mixedTimeseriesMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { mixedTimeseriesControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { MixedTimeseriesChartProps } from './transformProps';

export const mixedTimeseriesPlugin: ChartPlugin<MixedTimeseriesChartProps> = {
  id: 'mixed_timeseries',
  metadata: { ...mixedTimeseriesMetadata, ...chartImages.mixed_timeseries },
  controlPanel: mixedTimeseriesControlPanel,
  buildQuery: buildMixedTimeseriesQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformMixedTimeseriesProps),
  ),
  component: lazyChart(() => import('./MixedTimeseriesChart')),
};
