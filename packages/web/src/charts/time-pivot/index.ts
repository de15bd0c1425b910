import { buildLegacyQuery, timePivotMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { timePivotControlPanel } from './controlPanel';
import { type TimePivotProps, transformTimePivotProps } from './transformProps';

export const timePivotPlugin: ChartPlugin<TimePivotProps> = {
  id: 'time_pivot',
  metadata: timePivotMetadata,
  controlPanel: timePivotControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformTimePivotProps,
  component: lazy(() => import('./TimePivotChart')),
};
