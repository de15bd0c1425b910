import { buildLegacyQuery, horizonMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { horizonControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { HorizonProps } from './transformProps';

export const horizonPlugin: ChartPlugin<HorizonProps> = {
  id: 'horizon',
  metadata: { ...horizonMetadata, ...chartImages.horizon },
  controlPanel: horizonControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformHorizonProps),
  ),
  component: lazyChart(() => import('./HorizonChart')),
};
