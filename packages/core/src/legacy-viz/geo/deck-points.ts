// The deck.gl layers over one `spatial` point control: scatter plot, screen grid, 3D grid, 3D hex,
// heatmap and contour (viz.py DeckScatterViz, DeckScreengrid, DeckGrid, DeckHex, DeckHeatmap,
// DeckContour).
import type { LegacyFormData, LegacyViz } from '../types';
import {
  deckFeatures,
  deckPayload,
  deckQuery,
  grainTimeseries,
  metricLabelOf,
  radiusControl,
  sizeMetrics,
  weightedPointsViz,
} from './deck-base';
import { columnName, get, pyOr, truthy } from './helpers';

/** DeckScatterViz.get_metrics: the radius metric when `point_radius_fixed` is a metric. */
function scatterMetric(formData: LegacyFormData): unknown {
  const radius = radiusControl(formData);
  return radius.type === 'metric' ? radius.value : null;
}

export const deckScatter: LegacyViz = {
  id: 'deck_scatter',
  name: 'Deck.gl - Scatter plot',
  queryObject: (base, formData) => {
    const metric = scatterMetric(formData);
    const query = deckQuery(base, formData, { spatialKeys: ['spatial'], metrics: metric ? [metric] : [] });
    return grainTimeseries(query, formData);
  },
  getData: (input) => {
    const { formData } = input;
    const label = metricLabelOf(scatterMetric(formData));
    // get_data reads the saved control without the query's default: no fixed radius when unset.
    const control = formData.point_radius_fixed as { type?: unknown; value?: unknown } | null | undefined;
    const fixed = truthy(control) && control?.type !== 'metric' ? (control?.value ?? null) : null;
    const dimension = formData.dimension ? columnName(formData.dimension) : null;
    const features = deckFeatures(input, ['spatial'], (row) => {
      const metric = label !== null ? get(row, label) : null;
      return {
        metric,
        radius: truthy(fixed) ? fixed : metric,
        cat_color: dimension !== null ? get(row, dimension) : null,
        position: row.spatial ?? null,
        __timestamp: get(row, '__timestamp'),
      };
    });
    return deckPayload(features, input);
  },
};

export const deckScreengrid: LegacyViz = {
  id: 'deck_screengrid',
  name: 'Deck.gl - Screen Grid',
  queryObject: (base, formData) =>
    grainTimeseries(
      deckQuery(base, formData, { spatialKeys: ['spatial'], metrics: sizeMetrics(formData) }),
      formData,
    ),
  getData: (input) => {
    const label = metricLabelOf(input.formData.size);
    const features = deckFeatures(input, ['spatial'], (row) => ({
      position: row.spatial ?? null,
      weight: (label !== null && row[label]) || 1,
      __timestamp: pyOr(row.__timestamp, row.__time),
    }));
    return deckPayload(features, input);
  },
};

export const deckGrid = weightedPointsViz('deck_grid', 'Deck.gl - 3D Grid');
export const deckHex = weightedPointsViz('deck_hex', 'Deck.gl - 3D HEX');
export const deckHeatmap = weightedPointsViz('deck_heatmap', 'Deck.gl - Heatmap');
export const deckContour = weightedPointsViz('deck_contour', 'Deck.gl - Contour');
