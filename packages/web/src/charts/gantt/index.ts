import { buildGanttQuery, ganttMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { ganttControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { GanttProps } from './transformProps';

export const ganttPlugin: ChartPlugin<GanttProps> = {
  id: 'gantt_chart',
  metadata: { ...ganttMetadata, ...chartImages.gantt_chart },
  controlPanel: ganttControlPanel,
  buildQuery: buildGanttQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformGanttProps),
  ),
  component: lazyChart(() => import('./GanttChart')),
};
