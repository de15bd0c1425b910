import { countryMapChart } from '@tessera/core';
import { lazy } from 'react';
import type { ChartPlugin } from '../types';
import { countryMapControlPanel } from './controlPanel';
import { type CountryMapProps, transformCountryMapProps } from './transformProps';

export const countryMapPlugin: ChartPlugin<CountryMapProps> = {
  id: 'country_map',
  metadata: countryMapChart.metadata,
  controlPanel: countryMapControlPanel,
  buildQuery: countryMapChart.buildQuery,
  transformProps: transformCountryMapProps,
  component: lazy(() => import('./CountryMapChart')),
};
