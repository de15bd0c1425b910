import type { ChartMetadata } from '../types';

/** Superset's World Map (legacy plugin-chart-world-map, viz.py WorldMapViz). */
export const worldMapMetadata: ChartMetadata = {
  name: 'World Map',
  category: 'Map',
  description:
    'Countries of the world shaded by a metric (or each in its own colour), with an optional bubble per country sized by a second metric.',
  tags: [
    '2D',
    'Comparison',
    'Intensity',
    'Legacy',
    'Multi-Dimensions',
    'Multi-Layers',
    'Multi-Variables',
    'Scatter',
    'Featured',
  ],
  behaviors: ['INTERACTIVE_CHART', 'DRILL_TO_DETAIL', 'DRILL_BY'],
  deprecated: false,
  useLegacyApi: true,
};
