import { buildLegacyQuery, horizonMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { horizonControlPanel } from './controlPanel';
import { type HorizonProps, transformHorizonProps } from './transformProps';

export const horizonPlugin: ChartPlugin<HorizonProps> = {
  id: 'horizon',
  metadata: horizonMetadata,
  controlPanel: horizonControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformHorizonProps,
  component: lazy(() => import('./HorizonChart')),
};
