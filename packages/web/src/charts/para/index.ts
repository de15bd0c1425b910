import { buildLegacyQuery, paraMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { paraControlPanel } from './controlPanel';
import type { ParaProps } from './transformProps';

export const paraPlugin: ChartPlugin<ParaProps> = {
  id: 'para',
  metadata: paraMetadata,
  controlPanel: paraControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() => import('./transformProps').then((module) => module.transformParaProps)),
  component: lazyChart(() => import('./ParaChart')),
};
