import { buildTreeQuery, treeMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { treeControlPanel } from './controlPanel';
import { type TreeProps, transformTreeProps } from './transformProps';

export const treePlugin: ChartPlugin<TreeProps> = {
  id: 'tree_chart',
  metadata: treeMetadata,
  controlPanel: treeControlPanel,
  buildQuery: buildTreeQuery,
  transformProps: transformTreeProps,
  component: lazy(() => import('./TreeChart')),
};
