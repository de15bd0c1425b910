import { buildLegacyQuery, paraMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { paraControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { ParaProps } from './transformProps';

export const paraPlugin: ChartPlugin<ParaProps> = {
  id: 'para',
  metadata: { ...paraMetadata, ...chartImages.para },
  controlPanel: paraControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() => import('./transformProps').then((module) => module.transformParaProps)),
  component: lazyChart(() => import('./ParaChart')),
};
