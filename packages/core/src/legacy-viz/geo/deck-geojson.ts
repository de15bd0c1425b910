// deck.gl GeoJSON (viz.py DeckGeoJson): a column of GeoJSON documents, one feature per row.
import { isRecord } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyViz } from '../types';
import { deckFeatures, deckPayload, deckQuery, sizeMetrics } from './deck-base';
import { columnName, get } from './helpers';

export const deckGeojson: LegacyViz = {
  id: 'deck_geojson',
  name: 'Deck.gl - GeoJSON',
  queryObject: (base, formData) => {
    const metrics = sizeMetrics(formData);
    const query = deckQuery(base, formData, { spatialKeys: [], metrics });
    // With a `size` metric Superset moves the dimension and js_columns into the group-by it then
    // clears, so only the GeoJSON column is left; the rows are always raw.
    const columns = metrics.length > 0 ? [] : Array.isArray(query.columns) ? query.columns : [];
    return { ...query, columns: [...columns, formData.geojson], metrics: null, orderby: [] };
  },
  getData: (input) => {
    const column = columnName(input.formData.geojson);
    const features = deckFeatures(input, [], (row) => {
      const value = get(row, column);
      let parsed: unknown = value;
      if (typeof value === 'string') {
        try {
          parsed = JSON.parse(value);
        } catch {
          throw new LegacyVizError(`Invalid GeoJSON: ${value}`);
        }
      }
      if (!isRecord(parsed)) throw new LegacyVizError(`Invalid GeoJSON: ${String(value)}`);
      return parsed;
    });
    return deckPayload(features, input);
  },
};
