import type { ChartMetadata } from '../types';

/** Superset's MapBox (legacy plugin-chart-map-box, viz.py MapboxViz), drawn without map tiles. */
export const mapboxMetadata: ChartMetadata = {
  name: 'MapBox',
  category: 'Map',
  description:
    'Many points by longitude and latitude, gathered into clusters that split as you zoom in, over an outline of the countries; each cluster shows its count or an aggregate of a label column.',
  tags: ['Business', 'Intensity', 'Density', 'Scatter', 'Transformable'],
  behaviors: [],
  deprecated: false,
  useLegacyApi: true,
};
