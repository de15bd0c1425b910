import { buildLegacyQuery, partitionMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { partitionControlPanel } from './controlPanel';
import { type PartitionProps, transformPartitionProps } from './transformProps';

export const partitionPlugin: ChartPlugin<PartitionProps> = {
  id: 'partition',
  metadata: partitionMetadata,
  controlPanel: partitionControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformPartitionProps,
  component: lazy(() => import('./PartitionChart')),
};
