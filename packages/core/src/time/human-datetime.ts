// DATETIME('text'): the free-text dates Superset reads with dateutil, falling back to
// parsedatetime. Covered here: ISO dates and date-times (partial ones fill in January 1st),
// US-style m/d/y, month names ("Nov 7, 2016", "7 November 2016 10:30"), the anchor words
// (now, today, yesterday, tomorrow, midnight, noon), and relative phrases ("7 days ago",
// "in 2 weeks", "1 year 2 months later", "last week", "next friday").
// Like parsedatetime, a phrase made only of day-or-larger units lands at midnight, while one with
// hours, minutes or seconds keeps the current time. A time zone suffix is dropped and the
// wall-clock reading kept, which is what a naive datetime means.

import { TimeRangeAmbiguousError, TimeRangeParseError } from './errors';
import {
  addToDate,
  assertInBounds,
  daysInMonth,
  isoWeekday,
  naiveDate,
  startOfDay,
  truncateDate,
} from './naive';
import { COUNT_PATTERN, isSubDayUnit, parseCount, parseTimeUnit, type TimeUnit } from './units';

const UNIT_PATTERN = '(?:second|minute|hour|day|week|month|quarter|year)s?';
const AMBIGUOUS = new RegExp(`^\\s*\\d+\\s+${UNIT_PATTERN}\\s*$`, 'i');
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

interface TimeOfDay {
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  readonly ms: number;
}

/**
 * Parses human date-time text against the clock `now` (a naive date, see naive.ts).
 * Throws TimeRangeAmbiguousError for a bare "N unit" (past or future?), TimeRangeParseError for
 * text it does not understand.
 */
export function parseHumanDatetime(text: string, now: Date): Date {
  if (AMBIGUOUS.test(text)) throw new TimeRangeAmbiguousError(text.trim());
  const lower = text.trim().replace(/\s+/g, ' ').toLowerCase();
  // Whole seconds, as Superset's parsers give (they rebuild dates from a time tuple).
  const clock = truncateDate(now, 'second');
  const result =
    lower === ''
      ? null
      : (parseAnchorWord(lower, clock) ?? parseRelative(lower, clock) ?? parseAbsolute(lower, clock));
  if (!result) throw new TimeRangeParseError(text);
  return assertInBounds(result, `[${text}]`);
}

const TIME_TEXT =
  '(\\d{1,2})(?::(\\d{2}))?(?::(\\d{2})(?:[.,](\\d{1,6}))?)?(?: ?(am|pm|a\\.m\\.|p\\.m\\.))?' +
  '(?: ?(?:z|utc|gmt|[+-]\\d{2}(?::?\\d{2})?))?';
const TIME_ONLY = new RegExp(`^${TIME_TEXT}$`);

/** "10:30", "9am", "23:59:59.5", "10:30 pm +02:00" → parts; needs a colon or am/pm. */
function parseTimeOfDay(text: string): TimeOfDay | null {
  const match = TIME_ONLY.exec(text);
  if (!match) return null;
  const [, h, m, s, fraction, meridiem] = match;
  if (m === undefined && meridiem === undefined) return null;
  let hour = Number(h);
  if (meridiem) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (meridiem.startsWith('p') ? 12 : 0);
  }
  const minute = Number(m ?? 0);
  const second = Number(s ?? 0);
  if (hour > 23 || minute > 59 || second > 59) return null;
  return { hour, minute, second, ms: Math.floor(Number(`0.${fraction ?? 0}`) * 1000) };
}

function atTime(day: Date, time: TimeOfDay | null): Date {
  if (!time) return day;
  return naiveDate(
    day.getUTCFullYear(),
    day.getUTCMonth() + 1,
    day.getUTCDate(),
    time.hour,
    time.minute,
    time.second,
    time.ms,
  );
}

const ANCHOR = /^(now|today|yesterday|tomorrow|midnight|noon)(?: (?:at )?(.+))?$/;

