import { buildTreeQuery, treeMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { treeControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { TreeProps } from './transformProps';

export const treePlugin: ChartPlugin<TreeProps> = {
  id: 'tree_chart',
  metadata: { ...treeMetadata, ...chartImages.tree_chart },
  controlPanel: treeControlPanel,
  buildQuery: buildTreeQuery,
  loadTransformProps: lazyPhase(() => import('./transformProps').then((module) => module.transformTreeProps)),
  component: lazyChart(() => import('./TreeChart')),
};
