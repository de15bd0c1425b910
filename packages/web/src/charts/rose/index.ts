import { buildLegacyQuery, roseMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { roseControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { RoseProps } from './transformProps';

export const rosePlugin: ChartPlugin<RoseProps> = {
  id: 'rose',
  metadata: { ...roseMetadata, ...chartImages.rose },
  controlPanel: roseControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() => import('./transformProps').then((module) => module.transformRoseProps)),
  component: lazyChart(() => import('./RoseChart')),
};
