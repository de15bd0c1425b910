import { bubbleMetadata, buildBubbleQuery } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { bubbleControlPanel } from './controlPanel';
import { type BubbleChartProps, transformBubbleProps } from './transformProps';

export const bubblePlugin: ChartPlugin<BubbleChartProps> = {
  id: 'bubble_v2',
  metadata: bubbleMetadata,
  controlPanel: bubbleControlPanel,
  buildQuery: buildBubbleQuery,
  transformProps: transformBubbleProps,
  component: lazy(() => import('./BubbleChart')),
};
