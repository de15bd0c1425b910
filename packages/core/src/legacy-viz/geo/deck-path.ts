// deck.gl paths and polygons (viz.py DeckPathViz, DeckPolygon): each row carries a line column
// (`line_type` json, polyline or geohash) decoded into the `path` or `polygon` points; the
// row's other columns ride along as the feature's properties.
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz, LegacyVizInput } from '../types';
import {
  deckFeatures,
  deckPayload,
  deckQuery,
  grainTimeseries,
  metricLabelOf,
  radiusControl,
  sizeMetrics,
} from './deck-base';
import { columnName, decodeLine, get, pyOr } from './helpers';

/** DeckPathViz.query_obj: the deck query plus the line column. */
function pathQuery(base: LegacyQuery, formData: LegacyFormData, metrics: readonly unknown[]): LegacyQuery {
  const query = deckQuery(base, formData, { spatialKeys: [], metrics });
  const columns = Array.isArray(query.columns) ? query.columns : [];
  const line = formData.line_column;
  const lineName = columnName(line);
  const present = columns.some((column) => columnName(column) === lineName);
  return grainTimeseries({ ...query, columns: line && !present ? [...columns, line] : columns }, formData);
}

/** DeckPathViz.get_properties: the row with its line decoded under `key`. */
function pathProperties(formData: LegacyFormData, row: LegacyRow, key: 'path' | 'polygon'): LegacyRow {
  const lineType = formData.line_type;
  const lineColumn = columnName(formData.line_column);
  let points = decodeLine(lineType, get(row, lineColumn));
  if (formData.reverse_long_lat) {
    points = points.map((point) => (Array.isArray(point) ? [point[1], point[0]] : point));
  }
  const data: LegacyRow = { ...row, [key]: points };
  if (lineType !== 'geohash' && lineColumn !== null) delete data[lineColumn];
  data.__timestamp = pyOr(row.__timestamp, row.__time);
  return data;
}

export const deckPath: LegacyViz = {
  id: 'deck_path',
  name: 'Deck.gl - Paths',
  queryObject: (base, formData) => pathQuery(base, formData, sizeMetrics(formData)),
  getData: (input: LegacyVizInput) =>
    deckPayload(
      deckFeatures(input, [], (row) => pathProperties(input.formData, row, 'path')),
      input,
    ),
};

/** DeckPolygon.get_metrics: the colour metric and, when elevation is a metric, that one too. */
function polygonMetrics(formData: LegacyFormData): unknown[] {
  const elevation = radiusControl(formData);
  return [formData.metric, elevation.type === 'metric' ? elevation.value : null].filter(Boolean);
}

export const deckPolygon: LegacyViz = {
  id: 'deck_polygon',
  name: 'Deck.gl - Polygon',
  queryObject: (base, formData) => pathQuery(base, formData, polygonMetrics(formData)),
  getData: (input) => {
    const elevation = radiusControl(input.formData);
    const elevationLabel = elevation.type === 'metric' ? metricLabelOf(elevation.value) : null;
    const features = deckFeatures(input, [], (row) => ({
      ...pathProperties(input.formData, row, 'polygon'),
      elevation: elevation.type === 'metric' ? get(row, elevationLabel) : elevation.value,
    }));
    return deckPayload(features, input);
  },
};
