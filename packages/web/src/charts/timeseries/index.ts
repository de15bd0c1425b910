import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { buildLineQuery } from './buildQuery';
import { lineMetadata } from './metadata';
import { type LineChartProps, transformLineProps } from './transformProps';

export const lineChartPlugin: ChartPlugin<LineChartProps> = {
  id: 'echarts_timeseries_line',
  metadata: lineMetadata,
  buildQuery: buildLineQuery,
  transformProps: transformLineProps,
  component: lazy(() => import('./LineChart')),
};