function parseAnchorWord(text: string, now: Date): Date | null {
  const match = ANCHOR.exec(text);
  if (!match) return null;
  const [, word, timeText] = match;
  const time = timeText === undefined ? null : parseTimeOfDay(timeText);
  if (timeText !== undefined && (!time || word === 'now' || word === 'midnight' || word === 'noon'))
    return null;
  const today = startOfDay(now);
  switch (word) {
    case 'now':
      return new Date(now.getTime());
    case 'yesterday':
      return atTime(addToDate(today, -1, 'day'), time);
    case 'tomorrow':
      return atTime(addToDate(today, 1, 'day'), time);
    case 'noon':
      return atTime(today, { hour: 12, minute: 0, second: 0, ms: 0 });
    default:
      return atTime(today, time);
  }
}

const DELTA_PAIR = `${COUNT_PATTERN} ?${UNIT_PATTERN}`;
const DELTA_LIST = new RegExp(`^${DELTA_PAIR}(?:,? (?:and )?${DELTA_PAIR})*$`);
const DELTA_PAIRS = new RegExp(`(${COUNT_PATTERN}) ?(${UNIT_PATTERN})`, 'g');
const PAST_SUFFIXES = ['ago', 'before', 'earlier'];
const FUTURE_SUFFIXES = ['later', 'after', 'hence', 'from now', 'from today'];
const RELATIVE = /^(in )?(.+?)(?: (ago|before|earlier|later|after|hence|from now|from today))?$/;
const STEP = /^(last|next|this|previous|prior) ([a-z]+)$/;

export interface DeltaPart {
  readonly count: number;
  readonly unit: TimeUnit;
}

/** "1 year, 2 months" → parts, or null when the text is not a list of "N unit" pairs. */
export function parseDeltaList(text: string): DeltaPart[] | null {
  if (!DELTA_LIST.test(text)) return null;
  return [...text.matchAll(DELTA_PAIRS)].map(([, count, unit]) => ({
    count: parseCount(count ?? '') ?? 0,
    unit: parseTimeUnit(unit ?? '') ?? 'day',
  }));
}

/** Applies signed parts in order; lands at midnight unless a part is smaller than a day. */
export function applyDeltaParts(base: Date, parts: readonly DeltaPart[], sign: 1 | -1): Date {
  const keepsTime = parts.some((part) => isSubDayUnit(part.unit));
  let result = keepsTime ? new Date(base.getTime()) : startOfDay(base);
  for (const part of parts) result = addToDate(result, sign * part.count, part.unit);
  return result;
}

function parseRelative(text: string, now: Date): Date | null {
  const step = STEP.exec(text);
  if (step) return parseStep(step[1] ?? '', step[2] ?? '', now);
  const match = RELATIVE.exec(text);
  if (!match) return null;
  const [, inPrefix, body, suffix] = match;
  const parts = parseDeltaList(body ?? '');
  if (!parts) return null;
  if (inPrefix && suffix) return null;
  if (!inPrefix && !suffix) throw new TimeRangeAmbiguousError(text);
  const future = inPrefix !== undefined || FUTURE_SUFFIXES.includes(suffix ?? '');
  if (!future && !PAST_SUFFIXES.includes(suffix ?? '')) return null;
  return applyDeltaParts(now, parts, future ? 1 : -1);
}

/** "last week", "next month", "this year", "last friday", "next monday". */
function parseStep(direction: string, word: string, now: Date): Date | null {
  const sign = direction === 'next' ? 1 : direction === 'this' ? 0 : -1;
  const unit = parseTimeUnit(word);
  if (unit && !word.endsWith('s')) {
    return applyDeltaParts(now, [{ count: Math.abs(sign), unit }], sign < 0 ? -1 : 1);
  }
  const weekday = WEEKDAYS.indexOf(word);
  if (weekday < 0) return null;
  const today = startOfDay(now);
  const current = isoWeekday(today);
  if (sign === 0) return addToDate(today, weekday - current, 'day');
  const distance = sign > 0 ? (weekday - current + 7) % 7 || 7 : -((current - weekday + 7) % 7 || 7);
  return addToDate(today, distance, 'day');
}

const ISO_DATE = new RegExp(
  `^(\\d{4})(?:([-/.])(\\d{1,2})(?:\\2(\\d{1,2}))?)?(?:(?:t| )(${TIME_TEXT.replace(/\((?!\?)/g, '(?:')}))?$`,
);
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})(?:t?(\d{2})(\d{2})(\d{2})?)?$/;
const NUMERIC_DATE = /^(\d{1,2})([-/.])(\d{1,2})(?:\2(\d{2}|\d{4}))?$/;
const TIME_INSIDE = new RegExp(`(?:^|[ t,])(${TIME_TEXT.replace(/\((?!\?)/g, '(?:')})$`);

