// deck.gl arcs (viz.py DeckArc): two point controls, `start_spatial` and `end_spatial`, per row.
import type { LegacyViz } from '../types';
import { deckFeatures, deckQuery, grainTimeseries, sizeMetrics } from './deck-base';
import { columnName, get, MAPBOX_API_KEY } from './helpers';

const SPATIAL_KEYS = ['start_spatial', 'end_spatial'];

export const deckArc: LegacyViz = {
  id: 'deck_arc',
  name: 'Deck.gl - Arc',
  queryObject: (base, formData) =>
    grainTimeseries(
      deckQuery(base, formData, { spatialKeys: SPATIAL_KEYS, metrics: sizeMetrics(formData) }),
      formData,
    ),
  getData: (input) => {
    const dimension = input.formData.dimension ? columnName(input.formData.dimension) : null;
    const features = deckFeatures(input, SPATIAL_KEYS, (row) => ({
      sourcePosition: row.start_spatial ?? null,
      targetPosition: row.end_spatial ?? null,
      cat_color: dimension !== null ? get(row, dimension) : null,
      __timestamp: get(row, '__timestamp'),
    }));
    // DeckArc's payload has no metricLabels.
    return { features, mapboxApiKey: MAPBOX_API_KEY };
  },
};
