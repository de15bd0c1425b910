import { bigNumberTotalMetadata, buildBigNumberQuery } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { bigNumberTotalControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { BigNumberProps } from './transformProps';

export const bigNumberTotalPlugin: ChartPlugin<BigNumberProps> = {
  id: 'big_number_total',
  metadata: { ...bigNumberTotalMetadata, ...chartImages.big_number_total },
  controlPanel: bigNumberTotalControlPanel,
  buildQuery: buildBigNumberQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformBigNumberProps),
  ),
  component: lazyChart(() => import('./BigNumber')),
};
