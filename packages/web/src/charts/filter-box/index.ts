import { buildLegacyQuery, filterBoxMetadata } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { filterBoxControlPanel } from './controlPanel';
import type { FilterBoxProps } from './transformProps';

export const filterBoxPlugin: ChartPlugin<FilterBoxProps> = {
  id: 'filter_box',
  metadata: filterBoxMetadata,
  controlPanel: filterBoxControlPanel,
  buildQuery: buildLegacyQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformFilterBoxProps),
  ),
  component: lazyChart(() => import('./FilterBoxChart')),
};
