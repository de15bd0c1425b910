import { buildLegacyQuery, paraMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { paraControlPanel } from './controlPanel';
import { type ParaProps, transformParaProps } from './transformProps';

export const paraPlugin: ChartPlugin<ParaProps> = {
  id: 'para',
  metadata: paraMetadata,
  controlPanel: paraControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformParaProps,
  component: lazy(() => import('./ParaChart')),
};
