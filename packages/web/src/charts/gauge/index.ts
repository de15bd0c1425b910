import { buildGaugeQuery, gaugeMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { gaugeControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { GaugeProps } from './transformProps';

export const gaugePlugin: ChartPlugin<GaugeProps> = {
  id: 'gauge_chart',
  metadata: { ...gaugeMetadata, ...chartImages.gauge_chart },
  controlPanel: gaugeControlPanel,
  buildQuery: buildGaugeQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformGaugeProps),
  ),
  component: lazyChart(() => import('./Gauge')),
};
