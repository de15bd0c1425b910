// Shared pieces of the map and deck.gl viz types: column names, Python truthiness, the spatial
// controls (latlong / delimited / geohash) and the line encodings of paths and polygons.
import { decodeGeohash } from '../../postprocessing/geohash';
import { isRecord } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyRow } from '../types';

/**
 * Superset answers its config MAPBOX_API_KEY in every map payload. Core has no configuration, so
 * the payloads carry '' (what Superset sends when the key is unset: the plugins then draw with
 * the `mapbox_style` tile URL alone); the server may overwrite `mapboxApiKey` with its own key.
 */
export const MAPBOX_API_KEY = '';

/** Superset's get_column_name: a physical column's name, an adhoc column's label or SQL. */
export function columnName(column: unknown): string | null {
  if (typeof column === 'string') return column;
  if (isRecord(column)) {
    if (typeof column.label === 'string' && column.label) return column.label;
    if (typeof column.sqlExpression === 'string') return column.sqlExpression;
  }
  return null;
}

/** Python's truthiness of a JSON value (`x or y` in viz.py). */
export function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (isRecord(value)) return Object.keys(value).length > 0;
  return Boolean(value);
}

/** Python's `a or b`, with None for a missing b. */
export const pyOr = (a: unknown, b: unknown): unknown => (truthy(a) ? a : (b ?? null));

/** A row's value, None (null) when the column is absent: Python's `data.get(key)`. */
export const get = (row: LegacyRow, key: string | null): unknown =>
  key === null ? null : (row[key] ?? null);

/** A spatial control: `{type: latlong, lonCol, latCol}`, `{type: delimited, lonlatCol}`, `{type: geohash, geohashCol}`. */
export function spatialControl(formData: LegacyFormData, key: string): Record<string, unknown> {
  const spatial = formData[key];
  if (!isRecord(spatial)) throw new LegacyVizError('Bad spatial key');
  return spatial;
}

/** BaseDeckGLViz.get_spatial_columns: the columns a spatial control reads. */
export function spatialColumns(formData: LegacyFormData, key: string): unknown[] {
  const spatial = spatialControl(formData, key);
  if (spatial.type === 'latlong') return [spatial.lonCol, spatial.latCol];
  if (spatial.type === 'delimited') return [spatial.lonlatCol];
  if (spatial.type === 'geohash') return [spatial.geohashCol];
  return [];
}

/** pandas.to_numeric(errors='coerce'): numbers and numeric strings; anything else is NaN (null). */
function toNumeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

// Decimal degrees with an optional hemisphere letter, the way geopy's Point reads "lat, lon":
// separated by a comma, a semicolon or spaces, optionally followed by an altitude.
const DEGREES = String.raw`([+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*°?\s*([NSEWnsew])?`;
const POINT = new RegExp(
  String.raw`^\s*${DEGREES}\s*[,;\s]\s*${DEGREES}(?:\s*[,;\s]\s*[+-]?[\d.]+\s*[a-z]*)?\s*$`,
);

/** geopy's longitude normalisation, only applied beyond ±180. */
function normaliseLongitude(longitude: number): number {
  if (Math.abs(longitude) <= 180) return longitude;
  const modulo = longitude % 360 || 0;
  if (modulo < -180) return modulo + 360;
  if (modulo >= 180) return modulo - 360;
  return modulo;
}

/**
 * BaseDeckGLViz.parse_coordinates: a "lat, lon" string as (latitude, longitude) — in that order,
 * which deck.gl reads as [lon, lat]; Superset leaves the swap to the control's reverse checkbox.
 */
export function parseCoordinates(value: unknown): [number, number] | null {
  if (value === null || value === undefined || value === '') return null;
  const invalid = () => new LegacyVizError(`Invalid spatial point encountered: ${String(value)}`);
  const match = typeof value === 'string' ? POINT.exec(value) : null;
  if (!match) throw invalid();
  const signed = (degrees: string | undefined, hemisphere: string | undefined) => {
    const n = Number(degrees);
    return hemisphere && 'SWsw'.includes(hemisphere) ? -Math.abs(n) : n;
  };
  const latitude = signed(match[1], match[2]);
  const longitude = signed(match[3], match[4]);
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90) throw invalid();
  return [latitude, normaliseLongitude(longitude)];
}

