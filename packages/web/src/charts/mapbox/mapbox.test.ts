import type { QueryFormData, QueryResult } from '@tessera/core';
import { describe, expect, test } from 'vitest';
import { type ChartProps, EMPTY_DATASOURCE, NO_HOOKS } from '../types';
import { clusterIndex, marksInView } from './clusters';
import { baseStyleOf, type MapboxPoint, transformMapboxProps } from './transformProps';

const point = (lng: number | null, lat: number | null, metric: unknown = null): MapboxPoint => ({
  type: 'Feature',
  properties: { metric, radius: null },
  geometry: { type: 'Point', coordinates: [lng, lat] },
});

// Misc Charts' "OSM Long/Lat" as saved, and a MapboxViz answer of four San Francisco points.
const formData: QueryFormData = {
  datasource: '2__table',
  viz_type: 'mapbox',
  all_columns_x: 'LON',
  all_columns_y: 'LAT',
  mapbox_style: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  row_limit: 500000,
};
const features = [
  point(-122.41, 37.77, 2),
  point(-122.4101, 37.7701, 4),
  point(-122.5, 37.6, 6),
  point(null, 37),
];
const answer = (hasCustomMetric: boolean) =>
  ({
    data: {
      geoJSON: { type: 'FeatureCollection', features },
      hasCustomMetric,
      bounds: [
        [-122.5, 37.6],
        [-122.4, 37.77],
      ],
    },
  }) as unknown as QueryResult;

const props = (form: QueryFormData = formData, hasCustomMetric = false): ChartProps => ({
  formData: form,
  queriesData: [answer(hasCustomMetric)],
  datasource: EMPTY_DATASOURCE,
  width: 800,
  height: 600,
  filterState: {},
  hooks: NO_HOOKS,
  emitCrossFilters: false,
});

describe('mapbox transformProps', () => {
  test("Superset's defaults, the points that can be placed, and a base map for the style", () => {
    const out = transformMapboxProps(props());
    expect(out.points).toHaveLength(3);
    expect(out).toMatchObject({
      clusteringRadius: 60,
      pointRadiusUnit: 'Pixels',
      globalOpacity: 1,
      rgb: [0, 139, 139],
      renderWhileDragging: true,
      baseStyle: 'streets',
      aggregator: 'sum',
    });
    expect(transformMapboxProps(props({ ...formData, mapbox_color: '#ff0000' })).rgb).toBeNull();
    expect(baseStyleOf('mapbox://styles/mapbox/dark-v9')).toBe('dark');
    expect(baseStyleOf('mapbox://styles/mapbox/light-v9')).toBe('light');
    expect(baseStyleOf(undefined)).toBe('light');
  });
});

describe('mapbox clusters', () => {
  const { points } = transformMapboxProps(props());

  test('near points share a cluster when zoomed out and part when zoomed in', () => {
    const index = clusterIndex(points, 60, false);
    const out = marksInView(index, { longitude: -122.45, latitude: 37.7, zoom: 9 }, 800, 600, false, 'sum');
    expect(out.map((m) => m.kind).sort()).toEqual(['cluster', 'point']);
    expect(out.find((m) => m.kind === 'cluster')).toMatchObject({ label: 2, text: '2' });
    const close = marksInView(
      index,
      { longitude: -122.41, latitude: 37.77, zoom: 17 },
      800,
      600,
      false,
      'sum',
    );
    expect(close.filter((m) => m.kind === 'point')).toHaveLength(2);
  });

  test('with a label column, clusters show its aggregate', () => {
    const index = clusterIndex(points, 60, true);
    const view = { longitude: -122.45, latitude: 37.7, zoom: 9 };
    expect(marksInView(index, view, 800, 600, true, 'sum').find((m) => m.kind === 'cluster')).toMatchObject({
      label: 6,
    });
    expect(marksInView(index, view, 800, 600, true, 'mean').find((m) => m.kind === 'cluster')).toMatchObject({
      label: 3,
    });
  });

  test('a radius of 0 turns clustering off', () => {
    const index = clusterIndex(points, 0, false);
    const out = marksInView(index, { longitude: -122.45, latitude: 37.7, zoom: 3 }, 800, 600, false, 'sum');
    expect(out.every((m) => m.kind === 'point')).toBe(true);
  });
});
