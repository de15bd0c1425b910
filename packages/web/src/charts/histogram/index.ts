import { buildHistogramQuery, histogramMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { histogramControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { HistogramChartProps } from './transformProps';

export const histogramPlugin: ChartPlugin<HistogramChartProps> = {
  id: 'histogram_v2',
  metadata: { ...histogramMetadata, ...chartImages.histogram_v2 },
  controlPanel: histogramControlPanel,
  buildQuery: buildHistogramQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformHistogramProps),
  ),
  component: lazyChart(() => import('./HistogramChart')),
};
