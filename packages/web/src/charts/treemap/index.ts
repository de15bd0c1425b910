import { buildTreemapQuery, treemapMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { treemapControlPanel } from './controlPanel';
import { type TreemapChartProps, transformTreemapProps } from './transformProps';

export const treemapChartPlugin: ChartPlugin<TreemapChartProps> = {
  id: 'treemap_v2',
  metadata: treemapMetadata,
  controlPanel: treemapControlPanel,
  buildQuery: buildTreemapQuery,
  transformProps: transformTreemapProps,
  component: lazy(() => import('./TreemapChart')),
};
