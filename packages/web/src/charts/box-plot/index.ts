import { boxPlotMetadata, buildBoxPlotQuery } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { boxPlotControlPanel } from './controlPanel';
import { type BoxPlotChartProps, transformBoxPlotProps } from './transformProps';

export const boxPlotPlugin: ChartPlugin<BoxPlotChartProps> = {
  id: 'box_plot',
  metadata: boxPlotMetadata,
  controlPanel: boxPlotControlPanel,
  buildQuery: buildBoxPlotQuery,
  transformProps: transformBoxPlotProps,
  component: lazy(() => import('./BoxPlotChart')),
};
