import { bubbleMetadata, buildBubbleQuery } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { bubbleControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { BubbleChartProps } from './transformProps';

export const bubblePlugin: ChartPlugin<BubbleChartProps> = {
  id: 'bubble_v2',
  metadata: { ...bubbleMetadata, ...chartImages.bubble_v2 },
  controlPanel: bubbleControlPanel,
  buildQuery: buildBubbleQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformBubbleProps),
  ),
  component: lazyChart(() => import('./BubbleChart')),
};
