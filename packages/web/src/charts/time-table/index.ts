import { buildLegacyQuery, timeTableMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { timeTableControlPanel } from './controlPanel';
import { type TimeTableProps, transformTimeTableProps } from './transformProps';

export const timeTablePlugin: ChartPlugin<TimeTableProps> = {
  id: 'time_table',
  metadata: timeTableMetadata,
  controlPanel: timeTableControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformTimeTableProps,
  component: lazy(() => import('./TimeTableChart')),
};
