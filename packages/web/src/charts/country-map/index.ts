import { countryMapChart } from '@tessera/core';
import { lazyChart, lazyPhase } from '../lazy';
import type { ChartPlugin } from '../types';
import { countryMapControlPanel } from './controlPanel';
import { chartImages } from './images.gen';
import type { CountryMapProps } from './transformProps';

export const countryMapPlugin: ChartPlugin<CountryMapProps> = {
  id: 'country_map',
  metadata: { ...countryMapChart.metadata, ...chartImages.country_map },
  controlPanel: countryMapControlPanel,
  buildQuery: countryMapChart.buildQuery,
  loadTransformProps: lazyPhase(() =>
    import('./transformProps').then((module) => module.transformCountryMapProps),
  ),
  component: lazyChart(() => import('./CountryMapChart')),
};
