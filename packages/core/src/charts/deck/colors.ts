// Colours of the deck.gl charts: colour pickers, hex colours, categorical and sequential scales.
import type { Rgba } from './types';

/** Superset's PRIMARY_COLOR, every deck colour picker's default. */
export const PRIMARY_COLOR = { r: 0, g: 122, b: 135, a: 1 } as const;
export const TRANSPARENT: Rgba = [0, 0, 0, 0];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const channel = (value: unknown, fallback: number): number => {
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

/** A colour picker's `{r, g, b, a}` (a from 0 to 1) as deck.gl's [r, g, b, a]; the fallback when unset. */
export function pickerRgba(
  picker: unknown,
  fallback: { r: number; g: number; b: number; a: number } = PRIMARY_COLOR,
): Rgba {
  const c = isRecord(picker) ? picker : fallback;
  return [
    channel(c.r, fallback.r),
    channel(c.g, fallback.g),
    channel(c.b, fallback.b),
    Math.round(255 * Math.min(1, Math.max(0, channel(c.a, fallback.a)))),
  ];
}

/** `#rgb` or `#rrggbb` (optionally `#rrggbbaa`) as [r, g, b, a]; null for anything else. */
export function hexRgba(hex: unknown, alpha = 255): Rgba | null {
  if (typeof hex !== 'string') return null;
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  let digits = match[1];
  if (digits.length === 3) digits = [...digits].map((d) => d + d).join('');
  const at = (i: number) => Number.parseInt(digits.slice(i, i + 2), 16);
  return [at(0), at(2), at(4), digits.length === 8 ? at(6) : alpha];
}

const mix = (a: Rgba, b: Rgba, t: number): Rgba => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
  Math.round(a[3] + (b[3] - a[3]) * t),
];

/** The colour at t (0..1) along a scheme's stops, interpolated in RGB as d3's linear scales do. */
export function colorAt(colors: readonly string[], t: number, alpha = 255): Rgba {
  const stops = colors.map((c) => hexRgba(c, alpha)).filter((c): c is Rgba => c !== null);
  if (stops.length === 0) return TRANSPARENT;
  if (stops.length === 1 || !Number.isFinite(t)) return stops[0] as Rgba;
  const clamped = Math.min(1, Math.max(0, t));
  const scaled = clamped * (stops.length - 1);
  const i = Math.min(stops.length - 2, Math.floor(scaled));
  return mix(stops[i] as Rgba, stops[i + 1] as Rgba, scaled - i);
}

/** n colours evenly spread over a scheme (SequentialScheme.getColors). */
export function sampleColors(colors: readonly string[], n: number, alpha = 255): Rgba[] {
  if (n <= 1) return [colorAt(colors, 1, alpha)];
  return Array.from({ length: n }, (_, i) => colorAt(colors, i / (n - 1), alpha));
}

/**
 * A categorical scale as Superset's CategoricalColorScale: each new value takes the scheme's next
 * colour, in the order values are first met, wrapping around.
 */
export function categoricalScale(
  scheme: readonly string[],
  alpha = 255,
  colorFor?: (label: unknown) => string,
): (value: unknown) => Rgba {
  const assigned = new Map<string, Rgba>();
  return (value) => {
    const key = String(value);
    let color = assigned.get(key);
    if (!color) {
      const hex = colorFor ? colorFor(key) : scheme[assigned.size % Math.max(1, scheme.length)];
      color = hexRgba(hex, alpha) ?? TRANSPARENT;
      assigned.set(key, color);
    }
    return color;
  };
}

/** A colour ramp from transparent to one colour, for aggregated layers drawn in a fixed colour. */
export function alphaRamp(color: Rgba, steps = 6): Rgba[] {
  return Array.from({ length: steps }, (_, i) => {
    const t = (i + 1) / steps;
    return [color[0], color[1], color[2], Math.round(color[3] * t)] as Rgba;
  });
}
