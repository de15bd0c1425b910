/**
 * The table's pure display helpers, as Superset's plugin-chart-table: per-column value formatters
 * (d3 number and time formats, small-number format, currency), cell-bar geometry and the
 * conditional-formatting colour functions.
 */
import { addAlpha } from '@tessera/core';
import { format as d3Format } from 'd3-format';
import { utcFormat } from 'd3-time-format';
import { SMART_DATE, SMART_NUMBER, timeFormatter, valueFormatter } from '../shared/valueFormat';

export type Formatter = (value: unknown) => string;

/** What Superset prints for a missing value. */
export const NULL_TEXT = 'N/A';

export interface CurrencyFormat {
  readonly symbol?: string;
  readonly symbolPosition?: 'prefix' | 'suffix' | string;
}

/** Superset's per-column settings (`column_config[<column>]`). */
export interface TableColumnConfig {
  readonly d3NumberFormat?: string;
  readonly d3SmallNumberFormat?: string;
  readonly d3TimeFormat?: string;
  readonly columnWidth?: number;
  readonly fractionDigits?: number;
  readonly horizontalAlign?: 'left' | 'right' | 'center';
  readonly showCellBars?: boolean;
  readonly alignPositiveNegative?: boolean;
  readonly colorPositiveNegative?: boolean;
  readonly truncateLongCells?: boolean;
  readonly currencyFormat?: CurrencyFormat;
  readonly visible?: boolean;
  readonly customColumnName?: string;
}

const DATABASE_DATETIME = '%Y-%m-%d %H:%M:%S';

function currencySymbol(code: string): string {
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1);
    return parts.find((part) => part.type === 'currency')?.value ?? code;
  } catch {
    return code;
  }
}

/** A number formatter: the d3 spec (SMART_NUMBER by default), with the currency symbol around it. */
export function numberFormatter(spec: string | undefined, currency?: CurrencyFormat | null): Formatter {
  const base = valueFormatter(spec || SMART_NUMBER);
  if (!currency?.symbol) return withNull(base);
  const symbol = currencySymbol(currency.symbol);
  const suffix = currency.symbolPosition === 'suffix';
  return withNull((value) => {
    const text = base(value);
    if (typeof value !== 'number') return text;
    return suffix ? `${text} ${symbol}` : `${symbol} ${text}`;
  });
}

function withNull(format: Formatter): Formatter {
  return (value) => (value === null || value === undefined ? NULL_TEXT : format(value));
}

/** Values as they are (dimensions, raw numbers without a format). */
export const plainFormatter: Formatter = withNull((value) => String(value));

/**
 * Superset's table time formatter: `table_timestamp_format` (smart_date by default) follows the
 * time grain when there is one; a column's own format wins; epoch numbers without either show as
 * database datetimes.
 */
export function temporalFormatter(
  tableFormat: unknown,
  customFormat: string | undefined,
  grain: string | undefined,
): Formatter {
  const wanted = customFormat || (typeof tableFormat === 'string' && tableFormat) || SMART_DATE;
  if (wanted === SMART_DATE) {
    if (grain) return withNull(timeFormatter(SMART_DATE, grain));
    const format = utcFormat(DATABASE_DATETIME);
    return withNull((value) => (typeof value === 'number' ? format(new Date(value)) : String(value)));
  }
  return withNull(timeFormatter(wanted));
}

/** The formatter for `|value| < 1` when the column sets d3SmallNumberFormat. */
export function withSmallNumberFormat(
  format: Formatter,
  config: TableColumnConfig,
  currency?: CurrencyFormat | null,
): Formatter {
  if (config.d3SmallNumberFormat === undefined || config.d3SmallNumberFormat === '') return format;
  const small = numberFormatter(config.d3SmallNumberFormat, currency);
  return (value) => (typeof value === 'number' && Math.abs(value) < 1 ? small(value) : format(value));
}

/**
 * Rounds numbers to the column's fraction digits before formatting (0 to 100, the range
 * `toFixed` takes; Superset's slider). Outside that range, or unset, numbers stay as they are.
 */
export function withFractionDigits(format: Formatter, digits: unknown): Formatter {
  if (typeof digits !== 'number' || !Number.isInteger(digits) || digits < 0 || digits > 100) return format;
  return (value) =>
    typeof value === 'number' && Number.isFinite(value)
      ? format(Number(value.toFixed(digits)))
      : format(value);
}

export const percentFormatter = (spec?: string): Formatter => numberFormatter(spec || '.3%');

// --- cell bars (Superset's cellWidth / cellOffset / cellBackground) ---

/** The bar range of a numeric column: [0, max |v|] when aligned at zero, else [min, max]. */
export function valueRange(
  rows: readonly Record<string, unknown>[],
  key: string,
  alignPositiveNegative: boolean,
): [number, number] | null {
  if (typeof rows[0]?.[key] !== 'number') return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const row of rows) {
    const value = row[key];
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    const v = alignPositiveNegative ? Math.abs(value) : value;
    if (v < min) min = v;
    if (v > max) max = v;
  }
  if (!Number.isFinite(min)) return null;
  return alignPositiveNegative ? [0, max] : [min, max];
}

