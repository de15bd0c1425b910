/**
 * Colour arithmetic the schemes need: hex parsing and d3's HCL interpolation (CIE Lab under D65,
 * hue along the shorter arc), which Superset's sequential scales use between a scheme's stops.
 */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

/** `#rgb` or `#rrggbb` → channels 0..255; null for anything else. */
export function parseHex(color: string): Rgb | null {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
  };
}

const clampByte = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => clampByte(v).toString(16).padStart(2, '0')).join('')}`;
}

// d3-color's Lab constants (D65 white point).
const Xn = 0.96422;
const Yn = 1;
const Zn = 0.82521;
const t0 = 4 / 29;
const t1 = 6 / 29;
const t2 = 3 * t1 * t1;
const t3 = t1 * t1 * t1;

const rgb2lrgb = (x: number) => {
  const v = x / 255;
  return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
};
const lrgb2rgb = (x: number) => 255 * (x <= 0.0031308 ? 12.92 * x : 1.055 * x ** (1 / 2.4) - 0.055);
const xyz2lab = (t: number) => (t > t3 ? t ** (1 / 3) : t / t2 + t0);
const lab2xyz = (t: number) => (t > t1 ? t * t * t : t2 * (t - t0));

interface Hcl {
  readonly h: number;
  readonly c: number;
  readonly l: number;
}

function rgbToHcl({ r, g, b }: Rgb): Hcl {
  const lr = rgb2lrgb(r);
  const lg = rgb2lrgb(g);
  const lb = rgb2lrgb(b);
  const y = xyz2lab((0.2225045 * lr + 0.7168786 * lg + 0.0606169 * lb) / Yn);
  let x = y;
  let z = y;
  if (!(r === g && g === b)) {
    x = xyz2lab((0.4360747 * lr + 0.3850649 * lg + 0.1430804 * lb) / Xn);
    z = xyz2lab((0.0139322 * lr + 0.0971045 * lg + 0.7141733 * lb) / Zn);
  }
  const l = 116 * y - 16;
  const a = 500 * (x - y);
  const bb = 200 * (y - z);
  if (a === 0 && bb === 0) return { h: Number.NaN, c: l > 0 && l < 100 ? 0 : Number.NaN, l };
  const h = (Math.atan2(bb, a) * 180) / Math.PI;
  return { h: h < 0 ? h + 360 : h, c: Math.sqrt(a * a + bb * bb), l };
}

function hclToRgb({ h, c, l }: Hcl): Rgb {
  const hue = Number.isNaN(h) ? 0 : (h * Math.PI) / 180;
  const chroma = Number.isNaN(c) ? 0 : c;
  const a = Math.cos(hue) * chroma;
  const bb = Math.sin(hue) * chroma;
  let y = (l + 16) / 116;
  let x = Number.isNaN(a) ? y : y + a / 500;
  let z = Number.isNaN(bb) ? y : y - bb / 200;
  x = Xn * lab2xyz(x);
  y = Yn * lab2xyz(y);
  z = Zn * lab2xyz(z);
  return {
    r: lrgb2rgb(3.1338561 * x - 1.6168667 * y - 0.4906146 * z),
    g: lrgb2rgb(-0.9787684 * x + 1.9161415 * y + 0.033454 * z),
    b: lrgb2rgb(0.0719453 * x - 0.2289914 * y + 1.4052427 * z),
  };
}

/** d3's interpolation of a channel that may be undefined (NaN): the defined end wins. */
function lerp(a: number, b: number, t: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  return a + (b - a) * t;
}

function lerpHue(a: number, b: number, t: number): number {
  if (Number.isNaN(a)) return b;
  if (Number.isNaN(b)) return a;
  let d = b - a;
  if (d > 180 || d < -180) d -= 360 * Math.round(d / 360);
  return a + d * t;
}

/** d3.interpolateHcl(from, to)(t) as hex. */
export function interpolateHcl(from: string, to: string, t: number): string {
  const a = parseHex(from);
  const b = parseHex(to);
  if (!a || !b) return t < 0.5 ? from : to;
  const ha = rgbToHcl(a);
  const hb = rgbToHcl(b);
  return toHex(hclToRgb({ h: lerpHue(ha.h, hb.h, t), c: lerp(ha.c, hb.c, t), l: lerp(ha.l, hb.l, t) }));
}

/** The colour at t (0..1) along stops spaced evenly, interpolated in HCL (d3's piecewise). */
export function colorAlong(stops: readonly string[], t: number): string {
  if (stops.length === 0) return '#000000';
  if (stops.length === 1 || !Number.isFinite(t)) return stops[0] as string;
  const clamped = Math.min(1, Math.max(0, t));
  const scaled = clamped * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(scaled));
  return interpolateHcl(stops[i] as string, stops[i + 1] as string, scaled - i);
}
