// `geohash_decode`, `geohash_encode` and `geodetic_parse`: add coordinate columns derived from
// one column, or a geohash column derived from two (Superset's pandas_postprocessing/geography).
import { InvalidDataError } from './errors';
import { assignColumns, columnValues, type Frame, isMissing } from './frame';
import { parseGeodetic } from './geodetic';
import { decodeGeohash, encodeGeohash } from './geohash';
import { OptionReader, requireColumns } from './options';
import { toNumber } from './stats';

export function geohashDecode(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('geohash_decode', options);
  const geohash = reader.string('geohash');
  const latitude = reader.string('latitude');
  const longitude = reader.string('longitude');
  requireColumns('geohash_decode', frame, [geohash]);
  const points = columnValues(frame, geohash).map((value) => {
    if (isMissing(value)) return null;
    const point = typeof value === 'string' ? decodeGeohash(value) : null;
    if (!point)
      throw new InvalidDataError('geohash_decode', `Invalid geohash string: ${JSON.stringify(value)}`);
    return point;
  });
  return assignColumns(frame, [
    { key: latitude, values: points.map((point) => point?.[0] ?? null) },
    { key: longitude, values: points.map((point) => point?.[1] ?? null) },
  ]);
}

export function geohashEncode(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('geohash_encode', options);
  const geohash = reader.string('geohash');
  const latitude = reader.string('latitude');
  const longitude = reader.string('longitude');
  requireColumns('geohash_encode', frame, [latitude, longitude]);
  const values = frame.rows.map((row) => {
    if (isMissing(row[latitude]) && isMissing(row[longitude])) return null;
    const lat = toNumber(row[latitude]);
    let lon = toNumber(row[longitude]);
    if (lat === null || lon === null || lat < -90 || lat >= 90 || !Number.isFinite(lon)) {
      throw new InvalidDataError(
        'geohash_encode',
        `Invalid longitude/latitude: ${JSON.stringify(row[latitude])}, ${JSON.stringify(row[longitude])}`,
      );
    }
    // python-geohash wraps longitudes into [-180, 180).
    lon = ((((lon + 180) % 360) + 360) % 360) - 180;
    return encodeGeohash(lat, lon);
  });
  return assignColumns(frame, [{ key: geohash, values, kind: 'string' }]);
}

export function geodeticParse(frame: Frame, options: unknown): Frame {
  const reader = new OptionReader('geodetic_parse', options);
  const geodetic = reader.string('geodetic');
  const latitude = reader.string('latitude');
  const longitude = reader.string('longitude');
  const altitude = reader.string('altitude', undefined);
  requireColumns('geodetic_parse', frame, [geodetic]);
  const points = columnValues(frame, geodetic).map((value) => {
    if (isMissing(value)) return null;
    const point = typeof value === 'string' ? parseGeodetic(value) : null;
    if (!point)
      throw new InvalidDataError('geodetic_parse', `Invalid geodetic string: ${JSON.stringify(value)}`);
    return point;
  });
  return assignColumns(frame, [
    { key: latitude, values: points.map((point) => point?.latitude ?? null) },
    { key: longitude, values: points.map((point) => point?.longitude ?? null) },
    ...(altitude ? [{ key: altitude, values: points.map((point) => point?.altitude ?? null) }] : []),
  ]);
}
