import { bigNumberTrendlineMetadata, buildBigNumberTrendlineQuery } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { bigNumberTrendlineControlPanel } from './controlPanel';
import { type BigNumberTrendlineProps, transformBigNumberTrendlineProps } from './transformProps';

export const bigNumberTrendlinePlugin: ChartPlugin<BigNumberTrendlineProps> = {
  id: 'big_number',
  metadata: bigNumberTrendlineMetadata,
  controlPanel: bigNumberTrendlineControlPanel,
  buildQuery: buildBigNumberTrendlineQuery,
  transformProps: transformBigNumberTrendlineProps,
  component: lazy(() => import('./BigNumberTrendline')),
};
