import { buildTreeQuery, treeMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { treeControlPanel } from './controlPanel';
import type { TreeProps } from './transformProps';

export const treePlugin: ChartPlugin<TreeProps> = {
  id: 'tree_chart',
  metadata: treeMetadata,
  controlPanel: treeControlPanel,
  buildQuery: buildTreeQuery,
  loadTransformProps: lazyPhase(() => import('./transformProps').then((module) => module.transformTreeProps)),
  component: lazyChart(() => import('./TreeChart')),
};
