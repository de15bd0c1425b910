import { boxPlotMetadata, buildBoxPlotQuery } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { boxPlotControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { BoxPlotChartProps } from './transformProps';

export const boxPlotPlugin: ChartPlugin<BoxPlotChartProps> = {
  id: 'box_plot',
  metadata: { ...boxPlotMetadata, ...chartImages.box_plot },
  controlPanel: boxPlotControlPanel,
  buildQuery: buildBoxPlotQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformBoxPlotProps),
  ),
  component: lazyChart(() => import('./BoxPlotChart')),
};
