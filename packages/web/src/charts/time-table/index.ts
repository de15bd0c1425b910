import { buildLegacyQuery, timeTableMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { timeTableControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { TimeTableProps } from './transformProps';

export const timeTablePlugin: ChartPlugin<TimeTableProps> = {
  id: 'time_table',
  metadata: { ...timeTableMetadata, ...chartImages.time_table },
  controlPanel: timeTableControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformTimeTableProps),
  ),
  component: lazyChart(() => import('./TimeTableChart')),
};
