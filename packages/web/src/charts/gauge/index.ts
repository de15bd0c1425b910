import { buildGaugeQuery, gaugeMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { gaugeControlPanel } from './controlPanel';
import { type GaugeProps, transformGaugeProps } from './transformProps';

export const gaugePlugin: ChartPlugin<GaugeProps> = {
  id: 'gauge_chart',
  metadata: gaugeMetadata,
  controlPanel: gaugeControlPanel,
  buildQuery: buildGaugeQuery,
  transformProps: transformGaugeProps,
  component: lazy(() => import('./Gauge')),
};
