/**
 * How pandas prints values when it flattens a pivot's labels (`" ".join(str(v) for v in key)`)
 * and writes a CSV: Python's `str()`/`repr()` rules rather than JavaScript's `String()`.
 */
import type { LevelKind, PivotCell, PivotLabel } from './types';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Python's float repr: the shortest round-trip digits (as JavaScript's), but scientific notation
 * below 1e-4 and from 1e16, a two-digit exponent, and ".0" on integral values.
 */
export function pythonFloatRepr(value: number): string {
  if (Number.isNaN(value)) return 'nan';
  if (!Number.isFinite(value)) return value > 0 ? 'inf' : '-inf';
  if (value === 0) return Object.is(value, -0) ? '-0.0' : '0.0';
  const sign = value < 0 ? '-' : '';
  const [mantissa = '', exp = '0'] = Math.abs(value).toExponential().split('e');
  const exponent = Number(exp);
  const digits = mantissa.replace('.', '');
  if (exponent < -4 || exponent >= 16) {
    const body = digits.length > 1 ? `${digits[0]}.${digits.slice(1)}` : digits;
    return `${sign}${body}e${exponent < 0 ? '-' : '+'}${pad(Math.abs(exponent))}`;
  }
  if (exponent < 0) return `${sign}0.${'0'.repeat(-exponent - 1)}${digits}`;
  const whole = digits.slice(0, exponent + 1).padEnd(exponent + 1, '0');
  const fraction = digits.slice(exponent + 1);
  return `${sign}${whole}.${fraction || '0'}`;
}

/**
 * A timestamp as pandas prints it: `str(Timestamp)` ("2020-01-01 00:00:00", microseconds when
 * set) for a JSON result; the CSV's own text (the date alone when the column held only midnights).
 */
export function pandasTimestampText(ms: number, dateOnly: boolean): string {
  const d = new Date(ms);
  const date = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  if (dateOnly) return date;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const millis = d.getUTCMilliseconds();
  return `${date} ${time}${millis ? `.${pad(millis, 3)}000` : ''}`;
}

/** `str()` of one label level value; a missing value (pandas NaN) prints "nan". */
export function labelText(value: PivotLabel, level: LevelKind | undefined): string {
  if (value === null) return 'nan';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (level?.kind === 'temporal') return pandasTimestampText(value, level.dateOnly);
  if (level?.kind === 'float' || !Number.isInteger(value)) return pythonFloatRepr(value);
  return String(value);
}

/** A flattened label, as Superset names pivot columns and rows in JSON keys and CSV. */
export function flattenKey(key: readonly PivotLabel[], levels: readonly LevelKind[]): string {
  return key
    .map((value, i) => labelText(value, levels[i]))
    .join(' ')
    .trim();
}

/** A cell as pandas' to_csv writes it: floats by repr, NaN as an empty cell. */
export function csvCellText(value: PivotCell, float: boolean): string | null {
  if (value === null) return null;
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return null;
    return float || !Number.isInteger(value) ? pythonFloatRepr(value) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  return value;
}
