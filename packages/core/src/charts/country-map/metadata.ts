import type { ChartMetadata } from '../types';

/** Superset's Country Map (legacy plugin-chart-country-map, viz.py CountryMapViz). */
export const countryMapMetadata: ChartMetadata = {
  name: 'Country Map',
  category: 'Map',
  description:
    'How one metric varies across the regions of a country (states, provinces, departments), each region shaded on a linear colour scale by its ISO 3166-2 code.',
  tags: ['2D', 'Comparison', 'Geo', 'Range', 'Report', 'Stacked'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
