import { bigNumberTrendlineMetadata, buildBigNumberTrendlineQuery } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { bigNumberTrendlineControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { BigNumberTrendlineProps } from './transformProps';

export const bigNumberTrendlinePlugin: ChartPlugin<BigNumberTrendlineProps> = {
  id: 'big_number',
  metadata: { ...bigNumberTrendlineMetadata, ...chartImages.big_number },
  controlPanel: bigNumberTrendlineControlPanel,
  buildQuery: buildBigNumberTrendlineQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformBigNumberTrendlineProps),
  ),
  component: lazyChart(() => import('./BigNumberTrendline')),
};