export interface CellBar {
  /** Percent of the cell's width. */
  readonly left: number;
  readonly width: number;
  readonly negative: boolean;
}

export function cellBar(
  value: number,
  range: readonly [number, number],
  alignPositiveNegative: boolean,
): CellBar {
  const [min, max] = range;
  if (alignPositiveNegative) {
    const width = max === 0 ? 0 : Math.abs(Math.round((value / max) * 100));
    return { left: 0, width, negative: value < 0 };
  }
  const positive = Math.abs(Math.max(max, 0));
  const negative = Math.abs(Math.min(min, 0));
  const total = positive + negative || 1;
  return {
    left: Math.round((Math.min(negative + value, negative) / total) * 100),
    width: Math.round((Math.abs(value) / total) * 100),
    negative: value < 0,
  };
}

export function cellBarColor(negative: boolean, colorPositiveNegative: boolean): string {
  return `rgba(${colorPositiveNegative && negative ? 150 : 0},0,0,0.2)`;
}

// --- conditional formatting (Superset's getColorFormatters) ---

export interface ConditionalFormattingConfig {
  readonly column?: string;
  readonly operator?: string;
  readonly targetValue?: number;
  readonly targetValueLeft?: number;
  readonly targetValueRight?: number;
  readonly colorScheme?: string;
}

export interface ColorFormatter {
  readonly column: string;
  readonly getColorFromValue: (value: number) => string | undefined;
}

const BETWEEN = ['< x <', '≤ x ≤', '≤ x <', '< x ≤'];
/** Superset's theme colour names a rule may carry instead of a hex colour. */
const THEME_COLORS: Readonly<Record<string, string>> = {
  colorSuccess: '#5AC189',
  colorWarning: '#FCC700',
  colorError: '#E04355',
  colorPrimary: '#20A7C9',
};

const round2 = (n: number) => Math.round(n * 100) / 100;

function opacity(value: number, cutoff: number, extreme: number, min: number): number {
  if (extreme === cutoff) return 1;
  return Math.min(1, round2(Math.abs(((1 - min) / (extreme - cutoff)) * (value - cutoff)) + min));
}

/** A scheme colour at `alpha`, through the spec's helper: an opacity outside 0..1 throws, not clamps. */
function withAlpha(color: string, alpha: number): string {
  const hex = THEME_COLORS[color] ?? color;
  return /^#[0-9a-f]{6}$/i.test(hex) ? addAlpha(hex, alpha) : hex;
}

function colorFunction(
  rule: ConditionalFormattingConfig,
  values: readonly unknown[],
): ((value: number) => string | undefined) | null {
  const { operator, targetValue: t, targetValueLeft: left, targetValueRight: right, colorScheme } = rule;
  if (operator === undefined || colorScheme === undefined) return null;
  if (
    BETWEEN.includes(operator)
      ? left === undefined || right === undefined
      : operator !== 'None' && t === undefined
  )
    return null;
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (typeof v === 'number') {
      if (v < min) min = v;
      if (v > max) max = v;
    }
  }
  const compare = (value: number): [number, number] | null => {
    switch (operator) {
      case 'None':
        return value >= min && value <= max ? [min, max] : null;
      case '>':
        return value > t! ? [t!, max] : null;
      case '<':
        return value < t! ? [t!, min] : null;
      case '≥':
        return value >= t! ? [t!, max] : null;
      case '≤':
        return value <= t! ? [t!, min] : null;
      case '=':
        return value === t! ? [t!, t!] : null;
      case '≠':
        return value === t! ? null : [t!, Math.abs(t! - min) > Math.abs(max - t!) ? min : max];
      case '< x <':
        return value > left! && value < right! ? [left!, right!] : null;
      case '≤ x ≤':
        return value >= left! && value <= right! ? [left!, right!] : null;
      case '≤ x <':
        return value >= left! && value < right! ? [left!, right!] : null;
      case '< x ≤':
        return value > left! && value <= right! ? [left!, right!] : null;
      default:
        return null;
    }
  };
  const minOpacity = operator === 'None' ? 0 : 0.05;
  return (value) => {
    const hit = compare(value);
    return hit ? withAlpha(colorScheme, opacity(value, hit[0], hit[1], minOpacity)) : undefined;
  };
}

/** The rules of `conditional_formatting` that are complete, each with its colour function. */
export function colorFormatters(rules: unknown, rows: readonly Record<string, unknown>[]): ColorFormatter[] {
  if (!Array.isArray(rules)) return [];
  return (rules as ConditionalFormattingConfig[]).flatMap((rule) => {
    if (!rule || typeof rule.column !== 'string') return [];
    const column = rule.column;
    const fn = colorFunction(
      rule,
      rows.map((row) => row[column]),
    );
    return fn ? [{ column, getColorFromValue: fn }] : [];
  });
}

/** d3 format spec check used by tests and the column config: a spec d3 accepts. */
export function isD3Format(spec: string): boolean {
  try {
    d3Format(spec);
    return true;
  } catch {
    return false;
  }
}
