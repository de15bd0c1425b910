import type { ChartMetadata } from '../types';

/** Superset's deck.gl layers, each a legacy (explore_json) chart. */
export const DECK_VIZ_TYPES = [
  'deck_scatter',
  'deck_screengrid',
  'deck_grid',
  'deck_hex',
  'deck_arc',
  'deck_path',
  'deck_polygon',
  'deck_heatmap',
  'deck_geojson',
  'deck_multi',
] as const;

export type DeckVizType = (typeof DECK_VIZ_TYPES)[number];

export const isDeckVizType = (id: unknown): id is DeckVizType =>
  typeof id === 'string' && (DECK_VIZ_TYPES as readonly string[]).includes(id);

const deck = (
  name: string,
  description: string,
  tags: readonly string[],
  interactive = true,
): ChartMetadata => ({
  name,
  category: 'Map',
  description,
  tags: ['deckGL', 'Geo', ...tags],
  behaviors: interactive ? ['INTERACTIVE_CHART'] : [],
  deprecated: false,
  useLegacyApi: true,
});

export const deckMetadata: Readonly<Record<DeckVizType, ChartMetadata>> = {
  deck_scatter: deck(
    'deck.gl Scatterplot',
    'Points on a map, sized by a fixed radius or a metric and coloured by a fixed colour or a category.',
    ['3D', 'Scatter', 'Comparison'],
  ),
  deck_screengrid: deck(
    'deck.gl Screen Grid',
    'Points aggregated into square cells of a fixed size on screen, shaded by the weight of each cell.',
    ['Comparison', 'Intensity', 'Density'],
  ),
  deck_grid: deck(
    'deck.gl Grid',
    'Points aggregated into square cells on the ground, each coloured and raised by its weight.',
    ['3D', 'Comparison', 'Intensity', 'Density'],
  ),
  deck_hex: deck(
    'deck.gl 3D Hexagon',
    'Points aggregated into hexagons on the ground, each coloured and raised by its weight.',
    ['3D', 'Comparison', 'Intensity', 'Density'],
  ),
  deck_arc: deck('deck.gl Arc', 'Arcs from a source to a target point, such as flights between airports.', [
    '3D',
    'Relational',
    'Web',
  ]),
  deck_path: deck('deck.gl Path', 'Lines on a map, read from a column of JSON, polyline or geohash paths.', [
    'Web',
  ]),
  deck_polygon: deck(
    'deck.gl Polygon',
    'Areas on a map filled along a linear colour scale by a metric, optionally raised by another.',
    ['3D', 'Multi-Dimensions'],
  ),
  deck_heatmap: deck('deck.gl Heatmap', 'A smooth density surface over points, weighted by a metric.', [
    'Intensity',
    'Density',
  ]),
  deck_geojson: deck(
    'deck.gl Geojson',
    'GeoJSON features from a column, drawn with their own or a chosen fill and stroke.',
    ['2D'],
  ),
  deck_multi: deck(
    'deck.gl Multiple Layers',
    'Several saved deck.gl charts drawn together on one map.',
    ['Multi-Layers'],
    false,
  ),
};
