import { buildHistogramQuery, histogramMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { histogramControlPanel } from './controlPanel';
import { type HistogramChartProps, transformHistogramProps } from './transformProps';

export const histogramPlugin: ChartPlugin<HistogramChartProps> = {
  id: 'histogram_v2',
  metadata: histogramMetadata,
  controlPanel: histogramControlPanel,
  buildQuery: buildHistogramQuery,
  transformProps: transformHistogramProps,
  component: lazy(() => import('./HistogramChart')),
};
