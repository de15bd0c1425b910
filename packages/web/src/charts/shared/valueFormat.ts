/**
 * The number and date formats a chart's form data names (`y_axis_format`, `number_format`,
 * `time_format`) as formatters, on top of the d3 formatters in formatters.ts: SMART_NUMBER is the
 * adaptive headline format, smart_date follows the time grain, anything else is a d3 spec.
 */
import { format as d3Format } from 'd3-format';
import { utcFormat } from 'd3-time-format';
import { formatBigNumber, formatNumber, formatTemporal } from './formatters';

export const SMART_NUMBER = 'SMART_NUMBER';
export const SMART_DATE = 'smart_date';

/** Superset's D3_FORMAT_OPTIONS, the common ones. */
export const NUMBER_FORMAT_CHOICES = [
  { value: SMART_NUMBER, label: 'Adaptive formatting' },
  { value: '~g', label: 'Original value' },
  { value: ',d', label: ',d (12345.432 => 12,345)' },
  { value: '.1s', label: '.1s (12345.432 => 10k)' },
  { value: '.3s', label: '.3s (12345.432 => 12.3k)' },
  { value: ',.1%', label: ',.1% (12345.432 => 1,234,543.2%)' },
  { value: '.2%', label: '.2% (12345.432 => 1234543.20%)' },
  { value: '.3%', label: '.3% (12345.432 => 1234543.200%)' },
  { value: '.4r', label: '.4r (12345.432 => 12350)' },
  { value: ',.1f', label: ',.1f (12345.432 => 12,345.4)' },
  { value: ',.2f', label: ',.2f (12345.432 => 12,345.43)' },
  { value: ',.3f', label: ',.3f (12345.432 => 12,345.432)' },
  { value: '+,', label: '+, (12345.432 => +12,345.432)' },
  { value: '$,.2f', label: '$,.2f (12345.432 => $12,345.43)' },
] as const;

const twoDecimals = d3Format(',.2~f');
const fourDecimals = d3Format(',.4~f');

/** Superset's SMART_NUMBER: SI units from a thousand, two decimals above one, four below. */
export function smartNumber(value: number): string {
  const abs = Math.abs(value);
  if (abs >= 1000 || Number.isInteger(value)) return formatBigNumber(value);
  if (abs >= 1) return twoDecimals(value);
  if (abs >= 0.001) return fourDecimals(value);
  return formatBigNumber(value);
}

const numberCache = new Map<string, (n: number) => string>();

function d3Number(spec: string): ((n: number) => string) | null {
  const cached = numberCache.get(spec);
  if (cached) return cached;
  try {
    const formatter = d3Format(spec);
    numberCache.set(spec, formatter);
    return formatter;
  } catch {
    return null;
  }
}

/**
 * A formatter for a metric's values: the dataset's format for the metric wins (as Superset's
 * getValueFormatter), then the chart's format; null and non-numbers show as they are.
 */
export function valueFormatter(spec: unknown, metricFormat?: string | null): (value: unknown) => string {
  const chosen = metricFormat || (typeof spec === 'string' ? spec : SMART_NUMBER);
  const d3 = chosen === SMART_NUMBER ? null : d3Number(chosen);
  return (value) => {
    const number = typeof value === 'number' ? value : Number(value);
    if (value === null || value === undefined || value === '' || !Number.isFinite(number))
      return formatNumber(value);
    if (d3) return d3(number);
    return smartNumber(number);
  };
}

const SMART_BY_GRAIN: Readonly<Record<string, string>> = {
  P1Y: '%Y',
  P3M: '%Y Q%q',
  P1M: '%b %Y',
  P1W: '%Y-%m-%d',
  P1D: '%Y-%m-%d',
  PT1H: '%Y-%m-%d %H:%M',
  PT1M: '%Y-%m-%d %H:%M',
  PT1S: '%Y-%m-%d %H:%M:%S',
};

/** A formatter for epoch-millisecond times: a d3 time spec, or smart_date by the time grain. */
export function timeFormatter(spec: unknown, grain?: unknown): (value: unknown) => string {
  const wanted = typeof spec === 'string' && spec ? spec : SMART_DATE;
  const pattern = wanted === SMART_DATE ? SMART_BY_GRAIN[typeof grain === 'string' ? grain : ''] : wanted;
  if (!pattern) return formatTemporal;
  const format = utcFormat(pattern);
  return (value) => {
    if (value === null || value === undefined) return formatTemporal(value);
    const date = new Date(typeof value === 'number' ? value : String(value));
    return Number.isNaN(date.getTime()) ? String(value) : format(date);
  };
}

/** Superset's names for the font-size proportions of headline charts, smallest first. */
export const FONT_SIZE_LABELS = ['Tiny', 'Small', 'Normal', 'Large', 'Huge'] as const;
