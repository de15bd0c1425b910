/** Superset's viewport (`viewport`): where a map opens. */

export interface Viewport {
  readonly longitude: number;
  readonly latitude: number;
  readonly zoom: number;
  readonly bearing: number;
  readonly pitch: number;
}

/** The spec's default viewport: longitude 6.85, latitude 31.22, zoom 1, bearing 0, pitch 0. */
export const DEFAULT_VIEWPORT: Viewport = {
  longitude: 6.85236157047845,
  latitude: 31.222656842808707,
  zoom: 1,
  bearing: 0,
  pitch: 0,
};

export const VIEWPORT_FIELDS = [
  ['longitude', 'Longitude'],
  ['latitude', 'Latitude'],
  ['zoom', 'Zoom'],
  ['bearing', 'Bearing'],
  ['pitch', 'Pitch'],
] as const;

export function asViewport(value: unknown): Viewport {
  const record = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  const field = (key: keyof Viewport) => {
    const n = Number(record[key]);
    return record[key] !== null && record[key] !== '' && Number.isFinite(n) ? n : DEFAULT_VIEWPORT[key];
  };
  return {
    longitude: field('longitude'),
    latitude: field('latitude'),
    zoom: field('zoom'),
    bearing: field('bearing'),
    pitch: field('pitch'),
  };
}

/** A decimal degree as degrees, minutes and seconds (geolib's decimal2sexagesimal, as Superset shows it). */
export function sexagesimal(decimal: number): string {
  const abs = Math.abs(decimal);
  const degrees = Math.floor(abs);
  const minutesFull = (abs - degrees) * 60;
  const minutes = Math.floor(minutesFull);
  const seconds = Math.round((minutesFull - minutes) * 60 * 10) / 10;
  return `${decimal < 0 ? '-' : ''}${degrees}° ${minutes}' ${seconds}"`;
}

/** The closed control's text: longitude | latitude, as Superset's ViewportControl. */
export function viewportLabel(viewport: Viewport): string {
  return `${sexagesimal(viewport.longitude)} | ${sexagesimal(viewport.latitude)}`;
}
