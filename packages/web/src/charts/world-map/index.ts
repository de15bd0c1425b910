import { worldMapChart } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { worldMapControlPanel } from './controlPanel';
import { transformWorldMapProps, type WorldMapProps } from './transformProps';

export const worldMapPlugin: ChartPlugin<WorldMapProps> = {
  id: 'world_map',
  metadata: worldMapChart.metadata,
  controlPanel: worldMapControlPanel,
  buildQuery: worldMapChart.buildQuery,
  transformProps: transformWorldMapProps,
  component: lazy(() => import('./WorldMapChart')),
};
