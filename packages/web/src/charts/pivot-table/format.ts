/**
 * How the pivot table writes its values and headers, as Superset's: a metric's own d3 format (and
 * currency) wins over the chart's value format, currency symbols stand apart from the number,
 * temporal headers follow the date format (smart_date by the time grain), and conditional
 * formatting colours a metric's cells by Superset's getColorFormatters rules.
 */
import { valueFormatter } from '../shared/valueFormat';

export interface Currency {
  readonly symbol: string;
  readonly symbolPosition?: string;
}

export function asCurrency(value: unknown): Currency | null {
  if (!value || typeof value !== 'object') return null;
  const { symbol, symbolPosition } = value as Record<string, unknown>;
  return typeof symbol === 'string' && symbol && symbol !== 'AUTO'
    ? { symbol, ...(typeof symbolPosition === 'string' ? { symbolPosition } : {}) }
    : null;
}

const symbols = new Map<string, string>();

/** The currency's sign in en-US ('USD' → '$'); the code itself when Intl does not know it. */
export function currencySign(code: string): string {
  let sign = symbols.get(code);
  if (sign === undefined) {
    try {
      sign =
        new Intl.NumberFormat('en-US', { style: 'currency', currency: code })
          .formatToParts(1)
          .find((part) => part.type === 'currency')?.value ?? code;
    } catch {
      sign = code;
    }
    symbols.set(code, sign);
  }
  return sign;
}

export type Formatter = (value: unknown) => string;

/** A number formatter: the d3 spec (SMART_NUMBER adaptive), with the currency sign before or after. */
export function numberFormatter(spec: unknown, currency: Currency | null): Formatter {
  const format = valueFormatter(spec);
  if (!currency) return format;
  const sign = currencySign(currency.symbol);
  const suffix = currency.symbolPosition === 'suffix';
  return (value) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return format(value);
    // A '$' in the d3 spec would print the sign twice.
    const text = format(value).replace('$', '');
    return suffix ? `${text} ${sign}` : `${sign} ${text}`;
  };
}

// Conditional formatting (Superset's getColorFormatters).

export interface ConditionalFormat {
  readonly column?: string;
  readonly operator?: string;
  readonly targetValue?: number;
  readonly targetValueLeft?: number;
  readonly targetValueRight?: number;
  readonly colorScheme?: string;
  /** Colour the text instead of the background. */
  readonly toTextColor?: boolean;
}

export interface ColorFormatter {
  readonly column: string;
  readonly toTextColor: boolean;
  readonly colorOf: (value: number) => string | undefined;
}

/** Superset's theme colour names in saved charts, as our palette. */
const THEME_COLORS: Readonly<Record<string, string>> = {
  colorSuccess: '#5AC189',
  colorWarning: '#FCC700',
  colorError: '#E04355',
  colorPrimary: '#20A7C9',
};

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function opacity(value: number, cutoff: number, extreme: number, min: number): number {
  if (extreme === cutoff) return 1;
  return Math.min(1, round2(Math.abs(((1 - min) / (extreme - cutoff)) * (value - cutoff)) + min));
}

/** `#RRGGBB` with an alpha byte; other colour forms come back as they are. */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (!hex) return color;
  return `${color}${Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0')}`;
}

type Range = { cutoff: number; extreme: number } | null;

function comparator(rule: ConditionalFormat, min: number, max: number): ((v: number) => Range) | null {
  const { operator, targetValue: t, targetValueLeft: left, targetValueRight: right } = rule;
  const between = (test: (v: number) => boolean) =>
    left === undefined || right === undefined
      ? null
      : (v: number) => (test(v) ? { cutoff: left, extreme: right } : null);
  if (operator === 'None') return (v) => (v >= min && v <= max ? { cutoff: min, extreme: max } : null);
  if (operator === '< x <') return between((v) => v > left! && v < right!);
  if (operator === '≤ x ≤') return between((v) => v >= left! && v <= right!);
  if (operator === '≤ x <') return between((v) => v >= left! && v < right!);
  if (operator === '< x ≤') return between((v) => v > left! && v <= right!);
  if (t === undefined) return null;
  const above = (test: boolean) => (test ? { cutoff: t, extreme: max } : null);
  const below = (test: boolean) => (test ? { cutoff: t, extreme: min } : null);
  if (operator === '>') return (v) => above(v > t);
  if (operator === '≥') return (v) => above(v >= t);
  if (operator === '<') return (v) => below(v < t);
  if (operator === '≤') return (v) => below(v <= t);
  if (operator === '=') return (v) => (v === t ? { cutoff: t, extreme: t } : null);
  if (operator === '≠') return (v) => (v !== t ? { cutoff: t, extreme: v > t ? max : min } : null);
  return null;
}

/**
 * One formatter per usable rule: the colour grows more opaque from the rule's cutoff toward the
 * extreme value of the metric in the query's rows (from transparent for "None", a colour scale).
 */
export function colorFormatters(
  rules: unknown,
  records: readonly Readonly<Record<string, unknown>>[],
): ColorFormatter[] {
  if (!Array.isArray(rules)) return [];
  const formatters: ColorFormatter[] = [];
  for (const rule of rules as ConditionalFormat[]) {
    const column = rule?.column;
    const scheme = rule?.colorScheme;
    if (!column || !scheme || !rule.operator) continue;
    let min = Number.POSITIVE_INFINITY;
    let max = Number.NEGATIVE_INFINITY;
    for (const record of records) {
      const value = record[column];
      if (typeof value === 'number') {
        if (value < min) min = value;
        if (value > max) max = value;
      }
    }
    const test = comparator(rule, min, max);
    if (!test) continue;
    const color = THEME_COLORS[scheme] ?? scheme;
    const minOpacity = rule.operator === 'None' ? MIN_OPACITY_UNBOUNDED : MIN_OPACITY_BOUNDED;
    formatters.push({
      column,
      toTextColor: rule.toTextColor === true,
      colorOf: (value) => {
        const range = test(value);
        return range ? withAlpha(color, opacity(value, range.cutoff, range.extreme, minOpacity)) : undefined;
      },
    });
  }
  return formatters;
}
