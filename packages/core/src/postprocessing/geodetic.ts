// Parsing of geodetic point strings the way geopy's Point(string) reads them: "lat, lon[, alt]"
// with comma, semicolon, slash or space separators; decimal degrees or degrees/minutes/seconds;
// N/S/E/W hemispheres; an altitude with an optional unit (km by default), returned in km.

const NUMBER = String.raw`[-+]?\d+(?:\.\d+)?`;
const COORDINATE = String.raw`(${NUMBER})\s*(?:°|deg|d)?\s*(?:(${NUMBER})\s*(?:'|′|m)\s*)?(?:(${NUMBER})\s*(?:"|″|''|s)\s*)?([NSEWnsew])?`;
const SEPARATOR = String.raw`\s*(?:[,;/]\s*|\s+)`;
const ALTITUDE = String.raw`(?:${SEPARATOR}(${NUMBER})\s*(km|m|mi|ft|nm|nmi)?)?`;
const POINT = new RegExp(String.raw`^\s*${COORDINATE}${SEPARATOR}${COORDINATE}${ALTITUDE}\s*$`);

const KILOMETRES_PER: Record<string, number> = {
  km: 1,
  m: 0.001,
  mi: 1.609344,
  ft: 0.0003048,
  nm: 1.852,
  nmi: 1.852,
};

export interface GeodeticPoint {
  readonly latitude: number;
  readonly longitude: number;
  /** Kilometres. */
  readonly altitude: number;
}

function degrees(parts: (string | undefined)[]): number {
  const [deg = '0', minutes, seconds, hemisphere] = parts;
  const whole = Number(deg);
  const magnitude = Math.abs(whole) + Number(minutes ?? 0) / 60 + Number(seconds ?? 0) / 3600;
  let sign = whole < 0 || deg.startsWith('-') ? -1 : 1;
  if (hemisphere && 'SsWw'.includes(hemisphere)) sign = -sign;
  return sign * magnitude;
}

/** Parses a point string; null when it is not one (or its latitude is beyond ±90°). */
export function parseGeodetic(text: string): GeodeticPoint | null {
  const match = POINT.exec(text);
  if (!match) return null;
  const latitude = degrees(match.slice(1, 5));
  let longitude = degrees(match.slice(5, 9));
  if (Math.abs(latitude) > 90 || !Number.isFinite(longitude)) return null;
  // geopy wraps longitudes into [-180, 180].
  if (Math.abs(longitude) > 180) longitude = ((((longitude + 180) % 360) + 360) % 360) - 180;
  const altitude = match[9] === undefined ? 0 : Number(match[9]) * (KILOMETRES_PER[match[10] ?? 'km'] ?? 1);
  return { latitude, longitude, altitude };
}
