// Legacy viz types of this group, registered by ../registry.ts.
import type { LegacyViz } from '../types';
import { deckArc } from './deck-arc';
import { deckPath, deckPolygon } from './deck-path';
import { deckContour, deckGrid, deckHeatmap, deckHex, deckScatter, deckScreengrid } from './deck-points';

export const geoVizzes: readonly LegacyViz[] = [
  deckScatter,
  deckScreengrid,
  deckGrid,
  deckHex,
  deckPath,
  deckPolygon,
  deckArc,
  deckHeatmap,
  deckContour,
];
