// Web Mercator viewports as Mapbox GL and supercluster count them: the world is 512 pixels wide at
// zoom 0 and doubles with each zoom level, so supercluster's zoom levels and pixel radius match
// what is drawn. Pure, so panning, zooming and fitting are tested without a browser.

/** Web Mercator's latitude limit: the square world of map tiles. */
export const MERCATOR_MAX_LATITUDE = 85.0511287798066;
export const TILE_SIZE = 512;
export const MAX_ZOOM = 16;
const EARTH_CIRCUMFERENCE_KM = 40075.016686;
export const KM_PER_MILE = 1.60934;

export interface Viewport {
  readonly longitude: number;
  readonly latitude: number;
  readonly zoom: number;
}

const worldSize = (zoom: number) => TILE_SIZE * 2 ** zoom;

/** A longitude/latitude → pixels from the world's top-left corner at `zoom`. */
export function worldPixel(longitude: number, latitude: number, zoom: number): [number, number] {
  const lat = Math.max(-MERCATOR_MAX_LATITUDE, Math.min(MERCATOR_MAX_LATITUDE, latitude));
  const sin = Math.sin((lat * Math.PI) / 180);
  const size = worldSize(zoom);
  return [((longitude + 180) / 360) * size, (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size];
}

/** Pixels from the world's top-left corner at `zoom` → longitude/latitude. */
export function worldLngLat(x: number, y: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const n = Math.PI - (2 * Math.PI * y) / size;
  return [(x / size) * 360 - 180, (Math.atan(Math.sinh(n)) * 180) / Math.PI];
}

/** A longitude/latitude → pixels in a `width`×`height` view of `viewport`. */
export function toScreen(
  viewport: Viewport,
  width: number,
  height: number,
  longitude: number,
  latitude: number,
): [number, number] {
  const [cx, cy] = worldPixel(viewport.longitude, viewport.latitude, viewport.zoom);
  const [x, y] = worldPixel(longitude, latitude, viewport.zoom);
  return [x - cx + width / 2, y - cy + height / 2];
}

/** Pixels in the view → longitude/latitude. */
export function fromScreen(
  viewport: Viewport,
  width: number,
  height: number,
  x: number,
  y: number,
): [number, number] {
  const [cx, cy] = worldPixel(viewport.longitude, viewport.latitude, viewport.zoom);
  return worldLngLat(cx + x - width / 2, cy + y - height / 2, viewport.zoom);
}

export const clampZoom = (zoom: number) => Math.max(0, Math.min(MAX_ZOOM + 4, zoom));

/** The viewport moved by a drag of (dx, dy) pixels. */
export function pan(viewport: Viewport, width: number, height: number, dx: number, dy: number): Viewport {
  const [longitude, latitude] = fromScreen(viewport, width, height, width / 2 - dx, height / 2 - dy);
  return { ...viewport, longitude: wrapLongitude(longitude), latitude };
}

/** The viewport zoomed by `delta` levels, keeping the point under (x, y) in place. */
export function zoomAround(
  viewport: Viewport,
  width: number,
  height: number,
  x: number,
  y: number,
  delta: number,
): Viewport {
  const zoom = clampZoom(viewport.zoom + delta);
  const [lng, lat] = fromScreen(viewport, width, height, x, y);
  const zoomed = { ...viewport, zoom };
  const [sx, sy] = toScreen(zoomed, width, height, lng, lat);
  return pan(zoomed, width, height, x - sx, y - sy);
}

const wrapLongitude = (lng: number) => ((((lng + 180) % 360) + 360) % 360) - 180;

/**
 * The viewport that shows `bounds` ([[west, south], [east, north]]) whole with `padding` pixels
 * around, as Mapbox's fitBounds; one point (or none) gives zoom MAX_ZOOM - 4 around it.
 */
export function fitBounds(
  bounds: readonly (readonly (number | null)[])[] | null | undefined,
  width: number,
  height: number,
  padding = 20,
): Viewport {
  const [west, south] = bounds?.[0] ?? [];
  const [east, north] = bounds?.[1] ?? [];
  if (![west, south, east, north].every((v) => typeof v === 'number' && Number.isFinite(v))) {
    return { longitude: 0, latitude: 20, zoom: 1 };
  }
  const [x0, y0] = worldPixel(west as number, north as number, 0);
  const [x1, y1] = worldPixel(east as number, south as number, 0);
  const spanX = Math.abs(x1 - x0);
  const spanY = Math.abs(y1 - y0);
  const usableWidth = Math.max(1, width - 2 * padding);
  const usableHeight = Math.max(1, height - 2 * padding);
  const zoom =
    spanX === 0 && spanY === 0
      ? MAX_ZOOM - 4
      : Math.log2(Math.min(usableWidth / Math.max(spanX, 1e-9), usableHeight / Math.max(spanY, 1e-9)));
  const [longitude, latitude] = worldLngLat((x0 + x1) / 2, (y0 + y1) / 2, 0);
  return { longitude, latitude, zoom: clampZoom(Math.min(zoom, MAX_ZOOM)) };
}

/** Kilometres on the ground → pixels at `latitude` and `zoom` (Superset's kmToPixels). */
export function kmToPixels(km: number, latitude: number, zoom: number): number {
  const kmPerPixel = (EARTH_CIRCUMFERENCE_KM * Math.cos((latitude * Math.PI) / 180)) / worldSize(zoom);
  return km / kmPerPixel;
}
