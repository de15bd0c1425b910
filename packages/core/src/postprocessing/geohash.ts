// The standard base-32 geohash (Niemeyer): longitude and latitude bits interleaved, longitude
// first, five bits per character. Decoding gives the centre of the cell, like python-geohash.

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

export const DEFAULT_GEOHASH_PRECISION = 12;

export function encodeGeohash(
  latitude: number,
  longitude: number,
  precision = DEFAULT_GEOHASH_PRECISION,
): string {
  const lat: [number, number] = [-90, 90];
  const lon: [number, number] = [-180, 180];
  let hash = '';
  let bits = 0;
  let value = 0;
  let even = true;
  while (hash.length < precision) {
    const range = even ? lon : lat;
    const coordinate = even ? longitude : latitude;
    const mid = (range[0] + range[1]) / 2;
    value <<= 1;
    // A point exactly on the midpoint belongs to the upper half (python-geohash truncates).
    if (coordinate >= mid) {
      value |= 1;
      range[0] = mid;
    } else {
      range[1] = mid;
    }
    even = !even;
    bits += 1;
    if (bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

/** The centre of a geohash cell as [latitude, longitude]; null for an invalid hash. */
export function decodeGeohash(hash: string): [number, number] | null {
  if (hash.length === 0) return null;
  const lat: [number, number] = [-90, 90];
  const lon: [number, number] = [-180, 180];
  let even = true;
  for (const char of hash.toLowerCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) return null;
    for (let bit = 4; bit >= 0; bit -= 1) {
      const range = even ? lon : lat;
      const mid = (range[0] + range[1]) / 2;
      if ((value >> bit) & 1) range[0] = mid;
      else range[1] = mid;
      even = !even;
    }
  }
  return [(lat[0] + lat[1]) / 2, (lon[0] + lon[1]) / 2];
}
