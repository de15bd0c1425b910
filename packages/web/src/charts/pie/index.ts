import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { buildPieQuery } from './buildQuery';
import { pieControlPanel } from './controlPanel';
import { type PieChartProps, transformPieProps } from './transformProps';

export const pieChartPlugin: ChartPlugin<PieChartProps> = {
  id: 'pie',
  metadata: {
    name: 'Pie Chart',
    category: 'Part of a Whole',
    description: 'The share of each category in a total.',
    tags: ['ECharts', 'Categorical', 'Circular', 'Percentages', 'Popular'],
  },
  controlPanel: pieControlPanel,
  buildQuery: buildPieQuery,
  transformProps: transformPieProps,
  component: lazy(() => import('./PieChart')),
};
