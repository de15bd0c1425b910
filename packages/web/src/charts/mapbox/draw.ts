/**
 * Canvas drawing of the MapBox chart: the bundled countries as the base map, then Superset's
 * glowing clusters and dots (ScatterPlotGlowOverlay's look: radial gradients composited with
 * `screen`, labels in white or black by the colour's luminance).
 */
import {
  clusterRadius,
  isDark,
  KM_PER_MILE,
  kmToPixels,
  TILE_SIZE,
  toScreen,
  type Viewport,
  worldPixel,
} from '@tessera/core';
import { geoMercator, geoPath } from 'd3-geo';
import type { Feature, Geometry, Position } from 'geojson';
import type { WorldCountries } from '../shared/geo/worldAtlas';
import type { MapMark } from './clusters';
import type { BaseStyle, MapboxProps } from './transformProps';

/** Superset's DEFAULT_POINT_RADIUS: the largest cluster's radius in pixels. */
export const BASE_RADIUS = 60;

export const PALETTES: Readonly<Record<BaseStyle, { water: string; land: string; border: string }>> = {
  light: { water: '#d6dde3', land: '#f5f5f3', border: '#c3c9cf' },
  dark: { water: '#1e2226', land: '#3a3b3c', border: '#55575a' },
  streets: { water: '#aad3df', land: '#f2efe9', border: '#b9a9c2' },
  satellite: { water: '#1c2c3f', land: '#4a5a3b', border: '#6b7a5a' },
};

type Box = readonly [west: number, south: number, east: number, north: number];

/** A country with its bounding box in degrees, to skip what is out of view. */
export interface BaseShape {
  readonly box: Box;
  readonly feature: Feature<Geometry>;
}

function ringsOf(geometry: Geometry | null): Position[][] {
  if (!geometry) return [];
  if (geometry.type === 'Polygon') return geometry.coordinates;
  if (geometry.type === 'MultiPolygon') return geometry.coordinates.flat();
  return [];
}

export function baseShapes(world: WorldCountries): BaseShape[] {
  return world.features.map((feature) => {
    let [w, s, e, n] = [180, 90, -180, -90];
    for (const ring of ringsOf(feature.geometry)) {
      for (const [lng = 0, lat = 0] of ring) {
        w = Math.min(w, lng);
        e = Math.max(e, lng);
        s = Math.min(s, lat);
        n = Math.max(n, lat);
      }
    }
    return { box: [w, s, e, n], feature };
  });
}

/** d3's Mercator set to the viewport: a 512-pixel world at zoom 0, the centre in the middle. */
export function viewportProjection(viewport: Viewport, width: number, height: number) {
  const size = TILE_SIZE * 2 ** viewport.zoom;
  const [cx, cy] = worldPixel(viewport.longitude, viewport.latitude, viewport.zoom);
  return geoMercator()
    .scale(size / (2 * Math.PI))
    .translate([size / 2 - cx + width / 2, size / 2 - cy + height / 2]);
}

