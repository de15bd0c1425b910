import { describe, expect, test } from 'vitest';
import { deckArc } from '../../legacy-viz/geo/deck-arc';
import { deckPath, deckPolygon } from '../../legacy-viz/geo/deck-path';
import {
  deckGrid,
  deckHeatmap,
  deckHex,
  deckScatter,
  deckScreengrid,
} from '../../legacy-viz/geo/deck-points';
import { dataOf } from '../../legacy-viz/test-support';
import { savedSupersetCharts } from '../test-support';
import { testPalette as palette } from './fixtures';
import { breakPoints } from './layers-shapes';
import { DECK_VIZ_TYPES, deckMetadata } from './metadata';
import { combineLayerSets, deckLayerSet, deckSubslices, subsliceFormData } from './transform';
import type {
  ArcLayerSpec,
  GridLayerSpec,
  HeatmapLayerSpec,
  PathLayerSpec,
  PolygonLayerSpec,
  ScatterLayerSpec,
  ScreenGridLayerSpec,
} from './types';

// The deck.gl_Demo dashboard's charts as Superset saved them, read from the shared example bundles.
const saved = new Map(
  savedSupersetCharts((chart) => String(chart.viz_type).startsWith('deck_')).map(([, chart]) => [
    String(chart.viz_type),
    chart.params as Record<string, unknown>,
  ]),
);
const params = (vizType: string) => saved.get(vizType) ?? {};
const options = { palette };

describe('deck metadata', () => {
  test('every deck layer is a legacy chart in the Map category', () => {
    for (const id of DECK_VIZ_TYPES) {
      expect(deckMetadata[id]).toMatchObject({ category: 'Map', useLegacyApi: true });
    }
  });
});

