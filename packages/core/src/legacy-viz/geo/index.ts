// Legacy viz types of this group, registered by ../registry.ts.
import type { LegacyViz } from '../types';
import { deckArc } from './deck-arc';
import { deckGeojson } from './deck-geojson';
import { deckMulti } from './deck-multi';
import { deckPath, deckPolygon } from './deck-path';
import { deckContour, deckGrid, deckHeatmap, deckHex, deckScatter, deckScreengrid } from './deck-points';
import { mapbox } from './mapbox';
import { countryMap, worldMap } from './world-map';

export const geoVizzes: readonly LegacyViz[] = [
  deckScatter,
  deckScreengrid,
  deckGrid,
  deckHex,
  deckPath,
  deckPolygon,
  deckArc,
  worldMap,
  countryMap,
  mapbox,
  deckHeatmap,
  deckContour,
  deckGeojson,
  deckMulti,
];
