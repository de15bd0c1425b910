/**
 * The number and date formats a chart's form data names (`y_axis_format`, `number_format`,
 * `time_format`, `currency_format`) as formatters. The formats themselves are core's (Superset's
 * SMART_NUMBER, durations, d3 specifiers, smart_date); this adds the chart conventions: the
 * dataset's own metric format wins, non-numbers show as they are, smart_date follows the grain.
 */
import {
  smartNumber as coreSmartNumber,
  D3_FORMAT_OPTIONS,
  getCurrencyFormatter,
  getTimeFormatter,
  isCurrency,
  NumberFormats,
  SMART_DATE_ID,
  TIME_FORMATS_FOR_GRANULARITY,
} from '@tessera/core';
import { formatNumber, formatTemporal } from './formatters';

export const SMART_NUMBER = NumberFormats.SMART_NUMBER;
export const SMART_DATE = SMART_DATE_ID;

/** Superset's D3_FORMAT_OPTIONS (core's list): the choices of every number format control. */
export const NUMBER_FORMAT_CHOICES = D3_FORMAT_OPTIONS;

/** Superset's SMART_NUMBER: SI units from a thousand, two decimals above one, four below. */
export function smartNumber(value: number): string {
  return coreSmartNumber(value);
}

/**
 * A formatter for a metric's values: the dataset's format for the metric wins (as Superset's
 * getValueFormatter), then the chart's format, in the chart's currency when it has one; null and
 * non-numbers show as they are.
 */
export function valueFormatter(
  spec: unknown,
  metricFormat?: string | null,
  currency?: unknown,
): (value: unknown) => string {
  const chosen = metricFormat || (typeof spec === 'string' && spec ? spec : SMART_NUMBER);
  const format = getCurrencyFormatter(isCurrency(currency) ? currency : null, chosen);
  return (value) => {
    const number = typeof value === 'number' ? value : Number(value);
    if (value === null || value === undefined || value === '' || !Number.isFinite(number))
      return formatNumber(value);
    return format(number);
  };
}

/**
 * A formatter for times: a d3 time pattern or Superset's adaptive ids; smart_date shows the buckets
 * of the time grain (Superset's TimeFormatsForGranularity), else the date (and time when not midnight).
 */
export function timeFormatter(spec: unknown, grain?: unknown): (value: unknown) => string {
  const wanted = typeof spec === 'string' && spec ? spec : SMART_DATE;
  const grainPattern = typeof grain === 'string' ? TIME_FORMATS_FOR_GRANULARITY[grain] : undefined;
  const format =
    wanted === SMART_DATE ? (grainPattern ? getTimeFormatter(grainPattern) : null) : getTimeFormatter(wanted);
  if (!format) return formatTemporal;
  return (value) => {
    if (value === null || value === undefined) return formatTemporal(value);
    return format(value as number | string);
  };
}

/** Superset's names for the font-size proportions of headline charts, smallest first. */
export const FONT_SIZE_LABELS = ['Tiny', 'Small', 'Normal', 'Large', 'Huge'] as const;
