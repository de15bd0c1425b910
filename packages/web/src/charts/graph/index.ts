import { buildGraphQuery, graphMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { graphControlPanel } from './controlPanel';
import { type GraphProps, transformGraphProps } from './transformProps';

export const graphPlugin: ChartPlugin<GraphProps> = {
  id: 'graph_chart',
  metadata: graphMetadata,
  controlPanel: graphControlPanel,
  buildQuery: buildGraphQuery,
  transformProps: transformGraphProps,
  component: lazy(() => import('./GraphChart')),
};
