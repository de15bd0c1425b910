import { describe, expect, test } from 'vitest';
import { queryContextErrors } from '../../query/validate';
import type { QueryFormData } from '../../wire';
import { savedSupersetCharts } from '../test-support';
import {
  clusterLabel,
  clusterRadius,
  fitBounds,
  fromScreen,
  isDark,
  kmToPixels,
  mapboxChart,
  pan,
  parseRgb,
  shortClusterLabel,
  toScreen,
  zoomAround,
} from '.';

const saved = savedSupersetCharts((chart) => chart.viz_type === 'mapbox');

describe('mapbox', () => {
  test("Superset's saved MapBox chart builds a query context the schema accepts", () => {
    expect(saved.length).toBeGreaterThanOrEqual(1);
    for (const [path, chart] of saved) {
      const formData = { ...(chart.params as object), datasource: '5__table' } as QueryFormData;
      expect(queryContextErrors(mapboxChart.buildQuery(formData)), path).toBeNull();
    }
  });
});

describe('viewport', () => {
  const view = { longitude: -122.4, latitude: 37.77, zoom: 11 };

  test('the centre is in the middle of the view, and screen points map back', () => {
    expect(toScreen(view, 800, 600, -122.4, 37.77)).toEqual([400, 300]);
    const [lng, lat] = fromScreen(view, 800, 600, 120, 75);
    const [x, y] = toScreen(view, 800, 600, lng, lat);
    expect(x).toBeCloseTo(120, 6);
    expect(y).toBeCloseTo(75, 6);
  });

  test('a drag moves the map with the pointer; a zoom keeps the point under it', () => {
    const moved = pan(view, 800, 600, 100, 0);
    const [x] = toScreen(moved, 800, 600, -122.4, 37.77);
    expect(x).toBeCloseTo(500, 6);
    const before = fromScreen(view, 800, 600, 200, 150);
    const zoomed = zoomAround(view, 800, 600, 200, 150, 1);
    expect(zoomed.zoom).toBe(12);
    const after = fromScreen(zoomed, 800, 600, 200, 150);
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
  });

  test('fits the data bounds inside the padding, as Mapbox fitBounds', () => {
    const bounds = [
      [-122.52, 37.7],
      [-122.35, 37.83],
    ];
    const fitted = fitBounds(bounds, 800, 600, 20);
    const [west, north] = toScreen(fitted, 800, 600, -122.52, 37.83);
    const [east, south] = toScreen(fitted, 800, 600, -122.35, 37.7);
    expect(Math.min(west, north)).toBeGreaterThanOrEqual(19.9);
    expect(east).toBeLessThanOrEqual(780.1);
    expect(south).toBeLessThanOrEqual(580.1);
    // One side touches the padding: the tightest fit.
    expect(Math.min(west - 20, 780 - east, north - 20, 580 - south)).toBeCloseTo(0, 3);
    expect(
      fitBounds(
        [
          [null, null],
          [null, null],
        ],
        800,
        600,
      ),
    ).toEqual({ longitude: 0, latitude: 20, zoom: 1 });
  });

  test('kilometres become more pixels as the map zooms in', () => {
    expect(kmToPixels(1, 0, 0)).toBeCloseTo(512 / 40075.016686, 9);
    expect(kmToPixels(1, 0, 3)).toBeCloseTo(8 * kmToPixels(1, 0, 0), 9);
    expect(kmToPixels(1, 60, 0)).toBeCloseTo(2 * kmToPixels(1, 0, 0), 9);
  });
});

describe('clusters', () => {
  const aggregate = { sum: 12, squaredSum: 56, min: 1, max: 6 };

  test('count without a label column, else the aggregate Superset names', () => {
    expect(clusterLabel(4, null, 'sum')).toBe(4);
    expect(clusterLabel(4, aggregate, 'sum')).toBe(12);
    expect(clusterLabel(4, aggregate, 'max')).toBe(6);
    expect(clusterLabel(4, aggregate, 'mean')).toBe(3);
    expect(clusterLabel(4, aggregate, 'var')).toBe(5);
    expect(clusterLabel(4, aggregate, 'std')).toBe(2.24);
  });

  test('large labels are shortened and radii grow with the square root of the label', () => {
    expect(shortClusterLabel(999)).toBe('999');
    expect(shortClusterLabel(1234)).toBe('1.2k');
    expect(shortClusterLabel(23456)).toBe('23k');
    expect(clusterRadius(25, 100, 60)).toBe(30);
    expect(clusterRadius(100, 0, 60)).toBe(600);
  });

  test("reads Superset's rgb() colours", () => {
    expect(parseRgb('rgb(0, 139, 139)')).toEqual([0, 139, 139]);
    expect(parseRgb('#008b8b')).toBeNull();
    expect(parseRgb('rgb(300, 0, 0)')).toBeNull();
    expect(isDark([0, 139, 139])).toBe(true);
    expect(isDark([255, 215, 0])).toBe(false);
  });
});