/** BaseDeckGLViz.reverse_geohash_decode: a geohash's cell centre as [lon, lat]. */
function geohashPosition(value: unknown): [number, number] | null {
  const decoded = typeof value === 'string' ? decodeGeohash(value) : null;
  if (!decoded) throw new LegacyVizError(`Invalid geohash: ${String(value)}`);
  return [decoded[1], decoded[0]];
}

/**
 * BaseDeckGLViz.process_spatial_data_obj: adds the spatial control's position under `key` to every
 * row ([lon, lat] for latlong and geohash, [lat, lon] for delimited), dropping a delimited or
 * geohash source column; the reverse checkbox swaps the pair.
 */
export function withSpatial(rows: readonly LegacyRow[], formData: LegacyFormData, key: string): LegacyRow[] {
  const spatial = spatialControl(formData, key);
  const type = spatial.type;
  const source = columnName(
    type === 'delimited' ? spatial.lonlatCol : type === 'geohash' ? spatial.geohashCol : null,
  );
  const lon = columnName(spatial.lonCol);
  const lat = columnName(spatial.latCol);
  return rows.map((row) => {
    let position: unknown = null;
    if (type === 'latlong') position = [toNumeric(get(row, lon)), toNumeric(get(row, lat))];
    else if (type === 'delimited') position = parseCoordinates(get(row, source));
    else if (type === 'geohash') position = geohashPosition(get(row, source));
    const out: LegacyRow = { ...row };
    if (source !== null) delete out[source];
    if (spatial.reverseCheckbox && Array.isArray(position)) position = [...position].reverse();
    out[key] = position;
    return out;
  });
}

/** Google's encoded polyline (precision 5) as [lat, lon] pairs, like the `polyline` package. */
export function decodePolyline(encoded: string): [number, number][] {
  const points: [number, number][] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number => {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      if (index >= encoded.length) throw new LegacyVizError(`Invalid polyline: ${encoded}`);
      byte = encoded.charCodeAt(index++) - 63;
      result += (byte & 0x1f) * 2 ** shift;
      shift += 5;
    } while (byte >= 0x20);
    return result % 2 === 1 ? -(result + 1) / 2 : result / 2;
  };
  while (index < encoded.length) {
    lat += next();
    lng += next();
    points.push([lat / 1e5, lng / 1e5]);
  }
  return points;
}

/** viz.py's geohash_to_json: the geohash cell as a closed ring [w,n] [e,n] [e,s] [w,s] [w,n]. */
export function geohashPolygon(hash: string): [number, number][] {
  const centre = decodeGeohash(hash);
  if (!centre) throw new LegacyVizError(`Invalid geohash: ${hash}`);
  const bits = hash.length * 5;
  const halfLat = 90 / 2 ** Math.floor(bits / 2);
  const halfLon = 180 / 2 ** Math.ceil(bits / 2);
  const [s, n] = [centre[0] - halfLat, centre[0] + halfLat];
  const [w, e] = [centre[1] - halfLon, centre[1] + halfLon];
  return [
    [w, n],
    [e, n],
    [e, s],
    [w, s],
    [w, n],
  ];
}

/** DeckPathViz.deser_map: a line column's value (`line_type` json, polyline or geohash) as points. */
export function decodeLine(lineType: unknown, value: unknown): unknown[] {
  if (value === null || value === undefined) return [];
  if (lineType === 'json') {
    if (typeof value !== 'string') return Array.isArray(value) ? value : [];
    try {
      const parsed: unknown = JSON.parse(value);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      throw new LegacyVizError(`Invalid JSON line: ${value}`);
    }
  }
  if (lineType === 'polyline') return decodePolyline(String(value));
  if (lineType === 'geohash') return geohashPolygon(String(value));
  throw new LegacyVizError(`Unsupported line_type: ${String(lineType)}`);
}