export function drawBase(
  ctx: CanvasRenderingContext2D,
  shapes: readonly BaseShape[],
  viewport: Viewport,
  width: number,
  height: number,
  style: BaseStyle,
): void {
  const palette = PALETTES[style];
  ctx.fillStyle = palette.water;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = palette.land;
  ctx.strokeStyle = palette.border;
  ctx.lineWidth = 0.7;
  ctx.lineJoin = 'round';
  const path = geoPath(viewportProjection(viewport, width, height), ctx);
  for (const shape of shapes) {
    const [w, s, e, n] = shape.box;
    const [x0, y0] = toScreen(viewport, width, height, w, n);
    const [x1, y1] = toScreen(viewport, width, height, e, s);
    if (x1 < 0 || x0 > width || y1 < 0 || y0 > height) continue;
    ctx.beginPath();
    path(shape.feature);
    ctx.fill();
    ctx.stroke();
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const round2 = (n: number) => Math.round(n * 100) / 100;

function drawText(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  label: string,
  fontHeight: number,
  radius: number,
  rgb: readonly [number, number, number],
  shadow: boolean,
): void {
  const dark = isDark(rgb);
  ctx.save();
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = dark ? 'white' : 'black';
  ctx.font = `${fontHeight}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  if (shadow && dark) {
    ctx.shadowBlur = 15;
    ctx.shadowColor = 'black';
  }
  const maxWidth = radius * 1.8;
  const textWidth = ctx.measureText(label).width;
  if (textWidth > maxWidth) ctx.font = `${(fontHeight / textWidth) * maxWidth}px sans-serif`;
  ctx.fillText(label, x, y);
  ctx.restore();
}

/** Radius in pixels of a single point, and the label it carries (Superset's rules). */
function pointRadius(
  mark: Extract<MapMark, { kind: 'point' }>,
  props: MapboxProps,
  zoom: number,
  range: readonly [number, number] | null,
): { radius: number; label: string | null } {
  const base = BASE_RADIUS / 6;
  const raw = typeof mark.radius === 'number' ? mark.radius : null;
  let radius = raw ?? base;
  let label: string | null = null;
  if (raw !== null) {
    if (props.pointRadiusUnit === 'Kilometers') {
      label = `${round2(raw)}km`;
      radius = kmToPixels(raw, mark.lat, zoom);
    } else if (props.pointRadiusUnit === 'Miles') {
      label = `${round2(raw)}mi`;
      radius = kmToPixels(raw * KM_PER_MILE, mark.lat, zoom);
    } else {
      const [lo, hi] = range ?? [raw, raw];
      const min = BASE_RADIUS / 6;
      const max = BASE_RADIUS / 3;
      radius =
        hi > lo ? min + Math.max(0, Math.min(1, (raw - lo) / (hi - lo))) * (max - min) : (min + max) / 2;
      label = `${round2(raw)}`;
    }
  }
  if (mark.metric !== null && mark.metric !== undefined) {
    const n = Number.parseFloat(String(mark.metric));
    label = Number.isFinite(n) ? String(round2(n)) : String(mark.metric);
  }
  return { radius: radius || base, label };
}

export function drawMarks(
  ctx: CanvasRenderingContext2D,
  marks: readonly MapMark[],
  props: MapboxProps,
  viewport: Viewport,
  width: number,
  height: number,
): void {
  const rgb = props.rgb ?? [0, 139, 139];
  const [r, g, b] = rgb;
  const opacity = props.globalOpacity;
  ctx.clearRect(0, 0, width, height);
  ctx.globalCompositeOperation = 'screen';
  const largest = Math.max(
    1,
    ...marks.map((m) => (m.kind === 'cluster' && Number.isFinite(m.label) ? m.label : 0)),
  );
  const radii = marks
    .filter(
      (m): m is Extract<MapMark, { kind: 'point' }> => m.kind === 'point' && typeof m.radius === 'number',
    )
    .map((m) => m.radius as number);
  const range: readonly [number, number] | null = radii.length
    ? [Math.min(...radii), Math.max(...radii)]
    : null;
  for (const mark of marks) {
    const [sx, sy] = toScreen(viewport, width, height, mark.lng, mark.lat);
    const x = round1(sx);
    const y = round1(sy);
    if (x + BASE_RADIUS < 0 || x - BASE_RADIUS > width || y + BASE_RADIUS < 0 || y - BASE_RADIUS > height)
      continue;
    ctx.beginPath();
    if (mark.kind === 'cluster') {
      const radius = Math.max(1, clusterRadius(mark.label, largest, BASE_RADIUS));
      const gradient = ctx.createRadialGradient(x, y, radius, x, y, 0);
      gradient.addColorStop(1, `rgba(${r}, ${g}, ${b}, ${0.8 * opacity})`);
      gradient.addColorStop(0, `rgba(${r}, ${g}, ${b}, 0)`);
      ctx.arc(x, y, radius, 0, Math.PI * 2);
      ctx.fillStyle = gradient;
      ctx.fill();
      drawText(ctx, x, y, mark.text, round1(radius * 0.5), radius, rgb, true);
    } else {
      const { radius, label } = pointRadius(mark, props, viewport.zoom, range);
      ctx.arc(x, y, round1(radius), 0, Math.PI * 2);
      ctx.fillStyle = `rgba(${r}, ${g}, ${b}, ${opacity})`;
      ctx.fill();
      if (label !== null) drawText(ctx, x, y, label, round1(radius), radius, rgb, false);
    }
    ctx.globalCompositeOperation = 'screen';
  }
  ctx.globalCompositeOperation = 'source-over';
}
