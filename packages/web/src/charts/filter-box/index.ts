import { buildLegacyQuery, filterBoxMetadata } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { filterBoxControlPanel } from './controlPanel';
import { type FilterBoxProps, transformFilterBoxProps } from './transformProps';

export const filterBoxPlugin: ChartPlugin<FilterBoxProps> = {
  id: 'filter_box',
  metadata: filterBoxMetadata,
  controlPanel: filterBoxControlPanel,
  buildQuery: buildLegacyQuery,
  transformProps: transformFilterBoxProps,
  component: lazy(() => import('./FilterBoxChart')),
};
