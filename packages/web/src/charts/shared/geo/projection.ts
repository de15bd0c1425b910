import type { GeoProjection } from 'd3-geo';

/**
 * A d3-geo projection as ECharts' geo `projection` option: its stream cuts shapes that cross the
 * antimeridian (Russia, Fiji, Alaska's islands), which projecting point by point would smear
 * across the whole map.
 */
export function echartsProjection(projection: GeoProjection) {
  return {
    project: (point: number[]) => projection(point as [number, number]) ?? [Number.NaN, Number.NaN],
    unproject: (point: number[]) =>
      projection.invert?.(point as [number, number]) ?? [Number.NaN, Number.NaN],
    stream: projection.stream,
  };
}
