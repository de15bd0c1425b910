import { describe, expect, it } from 'vitest';
import { dataOf, queryOf } from '../test-support';
import { deckArc } from './deck-arc';
import { deckPath, deckPolygon } from './deck-path';
import { decodePolyline, geohashPolygon } from './helpers';

// deck.gl_Demo "Deck.gl Path".
const pathForm = {
  datasource: '12__table',
  viz_type: 'deck_path',
  js_columns: ['color'],
  line_column: 'path_json',
  line_type: 'json',
  reverse_long_lat: false,
  row_limit: 5000,
  time_grain_sqla: null,
  time_range: ' : ',
};

describe('deck_path', () => {
  it('lists the js columns and the line column raw, never a null line', () => {
    expect(queryOf(deckPath, pathForm)).toMatchObject({
      columns: ['color', 'path_json'],
      metrics: null,
      filters: [{ col: 'path_json', op: 'IS NOT NULL' }],
      is_timeseries: false,
    });
  });

  it('replaces the JSON line by its path and keeps the other columns', () => {
    const data = dataOf(deckPath, pathForm, [
      { color: '#ff0000', path_json: '[[-122.4, 37.7], [-122.5, 37.8]]' },
    ]);
    expect(data).toEqual({
      features: [
        {
          color: '#ff0000',
          path: [
            [-122.4, 37.7],
            [-122.5, 37.8],
          ],
          __timestamp: null,
          extraProps: { color: '#ff0000' },
        },
      ],
      mapboxApiKey: '',
      metricLabels: [],
    });
  });

  it('decodes polylines as [lat, lon] and swaps them with reverse_long_lat', () => {
    const form = {
      ...pathForm,
      js_columns: [],
      line_type: 'polyline',
      line_column: 'line',
      reverse_long_lat: true,
    };
    const data = dataOf(deckPath, form, [{ line: '_p~iF~ps|U_ulLnnqC' }]) as { features: unknown[] };
    expect(data.features).toEqual([
      {
        path: [
          [-120.2, 38.5],
          [-120.95, 40.7],
        ],
        __timestamp: null,
      },
    ]);
  });

  it('keeps a geohash line column beside its cell outline', () => {
    const form = { ...pathForm, js_columns: [], line_type: 'geohash', line_column: 'gh' };
    const data = dataOf(deckPath, form, [{ gh: 'ezs42' }]) as { features: unknown[] };
    expect(data.features).toEqual([{ gh: 'ezs42', path: geohashPolygon('ezs42'), __timestamp: null }]);
  });
});

describe('line decoders', () => {
  it('decodes Google polyline example', () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual([
      [38.5, -120.2],
      [40.7, -120.95],
      [43.252, -126.453],
    ]);
  });

  it('outlines a geohash cell from its north-west corner, clockwise', () => {
    // ezs42: latitude 42.5830078125..42.626953125, longitude -5.625..-5.5810546875.
    expect(geohashPolygon('ezs42')).toEqual([
      [-5.625, 42.626953125],
      [-5.5810546875, 42.626953125],
      [-5.5810546875, 42.5830078125],
      [-5.625, 42.5830078125],
      [-5.625, 42.626953125],
    ]);
  });
});

// deck.gl_Demo "Deck.gl Polygons" (metric and elevation metric as saved).
const population = {
  aggregate: 'SUM',
  column: { column_name: 'population' },
  expressionType: 'SIMPLE',
  label: 'Population',
};
const density = { expressionType: 'SQL', label: 'Density', sqlExpression: 'SUM(population)/SUM(area)' };
const polygonForm = {
  datasource: '11__table',
  viz_type: 'deck_polygon',
  js_columns: [],
  line_column: 'contour',
  line_type: 'json',
  metric: population,
  point_radius_fixed: { type: 'metric', value: density },
  reverse_long_lat: false,
  time_grain_sqla: null,
  time_range: ' : ',
};

describe('deck_polygon', () => {
  it('groups the line column by the colour and elevation metrics', () => {
    expect(queryOf(deckPolygon, polygonForm)).toMatchObject({
      columns: ['contour'],
      metrics: [population, density],
      orderby: [[population, false]],
      filters: [{ col: 'contour', op: 'IS NOT NULL' }],
    });
  });

  it('adds the elevation metric to each polygon', () => {
    const data = dataOf(deckPolygon, polygonForm, [
      { contour: '[[1, 2], [3, 4]]', Population: 100, Density: 5 },
    ]);
    expect(data).toEqual({
      features: [
        {
          Population: 100,
          Density: 5,
          polygon: [
            [1, 2],
            [3, 4],
          ],
          __timestamp: null,
          elevation: 5,
        },
      ],
      mapboxApiKey: '',
      metricLabels: ['Population'],
    });
  });

  it('uses a fixed elevation as is', () => {
    const form = { ...polygonForm, point_radius_fixed: { type: 'fix', value: 300 } };
    expect(queryOf(deckPolygon, form)).toMatchObject({ metrics: [population] });
    const data = dataOf(deckPolygon, form, [{ contour: '[]', Population: 1 }]) as { features: unknown[] };
    expect(data.features).toEqual([{ Population: 1, polygon: [], __timestamp: null, elevation: 300 }]);
  });
});

// deck.gl_Demo "Deck.gl Arcs".
const arcForm = {
  datasource: '10__table',
  viz_type: 'deck_arc',
  end_spatial: { latCol: 'LATITUDE_DEST', lonCol: 'LONGITUDE_DEST', type: 'latlong' },
  start_spatial: { latCol: 'LATITUDE', lonCol: 'LONGITUDE', type: 'latlong' },
  row_limit: 5000,
  time_grain_sqla: null,
  time_range: ' : ',
};

describe('deck_arc', () => {
  it('lists both ends raw, none of them null', () => {
    expect(queryOf(deckArc, arcForm)).toMatchObject({
      columns: ['LATITUDE', 'LATITUDE_DEST', 'LONGITUDE', 'LONGITUDE_DEST'],
      metrics: null,
      filters: ['LATITUDE', 'LATITUDE_DEST', 'LONGITUDE', 'LONGITUDE_DEST'].map((col) => ({
        col,
        op: 'IS NOT NULL',
      })),
    });
  });

  it('answers source and target positions, without metricLabels', () => {
    const data = dataOf(deckArc, { ...arcForm, dimension: 'airline' }, [
      { LATITUDE: 10, LONGITUDE: 20, LATITUDE_DEST: 30, LONGITUDE_DEST: 40, airline: 'AA' },
    ]);
    expect(data).toEqual({
      features: [{ sourcePosition: [20, 10], targetPosition: [40, 30], cat_color: 'AA', __timestamp: null }],
      mapboxApiKey: '',
    });
  });
});
