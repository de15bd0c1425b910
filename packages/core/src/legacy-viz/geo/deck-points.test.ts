import { describe, expect, it } from 'vitest';
import { LegacyVizError } from '../errors';
import { dataOf, queryOf } from '../test-support';
import { deckGrid, deckHeatmap, deckScatter, deckScreengrid } from './deck-points';

// deck.gl_Demo "Deck.gl Scatterplot" as saved by Superset.
const scatterForm = {
  datasource: '5__table',
  viz_type: 'deck_scatter',
  granularity_sqla: null,
  groupby: [],
  point_radius_fixed: { type: 'metric', value: 'count' },
  row_limit: 5000,
  size: 'count',
  spatial: { latCol: 'LAT', lonCol: 'LON', type: 'latlong' },
  time_grain_sqla: null,
  time_range: ' : ',
};

describe('deck_scatter', () => {
  it('groups the spatial columns by the radius metric, with null filters on them', () => {
    const query = queryOf(deckScatter, scatterForm);
    expect(query).toMatchObject({
      columns: ['LAT', 'LON'],
      metrics: ['count'],
      orderby: [['count', false]],
      filters: [
        { col: 'LAT', op: 'IS NOT NULL' },
        { col: 'LON', op: 'IS NOT NULL' },
      ],
      is_timeseries: false,
      row_limit: 5000,
    });
  });

  it('turns rows into [lon, lat] features sized by the metric', () => {
    const data = dataOf(deckScatter, scatterForm, [
      { LAT: 37.75, LON: -122.5, count: 3 },
      { LAT: '37.5', LON: 'n/a', count: 1 },
    ]);
    expect(data).toEqual({
      features: [
        { metric: 3, radius: 3, cat_color: null, position: [-122.5, 37.75], __timestamp: null },
        { metric: 1, radius: 1, cat_color: null, position: [null, 37.5], __timestamp: null },
      ],
      mapboxApiKey: '',
      metricLabels: ['count'],
    });
  });

  const fixedForm = {
    ...scatterForm,
    size: undefined,
    point_radius_fixed: { type: 'fix', value: 2000 },
    dimension: 'kind',
    js_columns: ['name'],
    granularity_sqla: 'ds',
    time_grain_sqla: 'P1D',
  };

  it('lists raw rows for a fixed radius, with the dimension and js columns, by day when a grain is set', () => {
    expect(queryOf(deckScatter, fixedForm)).toMatchObject({
      columns: ['LAT', 'LON', 'kind', 'name'],
      metrics: null,
      is_timeseries: true,
    });
  });

  it('gives every point the fixed radius, its category and its js columns', () => {
    const data = dataOf(deckScatter, fixedForm, [
      { __timestamp: 86_400_000, LAT: 1, LON: 2, kind: 'a', name: 'first' },
    ]) as { features: unknown[] };
    expect(data.features).toEqual([
      {
        metric: null,
        radius: 2000,
        cat_color: 'a',
        position: [2, 1],
        __timestamp: 86_400_000,
        extraProps: { name: 'first' },
      },
    ]);
  });

  it('parses "lat, lon" strings as [lat, lon], swapped by the reverse checkbox, and drops the column', () => {
    const form = {
      ...fixedForm,
      dimension: null,
      js_columns: [],
      spatial: { type: 'delimited', lonlatCol: 'coords' },
    };
    expect(queryOf(deckScatter, form)).toMatchObject({ columns: ['coords'] });
    const plain = dataOf(deckScatter, form, [{ coords: '37.5, -122.25' }]) as {
      features: { position: unknown }[];
    };
    expect(plain.features[0]?.position).toEqual([37.5, -122.25]);
    const reversed = { ...form, spatial: { ...form.spatial, reverseCheckbox: true } };
    const swapped = dataOf(deckScatter, reversed, [{ coords: '37.5;-122.25' }]) as {
      features: { position: unknown }[];
    };
    expect(swapped.features[0]?.position).toEqual([-122.25, 37.5]);
  });

  it('rejects a delimited value that is not a point, as Superset words it', () => {
    const form = {
      ...fixedForm,
      dimension: null,
      js_columns: [],
      spatial: { type: 'delimited', lonlatCol: 'c' },
    };
    expect(() => dataOf(deckScatter, form, [{ c: 'abc' }])).toThrow('Invalid spatial point encountered: abc');
    // A "lon, lat" string puts -122 in the latitude: out of range, like geopy.
    expect(() => dataOf(deckScatter, form, [{ c: '-122.4,37.7' }])).toThrow(LegacyVizError);
  });

  it('decodes geohashes to their cell centre as [lon, lat]', () => {
    const form = {
      ...fixedForm,
      dimension: null,
      js_columns: [],
      spatial: { type: 'geohash', geohashCol: 'gh' },
    };
    const data = dataOf(deckScatter, form, [{ gh: 'ezs42' }]) as { features: { position: unknown }[] };
    expect(data.features[0]?.position).toEqual([-5.60302734375, 42.60498046875]);
  });

  it('answers "Bad spatial key" without a spatial control', () => {
    expect(() => queryOf(deckScatter, { ...scatterForm, spatial: undefined })).toThrow('Bad spatial key');
  });

  it('keeps null filters off when filter_nulls is false', () => {
    expect(queryOf(deckScatter, { ...scatterForm, filter_nulls: false })).toMatchObject({ filters: [] });
  });
});

describe('deck_screengrid', () => {
  const form = {
    datasource: '5__table',
    viz_type: 'deck_screengrid',
    point_radius_fixed: { type: 'fix', value: 2000 },
    size: 'count',
    spatial: { latCol: 'LAT', lonCol: 'LON', type: 'latlong' },
    time_range: 'No filter',
  };

  it('weights each cell by the size metric, 1 when it is empty', () => {
    expect(queryOf(deckScreengrid, form)).toMatchObject({ columns: ['LAT', 'LON'], metrics: ['count'] });
    const data = dataOf(deckScreengrid, form, [
      { LAT: 1, LON: 2, count: 4 },
      { LAT: 3, LON: 4, count: 0, __time: 5 },
    ]);
    expect(data).toEqual({
      features: [
        { position: [2, 1], weight: 4, __timestamp: null },
        { position: [4, 3], weight: 1, __timestamp: 5 },
      ],
      mapboxApiKey: '',
      metricLabels: ['count'],
    });
  });
});

describe('deck_grid and deck_heatmap', () => {
  const form = {
    datasource: '5__table',
    viz_type: 'deck_grid',
    size: { expressionType: 'SQL', sqlExpression: 'SUM(n)', label: 'total' },
    spatial: { latCol: 'LAT', lonCol: 'LON', type: 'latlong' },
    order_desc: false,
  };

  it('orders ascending when order_desc is off and weights by the metric label', () => {
    expect(queryOf(deckGrid, form)).toMatchObject({ orderby: [[form.size, true]] });
    expect(dataOf(deckHeatmap, form, [{ LAT: 1, LON: 2, total: 7 }])).toEqual({
      features: [{ position: [2, 1], weight: 7 }],
      mapboxApiKey: '',
      metricLabels: ['total'],
    });
  });
});
