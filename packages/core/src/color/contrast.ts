/**
 * Spec 000's colour contrast helper (Superset's colorUtils): the text colour that reads on a
 * background, and a colour with an alpha channel. The messages are the spec's exact strings.
 */

/** Spec 000 point 9: a background brighter than this takes black text, otherwise white. */
export const CONTRAST_THRESHOLD = 186;

export const COLOR_MESSAGES = {
  invalidColor: 'Invalid color',
  opacityRange: 'The opacity should between 0 and 1',
} as const;

function channels(color: string): readonly [number, number, number] {
  const text = color.trim();
  const rgb = /^rgba?\(([^)]*)\)$/i.exec(text);
  if (rgb?.[1] !== undefined) {
    const parts = rgb[1].split(',').map((part) => Number(part.trim()));
    const [r, g, b] = parts;
    if (parts.length < 3 || r === undefined || g === undefined || b === undefined || parts.some(Number.isNaN))
      throw new Error(COLOR_MESSAGES.invalidColor);
    return [r, g, b];
  }
  const hex = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text)?.[1];
  if (hex === undefined) throw new Error(COLOR_MESSAGES.invalidColor);
  const full = hex.length === 3 ? [...hex].map((d) => d + d).join('') : hex;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as readonly [
    number,
    number,
    number,
  ];
}

/** Black (`#000`) on a background brighter than `threshold`, otherwise white (`#FFF`). */
export function contrastingColor(color: string, threshold = CONTRAST_THRESHOLD): '#000' | '#FFF' {
  const [r, g, b] = channels(color);
  return r * 0.299 + g * 0.587 + b * 0.114 > threshold ? '#000' : '#FFF';
}

/** `color` (`#rrggbb`) with `opacity` (0 to 1) as a two-digit alpha; anything outside 0..1 throws. */
export function addAlpha(color: string, opacity: number): string {
  if (!(opacity >= 0 && opacity <= 1)) throw new Error(COLOR_MESSAGES.opacityRange);
  const alpha = `0${Math.round(opacity * 255)
    .toString(16)
    .toUpperCase()}`.slice(-2);
  return `${color}${alpha}`;
}
