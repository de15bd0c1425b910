import { describe, expect, it } from 'vitest';
import { legacyVizRegistry } from '../registry';
import { dataOf, maybeQueryOf, queryOf } from '../test-support';
import { deckGeojson } from './deck-geojson';
import { deckMulti } from './deck-multi';

const geojsonForm = {
  datasource: '7__table',
  viz_type: 'deck_geojson',
  geojson: 'shape',
  js_columns: ['name'],
  row_limit: 100,
  time_range: 'No filter',
};

describe('deck_geojson', () => {
  it('lists the js columns and the GeoJSON column raw', () => {
    expect(queryOf(deckGeojson, geojsonForm)).toMatchObject({
      columns: ['name', 'shape'],
      metrics: null,
      orderby: [],
      row_limit: 100,
    });
  });

  it('keeps only the GeoJSON column when a size metric is set, as Superset does', () => {
    expect(queryOf(deckGeojson, { ...geojsonForm, size: 'count' })).toMatchObject({
      columns: ['shape'],
      metrics: null,
    });
  });

  it('answers each parsed document as a feature with its js columns', () => {
    const shape = { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties: {} };
    const data = dataOf(deckGeojson, geojsonForm, [{ name: 'a', shape: JSON.stringify(shape) }]);
    expect(data).toEqual({
      features: [{ ...shape, extraProps: { name: 'a' } }],
      mapboxApiKey: '',
      metricLabels: [],
    });
    expect(() => dataOf(deckGeojson, geojsonForm, [{ name: 'b', shape: '{oops' }])).toThrow(
      'Invalid GeoJSON: {oops',
    );
  });
});

describe('deck_multi', () => {
  const form = { datasource: '5__table', viz_type: 'deck_multi', deck_slices: [33, 32, 99] };

  it('runs no query and answers an empty layer list when the server gives no saved charts', () => {
    expect(maybeQueryOf(deckMulti, form)).toBeNull();
    expect(deckMulti.dataWhenEmpty).toBe(true);
    expect(dataOf(deckMulti, form, [])).toEqual({ mapboxApiKey: '', slices: [] });
  });

  it('answers the listed saved charts as Slice.data, their form data stamped with id, type and datasource', () => {
    const saved = [
      {
        id: 32,
        slice_name: 'Scatter',
        viz_type: 'deck_scatter',
        params: '{"size":"count","slice_id":1}',
        datasource_id: 5,
        datasource_type: 'table',
        cache_timeout: null,
      },
      {
        id: 33,
        slice_name: 'Grid',
        viz_type: 'deck_grid',
        params: 'not json',
        datasource_id: 5,
        datasource_type: 'table',
        cache_timeout: 60,
      },
      {
        id: 40,
        slice_name: 'Not listed',
        viz_type: 'deck_hex',
        params: '{}',
        datasource_id: 5,
        datasource_type: 'table',
      },
    ];
    const data = dataOf(deckMulti, form, saved) as { slices: Record<string, unknown>[] };
    expect(data.slices.map((slice) => slice.slice_id)).toEqual([33, 32]);
    expect(data.slices[0]).toMatchObject({
      slice_name: 'Grid',
      slice_url: '/explore/?slice_id=33',
      form_data: { slice_id: 33, viz_type: 'deck_grid', datasource: '5__table', cache_timeout: 60 },
    });
    expect(data.slices[1]?.form_data).toEqual({
      size: 'count',
      slice_id: 32,
      viz_type: 'deck_scatter',
      datasource: '5__table',
    });
  });
});

describe('geo registry', () => {
  it('answers every map and deck.gl viz type of viz.py', () => {
    for (const id of [
      'deck_scatter',
      'deck_screengrid',
      'deck_grid',
      'deck_hex',
      'deck_path',
      'deck_polygon',
      'deck_arc',
      'world_map',
      'country_map',
      'mapbox',
      'deck_heatmap',
      'deck_contour',
      'deck_geojson',
      'deck_multi',
    ]) {
      expect(legacyVizRegistry.get(id).id).toBe(id);
    }
  });
});
