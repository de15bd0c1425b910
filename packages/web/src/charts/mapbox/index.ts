import { mapboxChart } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { mapboxControlPanel } from './controlPanel';
import { type MapboxProps, transformMapboxProps } from './transformProps';

export const mapboxPlugin: ChartPlugin<MapboxProps> = {
  id: 'mapbox',
  metadata: mapboxChart.metadata,
  controlPanel: mapboxControlPanel,
  buildQuery: mapboxChart.buildQuery,
  transformProps: transformMapboxProps,
  component: lazy(() => import('./MapboxChart')),
};
