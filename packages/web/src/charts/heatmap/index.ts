import { buildHeatmapQuery, heatmapMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { heatmapControlPanel } from './controlPanel';
import { type HeatmapChartProps, transformHeatmapProps } from './transformProps';

export const heatmapChartPlugin: ChartPlugin<HeatmapChartProps> = {
  id: 'heatmap_v2',
  metadata: heatmapMetadata,
  controlPanel: heatmapControlPanel,
  buildQuery: buildHeatmapQuery,
  transformProps: transformHeatmapProps,
  component: lazy(() => import('./HeatmapChart')),
};
