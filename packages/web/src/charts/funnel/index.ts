import { buildFunnelQuery, funnelMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { funnelControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { FunnelProps } from './transformProps';

export const funnelPlugin: ChartPlugin<FunnelProps> = {
  id: 'funnel',
  metadata: { ...funnelMetadata, ...chartImages.funnel },
  controlPanel: funnelControlPanel,
  buildQuery: buildFunnelQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformFunnelProps),
  ),
  component: lazyChart(() => import('./FunnelChart')),
};
