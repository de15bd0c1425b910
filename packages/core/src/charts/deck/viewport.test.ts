import { describe, expect, test } from 'vitest';
import { DEFAULT_VIEWPORT, fitViewport, initialViewport, savedViewport } from './viewport';

describe('viewport', () => {
  test('Superset’s default when none is saved', () => {
    expect(savedViewport(undefined)).toEqual(DEFAULT_VIEWPORT);
    expect(DEFAULT_VIEWPORT).toMatchObject({
      longitude: 6.85236157047845,
      latitude: 31.222656842808707,
      zoom: 1,
    });
  });

  test('the saved one, clamped to what the map can show', () => {
    expect(savedViewport({ longitude: -122.4, latitude: 37.8, zoom: 12.7, pitch: 75, bearing: 10 })).toEqual({
      longitude: -122.4,
      latitude: 37.8,
      zoom: 12.7,
      pitch: 60,
      bearing: 10,
    });
    expect(savedViewport({ zoom: -2 }).zoom).toBe(0);
  });

  test('autozoom centres on the data and zooms until it fits', () => {
    const points = [
      [-10, -10],
      [10, 10],
    ];
    const fitted = fitViewport(DEFAULT_VIEWPORT, points, 552, 552, 20);
    expect(fitted.longitude).toBeCloseTo(0);
    expect(fitted.latitude).toBeCloseTo(0);
    // 20 degrees of longitude are 1/18 of the world: 512 px inside the padding at zoom log2(18).
    expect(fitted.zoom).toBeCloseTo(Math.log2(18), 1);
    expect(initialViewport({ autozoom: false, viewport: { zoom: 3 } }, points, 552, 552).zoom).toBe(3);
    expect(initialViewport({ autozoom: true }, points, 552, 552).zoom).toBeCloseTo(fitted.zoom);
  });
});
