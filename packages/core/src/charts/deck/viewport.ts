// The map's view: the saved `viewport` control, Superset's default, and zoom-to-data (autozoom).
import type { DeckViewport, LonLat } from './types';

/** Superset's DEFAULT_VIEWPORT (the viewport control's default). */
export const DEFAULT_VIEWPORT: DeckViewport = {
  longitude: 6.85236157047845,
  latitude: 31.222656842808707,
  zoom: 1,
  bearing: 0,
  pitch: 0,
};

const MAX_LATITUDE = 85.05113;
const MAX_PITCH = 60;
const MAX_ZOOM = 20;

const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? n : fallback;
};
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The saved viewport (any of its fields may be missing), clamped to what the map can show. */
export function savedViewport(viewport: unknown): DeckViewport {
  const v = typeof viewport === 'object' && viewport !== null ? (viewport as Record<string, unknown>) : {};
  return {
    longitude: clamp(num(v.longitude, DEFAULT_VIEWPORT.longitude), -180, 180),
    latitude: clamp(num(v.latitude, DEFAULT_VIEWPORT.latitude), -MAX_LATITUDE, MAX_LATITUDE),
    zoom: clamp(num(v.zoom, DEFAULT_VIEWPORT.zoom), 0, MAX_ZOOM),
    pitch: clamp(num(v.pitch, DEFAULT_VIEWPORT.pitch), 0, MAX_PITCH),
    bearing: num(v.bearing, DEFAULT_VIEWPORT.bearing),
  };
}

// Web Mercator in units of the world's width (0..1), as deck.gl's 512-pixel tiles at zoom 0.
const TILE = 512;
const mercatorX = (lon: number) => (lon + 180) / 360;
function mercatorY(lat: number): number {
  const phi = (clamp(lat, -MAX_LATITUDE, MAX_LATITUDE) * Math.PI) / 180;
  return (1 - Math.log(Math.tan(Math.PI / 4 + phi / 2)) / Math.PI) / 2;
}
const latitudeOf = (y: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI;

const isPosition = (p: unknown): p is LonLat =>
  Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/**
 * Superset's fitViewport: the view centred on the points' bounds, zoomed so they fit the map with
 * `padding` pixels around (a single point keeps the saved zoom); pitch and bearing are kept.
 */
export function fitViewport(
  viewport: DeckViewport,
  points: readonly unknown[],
  width: number,
  height: number,
  padding = 20,
): DeckViewport {
  const valid = points.filter(isPosition);
  if (valid.length === 0 || width <= 0 || height <= 0) return viewport;
  const xs = valid.map((p) => mercatorX(clamp(p[0], -180, 180)));
  const ys = valid.map((p) => mercatorY(p[1]));
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const longitude = ((minX + maxX) / 2) * 360 - 180;
  const latitude = latitudeOf((minY + maxY) / 2);
  const dx = maxX - minX;
  const dy = maxY - minY;
  if (dx === 0 && dy === 0) return { ...viewport, longitude, latitude };
  const innerW = Math.max(1, width - 2 * padding);
  const innerH = Math.max(1, height - 2 * padding);
  const scale = Math.min(dx > 0 ? innerW / (dx * TILE) : Infinity, dy > 0 ? innerH / (dy * TILE) : Infinity);
  const zoom = clamp(Math.log2(scale), 0, MAX_ZOOM);
  return { ...viewport, longitude, latitude, zoom };
}

/** The view a chart opens on: the saved viewport, fitted to the data when `autozoom` is on. */
export function initialViewport(
  formData: Readonly<Record<string, unknown>>,
  points: readonly unknown[],
  width: number,
  height: number,
): DeckViewport {
  const saved = savedViewport(formData.viewport);
  return formData.autozoom === true ? fitViewport(saved, points, width, height) : saved;
}
