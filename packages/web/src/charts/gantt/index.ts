import { buildGanttQuery, ganttMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { ganttControlPanel } from './controlPanel';
import { type GanttProps, transformGanttProps } from './transformProps';

export const ganttPlugin: ChartPlugin<GanttProps> = {
  id: 'gantt_chart',
  metadata: ganttMetadata,
  controlPanel: ganttControlPanel,
  buildQuery: buildGanttQuery,
  transformProps: transformGanttProps,
  component: lazy(() => import('./GanttChart')),
};
