import { buildSankeyQuery, sankeyMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { sankeyControlPanel } from './controlPanel';
import { type SankeyProps, transformSankeyProps } from './transformProps';

export const sankeyPlugin: ChartPlugin<SankeyProps> = {
  id: 'sankey_v2',
  metadata: sankeyMetadata,
  controlPanel: sankeyControlPanel,
  buildQuery: buildSankeyQuery,
  transformProps: transformSankeyProps,
  component: lazy(() => import('./SankeyChart')),
};
