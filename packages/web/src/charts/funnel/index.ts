import { buildFunnelQuery, funnelMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { funnelControlPanel } from './controlPanel';
import { type FunnelProps, transformFunnelProps } from './transformProps';

export const funnelPlugin: ChartPlugin<FunnelProps> = {
  id: 'funnel',
  metadata: funnelMetadata,
  controlPanel: funnelControlPanel,
  buildQuery: buildFunnelQuery,
  transformProps: transformFunnelProps,
  component: lazy(() => import('./FunnelChart')),
};