interface DateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

function build(parts: DateParts | null, time: TimeOfDay | null): Date | null {
  if (!parts) return null;
  const { year, month, day } = parts;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return null;
  return atTime(naiveDate(year, month, day), time);
}

function parseAbsolute(text: string, now: Date): Date | null {
  const iso = ISO_DATE.exec(text);
  if (iso) {
    const [, y, , m, d, timeText] = iso;
    const time = timeText === undefined ? null : parseTimeOfDay(timeText);
    if (timeText !== undefined && !time) return null;
    return build({ year: Number(y), month: Number(m ?? 1), day: Number(d ?? 1) }, time);
  }
  const compact = COMPACT_DATE.exec(text);
  if (compact) {
    const [, y, m, d, hh, mm, ss] = compact;
    const time =
      hh === undefined ? null : { hour: Number(hh), minute: Number(mm), second: Number(ss ?? 0), ms: 0 };
    if (time && (time.hour > 23 || time.minute > 59 || time.second > 59)) return null;
    return build({ year: Number(y), month: Number(m), day: Number(d) }, time);
  }
  // Split a trailing time of day off, then read what is left as the date.
  // A trailing number without a colon or am/pm ("nov 7") is a day, not a time.
  const timeMatch = TIME_INSIDE.exec(text);
  const time = timeMatch?.[1] === undefined ? null : parseTimeOfDay(timeMatch[1]);
  const dateText = (time && timeMatch ? text.slice(0, timeMatch.index) : text)
    .replace(/(?:,| at| on)+$/, '')
    .trim();
  if (dateText === '') return time ? atTime(startOfDay(now), time) : null;
  return build(parseNumericDate(dateText, now) ?? parseWordDate(dateText, now), time);
}

/** Two-digit years go to the century that puts them within 50 years of now (dateutil's rule). */
function expandYear(text: string, now: Date): number {
  const value = Number(text);
  if (text.length > 2) return value;
  const current = now.getUTCFullYear();
  let year = value + Math.floor(current / 100) * 100;
  if (year >= current + 50) year -= 100;
  else if (year < current - 50) year += 100;
  return year;
}

/** "11/07/2016" (month first, as dateutil), "13/02/2020" (day first when the month can't be). */
function parseNumericDate(text: string, now: Date): DateParts | null {
  const match = NUMERIC_DATE.exec(text);
  if (!match) return null;
  const [, a, , b, y] = match;
  let month = Number(a);
  let day = Number(b);
  if (month > 12 && day <= 12) [month, day] = [day, month];
  return { year: y === undefined ? now.getUTCFullYear() : expandYear(y, now), month, day };
}

function monthFromWord(word: string): number | undefined {
  const bare = word.replace(/\.$/, '');
  const index = MONTHS.findIndex((name) => name === bare || name.slice(0, 3) === bare);
  if (index >= 0) return index + 1;
  return bare === 'sept' ? 9 : undefined;
}

/** "nov 7, 2016", "7 november 2016", "monday, 7 nov 2016", "march 2018", "7th of march". */
function parseWordDate(text: string, now: Date): DateParts | null {
  let month: number | undefined;
  let day: number | undefined;
  let year: number | undefined;
  for (const token of text.split(/[\s,/-]+/)) {
    if (token === '' || token === 'of' || token === 'the') continue;
    const asMonth = monthFromWord(token);
    const number = /^(\d{1,4})(?:st|nd|rd|th)?$/.exec(token)?.[1];
    if (asMonth !== undefined && month === undefined) month = asMonth;
    else if (WEEKDAYS.some((name) => name === token || name.slice(0, 3) === token.replace(/\.$/, '')))
      continue;
    else if (number !== undefined && number.length === 4 && year === undefined) year = Number(number);
    else if (number !== undefined && number.length <= 2 && day === undefined) day = Number(number);
    else if (number !== undefined && number.length <= 2 && year === undefined) year = expandYear(number, now);
    else return null;
  }
  if (month === undefined) return null;
  return { year: year ?? now.getUTCFullYear(), month, day: day ?? 1 };
}
