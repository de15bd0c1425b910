import { buildLegacyQuery, partitionMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { partitionControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { PartitionProps } from './transformProps';

export const partitionPlugin: ChartPlugin<PartitionProps> = {
  id: 'partition',
  metadata: { ...partitionMetadata, ...chartImages.partition },
  controlPanel: partitionControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformPartitionProps),
  ),
  component: lazyChart(() => import('./PartitionChart')),
};
