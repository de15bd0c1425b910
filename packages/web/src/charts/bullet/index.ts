import { buildLegacyQuery, bulletMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { bulletControlPanel } from './controlPanel';
import { type BulletProps, transformBulletProps } from './transformProps';

export const bulletPlugin: ChartPlugin<BulletProps> = {
  id: 'bullet',
  metadata: bulletMetadata,
  controlPanel: bulletControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformBulletProps,
  component: lazy(() => import('./BulletChart')),
};
