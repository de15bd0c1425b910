import { buildLegacyQuery, timePivotMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { timePivotControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { TimePivotProps } from './transformProps';

export const timePivotPlugin: ChartPlugin<TimePivotProps> = {
  id: 'time_pivot',
  metadata: { ...timePivotMetadata, ...chartImages.time_pivot },
  controlPanel: timePivotControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformTimePivotProps),
  ),
  component: lazyChart(() => import('./TimePivotChart')),
};
