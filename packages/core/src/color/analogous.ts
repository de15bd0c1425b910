/**
 * Analogous colours, for the USE_ANALAGOUS_COLORS flag: when a chart has more labels than its
 * scheme has colours, Superset extends the scheme with hues next to each colour on the wheel
 * (tinycolor's `analogous`, 30 slices of 12°) instead of starting the scheme over. Written here
 * rather than taking tinycolor2 for one function: core already has the hex arithmetic.
 */
import { parseHex, type Rgb, toHex } from './color-math';

interface Hsl {
  readonly h: number;
  readonly s: number;
  readonly l: number;
}

function rgbToHsl({ r, g, b }: Rgb): Hsl {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255];
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  const h =
    max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  return { h: h * 60, s, l };
}

function hueToChannel(p: number, q: number, t: number): number {
  const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
  if (u < 1 / 6) return p + (q - p) * 6 * u;
  if (u < 1 / 2) return q;
  if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
  return p;
}

function hslToRgb({ h, s, l }: Hsl): Rgb {
  if (s === 0) return { r: l * 255, g: l * 255, b: l * 255 };
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hh = h / 360;
  return {
    r: hueToChannel(p, q, hh + 1 / 3) * 255,
    g: hueToChannel(p, q, hh) * 255,
    b: hueToChannel(p, q, hh - 1 / 3) * 255,
  };
}

/** tinycolor's analogous(results, 30): the colour, then results − 1 hues stepping 12° across it. */
export function analogous(color: string, results: number): string[] {
  const rgb = parseHex(color);
  if (!rgb) return Array.from({ length: results }, () => color);
  const hsl = rgbToHsl(rgb);
  const part = 360 / 30;
  const out = [toHex(rgb)];
  // tinycolor starts half the fan below the hue (an integer shift, as it does).
  let hue = (hsl.h - ((part * results) >> 1) + 720) % 360;
  for (let left = results - 1; left > 0; left -= 1) {
    hue = (hue + part) % 360;
    out.push(toHex(hslToRgb({ ...hsl, h: hue })));
  }
  return out;
}

/**
 * Superset's getAnalogousColors: `results` new colours per scheme colour, interleaved by round
 * ([A1, B1, A2, B2, …]); each fan drops its first three (the colour and the two hues nearest it).
 */
export function getAnalogousColors(colors: readonly string[], results: number): string[] {
  const skip = 3;
  const fans = colors.map((color) => analogous(color, results + skip).slice(skip));
  const generated: string[] = [];
  for (let round = 0; round < results; round += 1) {
    for (const fan of fans) generated.push(fan[round] as string);
  }
  return generated;
}
