/**
 * Superset's number formats by id (superset-ui-core's NumberFormatterRegistry): the adaptive
 * SMART_NUMBER and its signed twin, durations, and any d3-format specifier, each formatter built
 * once and cached. Values that are not finite numbers show as Superset shows them.
 */
import { type FormatLocaleDefinition, formatLocale } from 'd3-format';
import { durationFormatter } from './duration';

export const NumberFormats = {
  SMART_NUMBER: 'SMART_NUMBER',
  SMART_NUMBER_SIGNED: 'SMART_NUMBER_SIGNED',
  DURATION: 'DURATION',
  DURATION_SUB: 'DURATION_SUB',
  DURATION_COL: 'DURATION_COL',
  DURATION_S: 'DURATION_S',
  INTEGER: ',d',
  INTEGER_SIGNED: '+,d',
  FLOAT: ',.2f',
  FLOAT_1_POINT: ',.1f',
  FLOAT_2_POINT: ',.2f',
  FLOAT_3_POINT: ',.3f',
  FLOAT_SIGNED: '+,.2f',
  PERCENT: ',.2%',
  PERCENT_1_POINT: ',.1%',
  PERCENT_2_POINT: ',.2%',
  PERCENT_3_POINT: ',.3%',
  PERCENT_SIGNED: '+,.2%',
  SI: '.3s',
  SI_1_DIGIT: '.1s',
  SI_2_DIGIT: '.2s',
  SI_3_DIGIT: '.3s',
  DOLLAR: '$,.2f',
  DOLLAR_SIGNED: '+$,.2f',
  DOLLAR_ROUND: '$,d',
} as const;

export type NumberFormatter = (value: number | null | undefined) => string;

/**
 * Superset's DEFAULT_D3_FORMAT, with the ASCII hyphen-minus Superset keeps for negative numbers
 * since its d3-format 3 upgrade (its createD3NumberFormatter test: -1234 → '-1,234').
 */
export const DEFAULT_D3_LOCALE: FormatLocaleDefinition = {
  decimal: '.',
  thousands: ',',
  grouping: [3],
  currency: ['$', ''],
  minus: '-',
};

const locale = formatLocale(DEFAULT_D3_LOCALE);

/** A d3-format function under Superset's locale; throws on an invalid specifier. */
export function d3NumberFormat(specifier: string): (value: number) => string {
  return locale.format(specifier);
}

const si = d3NumberFormat('.3~s');
const twoDecimals = d3NumberFormat('.2~f');
const fourDecimals = d3NumberFormat('.4~f');

/** Superset's createSmartNumberFormatter: SI from a thousand (B for billions), µ below 0.001. */
function smartValue(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return si(value).replace('G', 'B');
  if (abs >= 1) return twoDecimals(value);
  if (abs >= 0.001) return fourDecimals(value);
  if (abs > 0.000001) return `${si(value * 1000000)}µ`;
  return si(value);
}

export function smartNumber(value: number): string {
  return smartValue(value);
}

export function smartNumberSigned(value: number): string {
  return `${value > 0 ? '+' : ''}${smartValue(value)}`;
}

/** Superset's NumberFormatter.format around a format function: null, NaN and infinities first. */
function guarded(formatFunc: (value: number) => string): NumberFormatter {
  return (value) => {
    if (value === null || value === undefined || Number.isNaN(value)) return `${value}`;
    if (value === Number.POSITIVE_INFINITY) return '∞';
    if (value === Number.NEGATIVE_INFINITY) return '-∞';
    return formatFunc(value);
  };
}

const BUILT_IN: Readonly<Record<string, (value: number) => string>> = {
  [NumberFormats.SMART_NUMBER]: smartNumber,
  [NumberFormats.SMART_NUMBER_SIGNED]: smartNumberSigned,
  [NumberFormats.DURATION]: durationFormatter(),
  [NumberFormats.DURATION_SUB]: durationFormatter({ formatSubMilliseconds: true }),
  [NumberFormats.DURATION_COL]: durationFormatter({ colonNotation: true }),
  [NumberFormats.DURATION_S]: durationFormatter({ multiplier: 1000 }),
};

const cache = new Map<string, NumberFormatter>();

/** Whether a format id is one Superset knows: a built-in id or a valid d3 specifier. */
export function isValidNumberFormat(format: string): boolean {
  if (format in BUILT_IN) return true;
  try {
    d3NumberFormat(format);
    return true;
  } catch {
    return false;
  }
}

/**
 * The formatter of a format id (Superset's getNumberFormatter): empty means SMART_NUMBER; an invalid
 * d3 specifier formats as "<value> (Invalid format: <spec>)" as Superset's does.
 */
export function getNumberFormatter(format?: string | null): NumberFormatter {
  const id = (format ?? '').trim() || NumberFormats.SMART_NUMBER;
  const cached = cache.get(id);
  if (cached) return cached;
  let formatFunc = BUILT_IN[id];
  if (!formatFunc) {
    try {
      formatFunc = d3NumberFormat(id);
    } catch {
      formatFunc = (value) => `${value} (Invalid format: ${id})`;
    }
  }
  const formatter = guarded(formatFunc);
  cache.set(id, formatter);
  return formatter;
}

export function formatNumber(format: string | null | undefined, value: number | null | undefined): string {
  return getNumberFormatter(format)(value);
}
