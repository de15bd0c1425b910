import { buildLegacyQuery, bulletMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { bulletControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { BulletProps } from './transformProps';

export const bulletPlugin: ChartPlugin<BulletProps> = {
  id: 'bullet',
  metadata: { ...bulletMetadata, ...chartImages.bullet },
  controlPanel: bulletControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformBulletProps),
  ),
  component: lazyChart(() => import('./BulletChart')),
};
