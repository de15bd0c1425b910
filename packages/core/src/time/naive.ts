// Naive date-times, as Superset computes them: a JS Date whose UTC fields are the wall-clock
// reading, with no time zone attached. Working in UTC fields keeps the arithmetic free of
// daylight-saving jumps (a day is always 24 hours), which is what a naive datetime means.

import { TimeRangeOutOfBoundsError } from './errors';
import type { LastDayUnit, TimeUnit } from './units';

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
export const WEEK_MS = 7 * DAY_MS;

const FIXED_UNIT_MS: Partial<Record<TimeUnit, number>> = {
  second: SECOND_MS,
  minute: MINUTE_MS,
  hour: HOUR_MS,
  day: DAY_MS,
  week: WEEK_MS,
};
const MONTHS_PER_UNIT: Partial<Record<TimeUnit, number>> = { month: 1, quarter: 3, year: 12 };

export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** Throws unless the date is valid and within years 1-9999 (Python's datetime range). */
export function assertInBounds(date: Date, what = 'date'): Date {
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < MIN_YEAR || year > MAX_YEAR) {
    const shown = Number.isNaN(date.getTime()) ? 'beyond representable dates' : `year ${year}`;
    throw new TimeRangeOutOfBoundsError(`${what} is ${shown}`);
  }
  return date;
}

/** A naive date-time from its parts; month is 1-12. Parts must already be valid. */
export function naiveDate(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
  second = 0,
  ms = 0,
) {
  const date = new Date(0);
  // setUTCFullYear, unlike Date.UTC, keeps years 0-99 as they are instead of mapping them to 19xx.
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  return assertInBounds(date);
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Number of days in a month (1-12) of a year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Python's weekday(): Monday = 0 … Sunday = 6. */
export function isoWeekday(date: Date): number {
  return (date.getUTCDay() + 6) % 7;
}

export function startOfDay(date: Date): Date {
  return naiveDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/**
 * Moves a date by `amount` units, calendar-aware: months, quarters and years keep the day of the
 * month, clamped to the target month's length (Jan 31 + 1 month = Feb 28/29), like dateutil's
 * relativedelta; smaller units are exact durations.
 */
export function addToDate(date: Date, amount: number, unit: TimeUnit): Date {
  const fixed = FIXED_UNIT_MS[unit];
  if (fixed !== undefined) return assertInBounds(new Date(date.getTime() + amount * fixed));
  const months = amount * (MONTHS_PER_UNIT[unit] ?? 1);
  const total = date.getUTCFullYear() * 12 + date.getUTCMonth() + months;
  const year = Math.floor(total / 12);
  const month = total - year * 12 + 1;
  if (!Number.isSafeInteger(total) || year < MIN_YEAR || year > MAX_YEAR) {
    throw new TimeRangeOutOfBoundsError(`adding ${amount} ${unit}(s) gives year ${year}`);
  }
  const day = Math.min(date.getUTCDate(), daysInMonth(year, month));
  return naiveDate(
    year,
    month,
    day,
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
    date.getUTCMilliseconds(),
  );
}

/** The start of the unit containing `date`; weeks start on Monday, quarters in Jan/Apr/Jul/Oct. */
export function truncateDate(date: Date, unit: TimeUnit): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  switch (unit) {
    case 'year':
      return naiveDate(year, 1, 1);
    case 'quarter':
      return naiveDate(year, month - ((month - 1) % 3), 1);
    case 'month':
      return naiveDate(year, month, 1);
    case 'week':
      return addToDate(startOfDay(date), -isoWeekday(date), 'day');
    case 'day':
      return startOfDay(date);
    case 'hour':
      return naiveDate(year, month, date.getUTCDate(), date.getUTCHours());
    case 'minute':
      return naiveDate(year, month, date.getUTCDate(), date.getUTCHours(), date.getUTCMinutes());
    case 'second':
      return new Date(date.getTime() - date.getUTCMilliseconds());
  }
}

/** The last day (at midnight) of the unit containing `date`; a week ends on Sunday. */
export function lastDayOf(date: Date, unit: LastDayUnit): Date {
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + 1;
  switch (unit) {
    case 'year':
      return naiveDate(year, 12, 31);
    case 'quarter': {
      const lastMonth = month - ((month - 1) % 3) + 2;
      return naiveDate(year, lastMonth, daysInMonth(year, lastMonth));
    }
    case 'month':
      return naiveDate(year, month, daysInMonth(year, month));
    case 'week':
      return addToDate(truncateDate(date, 'week'), 6, 'day');
    case 'day':
      return startOfDay(date);
  }
}

/** Whole days from `from` to `to`, rounded down like Python's timedelta.days. */
export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/**
 * ISO 8601 without a time zone, as Python's datetime.isoformat() writes a naive datetime:
 * `2016-11-07T00:00:00`, with microseconds only when there is a fraction.
 */
export function formatNaiveIso(date: Date): string {
  assertInBounds(date);
  const base =
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  const ms = date.getUTCMilliseconds();
  return ms === 0 ? base : `${base}.${pad(ms, 3)}000`;
}
