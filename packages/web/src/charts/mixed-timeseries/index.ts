import { buildMixedTimeseriesQuery, mixedTimeseriesMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { mixedTimeseriesControlPanel } from './controlPanel';
import { type MixedTimeseriesChartProps, transformMixedTimeseriesProps } from './transformProps';

export const mixedTimeseriesPlugin: ChartPlugin<MixedTimeseriesChartProps> = {
  id: 'mixed_timeseries',
  metadata: mixedTimeseriesMetadata,
  controlPanel: mixedTimeseriesControlPanel,
  buildQuery: buildMixedTimeseriesQuery,
  transformProps: transformMixedTimeseriesProps,
  component: lazy(() => import('./MixedTimeseriesChart')),
};
