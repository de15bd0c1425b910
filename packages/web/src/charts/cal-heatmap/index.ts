import { buildLegacyQuery, calHeatmapMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { calHeatmapControlPanel } from './controlPanel';
import { type CalHeatmapProps, transformCalHeatmapProps } from './transformProps';

export const calHeatmapPlugin: ChartPlugin<CalHeatmapProps> = {
  id: 'cal_heatmap',
  metadata: calHeatmapMetadata,
  controlPanel: calHeatmapControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformCalHeatmapProps,
  component: lazy(() => import('./CalHeatmapChart')),
};
