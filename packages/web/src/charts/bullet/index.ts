import { buildLegacyQuery, bulletMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { bulletControlPanel } from './controlPanel';
import type { BulletProps } from './transformProps';

export const bulletPlugin: ChartPlugin<BulletProps> = {
  id: 'bullet',
  metadata: bulletMetadata,
  controlPanel: bulletControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformBulletProps),
  ),
  component: lazyChart(() => import('./BulletChart')),
};
