import { describe, expect, it } from 'vitest';
import { InvalidDataError } from './errors';
import { parseGeodetic } from './geodetic';
import { geodeticParse, geohashDecode, geohashEncode } from './geography';
import { decodeGeohash, encodeGeohash } from './geohash';
import { column, frame } from './test/helpers';

describe('geohash', () => {
  it('encodes the reference point of the geohash article', () => {
    // Niemeyer's example: 57.64911, 10.40744 is u4pruydqqvj.
    expect(encodeGeohash(57.64911, 10.40744, 11)).toBe('u4pruydqqvj');
    expect(encodeGeohash(57.64911, 10.40744)).toHaveLength(12);
    expect(encodeGeohash(0, 0, 1)).toBe('s');
    expect(encodeGeohash(-90, -180, 2)).toBe('00');
  });

  it('decodes to the centre of the cell', () => {
    // "ezs42": lat in [42.5830078125, 42.626953125], lon in [-5.625, -5.5810546875]
    expect(decodeGeohash('ezs42')).toEqual([42.60498046875, -5.60302734375]);
    const [lat, lon] = decodeGeohash('u4pruydqqvj')!;
    expect(lat).toBeCloseTo(57.64911, 5);
    expect(lon).toBeCloseTo(10.40744, 5);
    expect(decodeGeohash('abc')).toBeNull();
  });

  it('geohash_encode and geohash_decode add columns', () => {
    const points = frame([{ lat: 57.64911, lon: 10.40744 }]);
    const encoded = geohashEncode(points, { latitude: 'lat', longitude: 'lon', geohash: 'hash' });
    expect(String(column(encoded, 'hash')[0])).toMatch(/^u4pruydqqvj/);
    const decoded = geohashDecode(frame([{ hash: 'ezs42' }]), {
      geohash: 'hash',
      latitude: 'y',
      longitude: 'x',
    });
    expect(decoded.columns).toEqual(['hash', 'y', 'x']);
    expect(decoded.rows[0]).toEqual({ hash: 'ezs42', y: 42.60498046875, x: -5.60302734375 });
  });

  it('rejects invalid geohashes and coordinates', () => {
    expect(() =>
      geohashDecode(frame([{ h: 'ai!' }]), { geohash: 'h', latitude: 'y', longitude: 'x' }),
    ).toThrow(/Invalid geohash string/);
    expect(() =>
      geohashEncode(frame([{ lat: 95, lon: 0 }]), { latitude: 'lat', longitude: 'lon', geohash: 'g' }),
    ).toThrow(InvalidDataError);
  });
});

describe('geodetic_parse', () => {
  it('reads decimal degrees, hemispheres, DMS and altitudes (in km)', () => {
    expect(parseGeodetic('41.5, -81.0')).toEqual({ latitude: 41.5, longitude: -81, altitude: 0 });
    expect(parseGeodetic('41.5 N; 81.0 W')).toEqual({ latitude: 41.5, longitude: -81, altitude: 0 });
    expect(parseGeodetic('10, 20, 500m')).toEqual({ latitude: 10, longitude: 20, altitude: 0.5 });
    expect(parseGeodetic('10 20 2')).toEqual({ latitude: 10, longitude: 20, altitude: 2 });
    const dms = parseGeodetic(`23°26'24" N, 23°27'36" E`)!;
    // 23 + 26/60 + 24/3600 = 23.44; 23 + 27/60 + 36/3600 = 23.46
    expect(dms.latitude).toBeCloseTo(23.44, 12);
    expect(dms.longitude).toBeCloseTo(23.46, 12);
    expect(parseGeodetic('hello')).toBeNull();
    expect(parseGeodetic('91, 0')).toBeNull();
  });

  it('adds latitude, longitude and optional altitude columns', () => {
    const data = frame([{ p: '1.5, 2.5, 3' }, { p: null }]);
    const result = geodeticParse(data, { geodetic: 'p', latitude: 'lat', longitude: 'lon', altitude: 'alt' });
    expect(result.rows).toEqual([
      { p: '1.5, 2.5, 3', lat: 1.5, lon: 2.5, alt: 3 },
      { p: null, lat: null, lon: null, alt: null },
    ]);
    expect(() =>
      geodeticParse(frame([{ p: 'x' }]), { geodetic: 'p', latitude: 'a', longitude: 'b' }),
    ).toThrow(/Invalid geodetic string/);
  });
});