describe.skipIf(saved.size === 0)('the deck.gl_Demo charts', () => {
  test('scatter: square-metre radius from the metric times the multiplier, the fixed colour, pixel bounds', () => {
    const fd = params('deck_scatter');
    const data = dataOf(deckScatter, fd, [
      { LAT: 37.78, LON: -122.41, count: 4 },
      { LAT: null, LON: -122.4, count: 1 },
    ]);
    const set = deckLayerSet(fd, data, options);
    const layer = set.layers[0] as ScatterLayerSpec;
    expect(layer).toMatchObject({ kind: 'scatter', radiusMinPixels: 1, radiusMaxPixels: 250 });
    expect(layer.data).toHaveLength(1);
    const [point] = layer.data;
    expect(point?.radius).toBeCloseTo(Math.sqrt(4 / Math.PI) * 10);
    expect(point?.color).toEqual([205, 0, 3, 209]);
    expect(point?.tooltip).toEqual([
      ['Longitude and Latitude', '-122.41, 37.78'],
      ['count', '4'],
    ]);
    expect(set.legend).toBeNull();
    expect(set.points).toEqual([[-122.41, 37.78]]);
  });

  test('grid and hexagons: the cell size, extrusion and the categorical scheme as the colour range', () => {
    for (const [vizType, viz, kind, cellSize] of [
      ['deck_grid', deckGrid, 'grid', 120],
      ['deck_hex', deckHex, 'hexagon', 40],
    ] as const) {
      const fd = params(vizType);
      const data = dataOf(viz, fd, [{ LAT: 37.7, LON: -122.4, count: 5 }]);
      const layer = deckLayerSet(fd, data, options).layers[0] as GridLayerSpec;
      expect(layer).toMatchObject({
        kind,
        cellSize,
        extruded: true,
        aggregation: 'SUM',
        weightLabel: 'count',
      });
      expect(layer.data).toEqual([{ position: [-122.4, 37.7], weight: 5 }]);
      expect(layer.colorRange).toEqual([
        [31, 168, 201, 255],
        [69, 78, 124, 255],
        [90, 193, 137, 255],
      ]);
    }
  });

  test('screen grid: the fixed colour from clear to opaque in pixel cells', () => {
    const fd = params('deck_screengrid');
    const data = dataOf(deckScreengrid, fd, [{ LAT: 37.7, LON: -122.4, count: 2 }]);
    const layer = deckLayerSet(fd, data, options).layers[0] as ScreenGridLayerSpec;
    expect(layer.cellSizePixels).toBe(20);
    expect(layer.colorRange[0]).toEqual([14, 255, 0, 43]);
    expect(layer.colorRange.at(-1)).toEqual([14, 255, 0, 255]);
  });

  test('arcs: source and target from the two spatial controls, in the fixed colour', () => {
    const fd = params('deck_arc');
    const data = dataOf(deckArc, fd, [
      { LATITUDE: 40.6, LONGITUDE: -73.8, LATITUDE_DEST: 33.9, LONGITUDE_DEST: -118.4 },
    ]);
    const layer = deckLayerSet(fd, data, options).layers[0] as ArcLayerSpec;
    expect(layer.width).toBe(1);
    expect(layer.data[0]).toMatchObject({
      sourcePosition: [-73.8, 40.6],
      targetPosition: [-118.4, 33.9],
      sourceColor: [0, 122, 135, 255],
      targetColor: [0, 122, 135, 255],
    });
  });

  test('paths: each line in its own js_columns colour, 150 metres wide', () => {
    const fd = params('deck_path');
    const data = dataOf(deckPath, fd, [
      { path_json: '[[-122.4, 37.7], [-122.3, 37.8]]', color: '#ff0000' },
      { path_json: '[[-122.2, 37.6], [-122.1, 37.5]]', color: null },
    ]);
    const layer = deckLayerSet(fd, data, options).layers[0] as PathLayerSpec;
    expect(layer.widthUnits).toBe('meters');
    expect(layer.data.map((p) => [p.color, p.width])).toEqual([
      [[255, 0, 0, 255], 150],
      [[0, 122, 135, 255], 150],
    ]);
  });

  test('polygons: filled along the scheme by population, raised by density, with a ten-bucket legend', () => {
    const fd = params('deck_polygon');
    const square = (x: number) =>
      JSON.stringify([
        [x, 37],
        [x + 0.01, 37],
        [x + 0.01, 37.01],
        [x, 37.01],
      ]);
    const data = dataOf(deckPolygon, fd, [
      { contour: square(-122.5), Population: 0, Density: 1 },
      { contour: square(-122.4), Population: 100, Density: 2 },
      { contour: square(-122.3), Population: 1000, Density: 3 },
    ]);
    const set = deckLayerSet(fd, data, options);
    const layer = set.layers[0] as PolygonLayerSpec;
    expect(layer).toMatchObject({ extruded: true, filled: true, stroked: false, elevationScale: 0.1 });
    // Oranges from light to dark; 80% opacity; a zero population is clear and flat.
    expect(layer.data.map((p) => [p.fillColor, p.elevation])).toEqual([
      [[0, 0, 0, 0], 0],
      [[254, 220, 191, 204], 2],
      [[179, 0, 0, 204], 3],
    ]);
    expect(layer.data[1]?.tooltip).toContainEqual(['Population', '100']);
    expect(set.legend).toMatchObject({ position: 'tr', format: '.1s' });
    expect(set.legend?.entries).toHaveLength(10);
    expect(set.legend?.entries[0]).toMatchObject({ label: '0 - 100', range: [0, 100] });
  });
});

