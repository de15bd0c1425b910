import { buildGraphQuery, graphMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { graphControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { GraphProps } from './transformProps';

export const graphPlugin: ChartPlugin<GraphProps> = {
  id: 'graph_chart',
  metadata: { ...graphMetadata, ...chartImages.graph_chart },
  controlPanel: graphControlPanel,
  buildQuery: buildGraphQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformGraphProps),
  ),
  component: lazyChart(() => import('./GraphChart')),
};
