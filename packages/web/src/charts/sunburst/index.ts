import { buildSunburstQuery, sunburstMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { sunburstControlPanel } from './controlPanel';
import { type SunburstChartProps, transformSunburstProps } from './transformProps';

export const sunburstChartPlugin: ChartPlugin<SunburstChartProps> = {
  id: 'sunburst_v2',
  metadata: sunburstMetadata,
  controlPanel: sunburstControlPanel,
  buildQuery: buildSunburstQuery,
  transformProps: transformSunburstProps,
  component: lazy(() => import('./SunburstChart')),
};