describe('colours by category', () => {
  const fd = {
    viz_type: 'deck_scatter',
    dimension: 'kind',
    color_picker: { r: 0, g: 0, b: 0, a: 0.5 },
    point_radius_fixed: { type: 'fix', value: 100 },
    point_unit: 'radius_m',
    spatial: { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
  };
  const rows = [
    { lon: 1, lat: 2, kind: 'b' },
    { lon: 3, lat: 4, kind: 'a' },
    { lon: 5, lat: 6, kind: 'b' },
  ];

  test('each value takes the next scheme colour as first met, with the picker’s opacity, and a legend', () => {
    const set = deckLayerSet(fd, dataOf(deckScatter, fd, rows), options);
    const layer = set.layers[0] as ScatterLayerSpec;
    expect(layer.data.map((p) => [p.category, p.color, p.radius])).toEqual([
      ['b', [31, 168, 201, 128], 100],
      ['a', [69, 78, 124, 128], 100],
      ['b', [31, 168, 201, 128], 100],
    ]);
    expect(set.legend?.entries.map((e) => e.label)).toEqual(['b', 'a']);
  });

  test('a fixed colour scheme ignores the dimension; legend_position None hides the legend', () => {
    const fixed = { ...fd, color_scheme_type: 'fixed_color', legend_position: null };
    const set = deckLayerSet(fixed, dataOf(deckScatter, fixed, rows), options);
    expect(new Set((set.layers[0] as ScatterLayerSpec).data.map((p) => p.color.join()))).toEqual(
      new Set(['0,0,0,128']),
    );
    expect(set.legend).toBeNull();
  });
});

describe('heatmap', () => {
  test('six colours along the sequential scheme, light to dark, and the weights', () => {
    const fd = {
      viz_type: 'deck_heatmap',
      linear_color_scheme: 'other',
      spatial: { type: 'latlong', lonCol: 'lon', latCol: 'lat' },
      size: 'count',
    };
    const layer = deckLayerSet(fd, dataOf(deckHeatmap, fd, [{ lon: 1, lat: 2, count: 7 }]), options)
      .layers[0] as HeatmapLayerSpec;
    expect(layer.colorRange[0]).toEqual([255, 255, 255, 255]);
    expect(layer.colorRange[5]).toEqual([0, 0, 0, 255]);
    expect(layer).toMatchObject({ intensity: 1, radiusPixels: 30, aggregation: 'SUM' });
    expect(layer.data).toEqual([{ position: [1, 2], weight: 7 }]);
  });
});

describe('breakPoints', () => {
  test('even steps over the extent, rounded to the step’s precision, ends outward', () => {
    expect(breakPoints({ num_buckets: '4' }, [0.12, 0.93])).toEqual(['0.1', '0.3', '0.5', '0.7', '1.0']);
  });
  test('saved break points, sorted as numbers', () => {
    expect(breakPoints({ break_points: ['10', '2', '100'] }, [])).toEqual(['2', '10', '100']);
  });
});

describe('geojson', () => {
  const feature = {
    type: 'Feature',
    geometry: { type: 'Point', coordinates: [1, 2] },
    properties: { fillColor: '#ff0000' },
  };
  test('a clear fill picker keeps the feature’s own colour; an opaque one overrides it', () => {
    const clear = { viz_type: 'deck_geojson', fill_color_picker: { r: 0, g: 0, b: 0, a: 0 } };
    const own = deckLayerSet(
      clear,
      { features: [{ type: 'FeatureCollection', features: [feature] }] },
      options,
    );
    expect(own.layers[0]?.data[0]).toMatchObject({ properties: { fillColor: [255, 0, 0, 255] } });
    expect(own.points).toEqual([[1, 2]]);
    const opaque = { viz_type: 'deck_geojson', fill_color_picker: { r: 0, g: 0, b: 255, a: 1 } };
    const over = deckLayerSet(opaque, { features: [feature] }, options);
    expect(over.layers[0]?.data[0]).toMatchObject({ properties: { fillColor: [0, 0, 255, 255] } });
  });
});

describe('deck_multi', () => {
  const data = {
    slices: [
      { slice_id: 7, slice_name: 'Arcs', form_data: { viz_type: 'deck_arc', adhoc_filters: [{ a: 1 }] } },
      { slice_id: 8, slice_name: 'Table', form_data: { viz_type: 'table' } },
      { slice_id: 9, slice_name: 'Paths', form_data: { viz_type: 'deck_path' } },
    ],
  };

  test('its layers are the deck charts it lists', () => {
    expect(deckSubslices(data).map((s) => [s.sliceId, s.name])).toEqual([
      [7, 'Arcs'],
      [9, 'Paths'],
    ]);
  });

  test('a layer is queried with its own filters, the multi chart’s that reach it, and dashboard filters', () => {
    const [arcs, paths] = deckSubslices(data);
    const multi = {
      deck_slices: [9, 7],
      adhoc_filters: [{ b: 1 }, { c: 1, layerFilterScope: [0] }, { d: 1, layerFilterScope: [-1] }],
      extra_form_data: { filters: [{ col: 'x', op: 'IN', val: [1] }] },
    };
    expect(subsliceFormData(arcs!, multi).adhoc_filters).toEqual([
      { a: 1 },
      { b: 1 },
      { d: 1, layerFilterScope: [-1] },
    ]);
    expect(subsliceFormData(paths!, multi)).toMatchObject({
      adhoc_filters: [{ b: 1 }, { c: 1, layerFilterScope: [0] }, { d: 1, layerFilterScope: [-1] }],
      extra_form_data: multi.extra_form_data,
    });
  });

  test('combined layer sets keep every layer and point', () => {
    const a = deckLayerSet({ viz_type: 'deck_heatmap' }, { features: [{ position: [1, 2] }] }, options);
    const b = deckLayerSet({ viz_type: 'deck_grid' }, { features: [{ position: [3, 4] }] }, options);
    const both = combineLayerSets([a, b]);
    expect(both.layers.map((l) => l.kind)).toEqual(['heatmap', 'grid']);
    expect(both.points).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });
});
