import { buildLegacyQuery, roseMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { roseControlPanel } from './controlPanel';
import { type RoseProps, transformRoseProps } from './transformProps';

export const rosePlugin: ChartPlugin<RoseProps> = {
  id: 'rose',
  metadata: roseMetadata,
  controlPanel: roseControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformRoseProps,
  component: lazy(() => import('./RoseChart')),
};
