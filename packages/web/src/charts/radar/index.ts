import { buildRadarQuery, radarMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { radarControlPanel } from './controlPanel';
import { type RadarProps, transformRadarProps } from './transformProps';

export const radarPlugin: ChartPlugin<RadarProps> = {
  id: 'radar',
  metadata: radarMetadata,
  controlPanel: radarControlPanel,
  buildQuery: buildRadarQuery,
  transformProps: transformRadarProps,
  component: lazy(() => import('./RadarChart')),
};
