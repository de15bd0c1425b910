import { buildSankeyQuery, sankeyMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { sankeyControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { SankeyProps } from './transformProps';

export const sankeyPlugin: ChartPlugin<SankeyProps> = {
  id: 'sankey_v2',
  metadata: { ...sankeyMetadata, ...chartImages.sankey_v2 },
  controlPanel: sankeyControlPanel,
  buildQuery: buildSankeyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformSankeyProps),
  ),
  component: lazyChart(() => import('./SankeyChart')),
};
