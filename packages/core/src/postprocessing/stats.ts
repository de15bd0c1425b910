// Numeric helpers shared by the operations, written to give numpy's and pandas' answers
// (quantile methods, half-to-even rounding, Python's float repr).
import { isMissing } from './frame';

/** A cell as a number, or null when it is missing or not numeric (pandas' NaN). */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'string' && value.trim() !== '') {
    // Drivers hand DECIMAL/NUMERIC back as strings; pandas sees Decimal objects and computes on them.
    const parsed = Number(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  return null;
}

/** The non-missing numbers among values. */
export function presentNumbers(values: readonly unknown[]): number[] {
  const out: number[] = [];
  for (const value of values) {
    const n = toNumber(value);
    if (n !== null) out.push(n);
  }
  return out;
}

export const hasMissing = (values: readonly unknown[]): boolean => values.some((value) => isMissing(value));

/** Kahan-compensated sum (pandas and numpy both compensate; a plain loop drifts). */
export function sum(values: readonly number[]): number {
  let total = 0;
  let compensation = 0;
  for (const value of values) {
    const y = value - compensation;
    const t = total + y;
    compensation = t - total - y;
    total = t;
  }
  return total;
}

export const mean = (values: readonly number[]): number | null =>
  values.length === 0 ? null : sum(values) / values.length;

export function variance(values: readonly number[], ddof: number): number | null {
  const n = values.length;
  if (n - ddof <= 0) return null;
  const m = sum(values) / n;
  return sum(values.map((value) => (value - m) ** 2)) / (n - ddof);
}

export function std(values: readonly number[], ddof: number): number | null {
  const v = variance(values, ddof);
  return v === null ? null : Math.sqrt(v);
}

export const sortedNumbers = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);

export type QuantileMethod = 'linear' | 'lower' | 'higher' | 'nearest' | 'midpoint';
export const QUANTILE_METHODS: readonly QuantileMethod[] = [
  'linear',
  'lower',
  'higher',
  'nearest',
  'midpoint',
];

/** numpy.quantile on already-sorted values, q in [0, 1]. */
export function quantileSorted(sorted: readonly number[], q: number, method: QuantileMethod = 'linear') {
  const n = sorted.length;
  if (n === 0) return null;
  const virtual = q * (n - 1);
  const lo = Math.floor(virtual);
  const hi = Math.min(lo + 1, n - 1);
  const at = (i: number) => sorted[Math.max(0, Math.min(n - 1, i))]!;
  switch (method) {
    case 'lower':
      return at(lo);
    case 'higher':
      return at(Math.ceil(virtual));
    case 'nearest':
      return at(roundHalfEven(virtual));
    case 'midpoint':
      return virtual === lo ? at(lo) : (at(lo) + at(hi)) / 2;
    default:
      return lerp(at(lo), at(hi), virtual - lo);
  }
}

/** numpy's _lerp: stable at both ends of the interval. */
function lerp(a: number, b: number, t: number): number {
  const diff = b - a;
  return t >= 0.5 ? b - diff * (1 - t) : a + diff * t;
}

export const median = (values: readonly number[]): number | null =>
  quantileSorted(sortedNumbers(values), 0.5);

/** Round half to even (numpy's rint). */
export function roundHalfEven(x: number): number {
  if (!Number.isFinite(x)) return x;
  const floor = Math.floor(x);
  const diff = x - floor;
  const rounded = diff > 0.5 ? floor + 1 : diff < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  // rint keeps the sign of a negative value that rounds to zero (-0.5 → -0.0).
  return rounded === 0 && x < 0 ? -0 : rounded;
}

/** numpy's `round(x, decimals)`: scale, round half to even, unscale. */
export function roundTo(x: number, decimals: number): number {
  if (!Number.isFinite(x)) return x;
  if (decimals >= 0) {
    const scale = 10 ** decimals;
    return roundHalfEven(x * scale) / scale;
  }
  const scale = 10 ** -decimals;
  return roundHalfEven(x / scale) * scale;
}

/** A float as Python's repr prints it (`1.0`, `0.5`, `1e+16`, `1e-05`, `nan`, `inf`). */
export function pythonFloatRepr(x: number): string {
  if (Number.isNaN(x)) return 'nan';
  if (!Number.isFinite(x)) return x > 0 ? 'inf' : '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const [mantissa = '', exponentText = '0'] = x.toExponential().split('e');
  const exponent = Number(exponentText);
  const negative = mantissa.startsWith('-');
  const digits = mantissa.replace('-', '').replace('.', '');
  const sign = negative ? '-' : '';
  if (exponent < -4 || exponent >= 16) {
    const body = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    const expSign = exponent < 0 ? '-' : '+';
    return `${sign}${body}e${expSign}${String(Math.abs(exponent)).padStart(2, '0')}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const intDigits = exponent + 1;
  if (digits.length <= intDigits) return `${sign}${digits.padEnd(intDigits, '0')}.0`;
  return `${sign}${digits.slice(0, intDigits)}.${digits.slice(intDigits)}`;
}

/** A UTC instant as pandas prints a naive Timestamp: `2020-01-01 00:00:00[.ffffff]`. */
export function pandasTimestampText(ms: number): string {
  const iso = new Date(ms).toISOString();
  const fraction = iso.slice(20, 23);
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}${fraction === '000' ? '' : `.${fraction}000`}`;
}
