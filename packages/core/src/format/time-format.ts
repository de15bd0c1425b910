/**
 * Superset's time formats by id (superset-ui-core's TimeFormatterRegistry): `smart_date` and its
 * verbose and detailed kin pick a pattern by the finest unit the value has (year, month, day, hour,
 * minute, second); anything else is a d3-time-format pattern. Times are UTC, as Superset's are.
 */
import { utcFormat } from 'd3-time-format';

export const TimeFormats = {
  DATABASE_DATE: '%Y-%m-%d',
  DATABASE_DATETIME: '%Y-%m-%d %H:%M:%S',
  DATABASE_DATETIME_REVERSE: '%d-%m-%Y %H:%M:%S',
  US_DATE: '%m/%d/%Y',
  INTERNATIONAL_DATE: '%d/%m/%Y',
  TIME: '%H:%M:%S',
} as const;

export const SMART_DATE_ID = 'smart_date';
export const SMART_DATE_VERBOSE_ID = 'smart_date_verbose';
export const SMART_DATE_DETAILED_ID = 'smart_date_detailed';

export type TimeFormatter = (value: Date | number | string | null | undefined) => string;

interface FormatsByUnit {
  readonly millisecond: string;
  readonly second: string;
  readonly minute: string;
  readonly hour: string;
  readonly day: string;
  readonly week: string;
  readonly month: string;
  readonly year: string;
}

const SMART_DATE: FormatsByUnit = {
  millisecond: '.%Lms',
  second: ':%Ss',
  minute: '%I:%M',
  hour: '%I %p',
  day: '%a %d',
  week: '%b %d',
  month: '%B',
  year: '%Y',
};

const SMART_DATE_VERBOSE: FormatsByUnit = {
  millisecond: '.%L',
  second: '%a %b %d, %I:%M:%S %p',
  minute: '%a %b %d, %I:%M %p',
  hour: '%a %b %d, %I %p',
  day: '%a %b %-e',
  week: '%a %b %-e',
  month: '%b %Y',
  year: '%Y',
};

const SMART_DATE_DETAILED: FormatsByUnit = {
  millisecond: '%Y-%m-%d %H:%M:%S.%L',
  second: '%Y-%m-%d %H:%M:%S',
  minute: '%Y-%m-%d %H:%M',
  hour: '%Y-%m-%d %H:%M',
  day: '%Y-%m-%d',
  week: '%Y-%m-%d',
  month: '%Y-%m-%d',
  year: '%Y',
};

/** Superset's createMultiFormatter: the finest non-zero unit of the date picks the pattern. */
function multiFormat(formats: FormatsByUnit): (date: Date) => string {
  const f = Object.fromEntries(Object.entries(formats).map(([unit, p]) => [unit, utcFormat(p)])) as Record<
    keyof FormatsByUnit,
    (date: Date) => string
  >;
  return (date) => {
    if (date.getUTCMilliseconds() !== 0) return f.millisecond(date);
    if (date.getUTCSeconds() !== 0) return f.second(date);
    if (date.getUTCMinutes() !== 0) return f.minute(date);
    if (date.getUTCHours() !== 0) return f.hour(date);
    // A Sunday starts a week (d3's utcWeek).
    if (date.getUTCDate() !== 1) return date.getUTCDay() !== 0 ? f.day(date) : f.week(date);
    if (date.getUTCMonth() !== 0) return f.month(date);
    return f.year(date);
  };
}

const MULTI: Readonly<Record<string, FormatsByUnit>> = {
  [SMART_DATE_ID]: SMART_DATE,
  [SMART_DATE_VERBOSE_ID]: SMART_DATE_VERBOSE,
  [SMART_DATE_DETAILED_ID]: SMART_DATE_DETAILED,
};

/** A value as a Date: epoch milliseconds, ISO text, or a Date; null when it is not a time. */
export function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const date = new Date(/^-?\d+$/.test(value) ? Number(value) : value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

function guarded(formatFunc: (date: Date) => string): TimeFormatter {
  return (value) => {
    if (value === null || value === undefined) return `${value}`;
    const date = toDate(value);
    return date ? formatFunc(date) : String(value);
  };
}

const cache = new Map<string, TimeFormatter>();

/** The formatter of a time format id (Superset's getTimeFormatter); empty means smart_date. */
export function getTimeFormatter(format?: string | null): TimeFormatter {
  const id = (format ?? '').trim() || SMART_DATE_ID;
  const cached = cache.get(id);
  if (cached) return cached;
  const multi = MULTI[id];
  const formatter = guarded(multi ? multiFormat(multi) : utcFormat(id));
  cache.set(id, formatter);
  return formatter;
}

export function formatTime(
  format: string | null | undefined,
  value: Date | number | string | null | undefined,
) {
  return getTimeFormatter(format)(value);
}

/** Superset's TimeFormatsForGranularity: the pattern that shows a time grain's buckets. */
export const TIME_FORMATS_FOR_GRANULARITY: Readonly<Record<string, string>> = {
  date: TimeFormats.DATABASE_DATE,
  PT1S: TimeFormats.DATABASE_DATETIME,
  PT1M: '%Y-%m-%d %H:%M',
  PT5M: '%Y-%m-%d %H:%M',
  PT10M: '%Y-%m-%d %H:%M',
  PT15M: '%Y-%m-%d %H:%M',
  PT30M: '%Y-%m-%d %H:%M',
  PT1H: '%Y-%m-%d %H:00',
  P1D: TimeFormats.DATABASE_DATE,
  P1W: TimeFormats.DATABASE_DATE,
  P1M: '%b %Y',
  P3M: '%Y Q%q',
  P1Y: '%Y',
  '1969-12-28T00:00:00Z/P1W': TimeFormats.DATABASE_DATE,
  '1969-12-29T00:00:00Z/P1W': TimeFormats.DATABASE_DATE,
  'P1W/1970-01-03T00:00:00Z': TimeFormats.DATABASE_DATE,
  'P1W/1970-01-04T00:00:00Z': TimeFormats.DATABASE_DATE,
};

/**
 * The formatter for times bucketed by a grain (Superset's getTimeFormatterForGranularity): the
 * grain's pattern, or smart_date for an unknown or missing grain.
 */
export function getTimeFormatterForGranularity(granularity?: string | null): TimeFormatter {
  const pattern = granularity ? TIME_FORMATS_FOR_GRANULARITY[granularity] : undefined;
  return getTimeFormatter(pattern ?? SMART_DATE_ID);
}
