// Time shifts and time offsets: "1 year ago", "52 weeks ago", "2 days later", "inherited",
// and master's date offsets ("2015-01-03"). A shift is applied to each bound on its own, so
// "1 month ago" from March 31 lands on February 28/29 (the calendar, not a fixed 30 days).

import { TimeDeltaError } from './errors';
import { type DeltaPart, parseDeltaList } from './human-datetime';
import { addToDate, daysBetween, daysInMonth, naiveDate } from './naive';

/** Superset's INHERITED_TIME_RANGE: as a time offset, "compare with the range just before". */
export const INHERITED_TIME_RANGE = 'inherited';

export interface TimeDelta {
  readonly parts: readonly DeltaPart[];
  /** `unsigned` for a bare "1 year": a time shift reads it as the past, as Superset does. */
  readonly direction: 'past' | 'future' | 'unsigned';
}

const PAST = /^(?:-\s*(.+)|(.+?) (?:ago|before|earlier))$/;
const FUTURE = /^(?:\+\s*(.+)|in (.+)|(.+?) (?:later|after|hence|from now))$/;

/** Parses "1 year ago", "in 2 days", "3 weeks later", "-1 month", "1 year, 2 months ago", "1 day". */
export function parseTimeDelta(text: string): TimeDelta {
  const lower = text.trim().replace(/\s+/g, ' ').toLowerCase();
  const past = PAST.exec(lower);
  const future = past ? null : FUTURE.exec(lower);
  const body = past ? (past[1] ?? past[2]) : future ? (future[1] ?? future[2] ?? future[3]) : lower;
  const parts = parseDeltaList(body ?? '');
  if (!parts) throw new TimeDeltaError(text);
  return { parts, direction: past ? 'past' : future ? 'future' : 'unsigned' };
}

/** Moves a date by a delta, exactly (no snapping to midnight), part by part in the calendar. */
export function shiftDate(date: Date, delta: TimeDelta): Date {
  const sign = delta.direction === 'future' ? 1 : -1;
  let result = date;
  for (const part of delta.parts) result = addToDate(result, sign * part.count, part.unit);
  return result;
}

/**
 * Applies a time shift to one bound: "1 year ago" and a bare "1 year" move into the past,
 * "1 year later" into the future.
 */
export function applyTimeShift(date: Date, shift: string | TimeDelta): Date {
  return shiftDate(date, typeof shift === 'string' ? parseTimeDelta(shift) : shift);
}

/** True for the `inherited` time offset (master also spells it `inherit`). */
export function isInheritedTimeOffset(offset: string | null | undefined): boolean {
  const value = offset?.trim().toLowerCase();
  return value === INHERITED_TIME_RANGE || value === 'inherit';
}

const DATE_OFFSET = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The delta a time offset stands for, given the main query's range:
 * - `inherited`: the range's own length in whole days, into the past (the range just before);
 * - `YYYY-MM-DD` (master): from that date to the range's start, into the past;
 * - anything else: a delta such as "1 year ago".
 */
export function timeOffsetToDelta(offset: string, since: Date | null, until: Date | null): TimeDelta {
  if (isInheritedTimeOffset(offset)) {
    if (!since || !until)
      throw new TimeDeltaError(offset, 'an inherited offset needs a range with a start and an end');
    return { parts: [{ count: daysBetween(since, until), unit: 'day' }], direction: 'past' };
  }
  const date = DATE_OFFSET.exec(offset.trim());
  if (date) {
    if (!since) throw new TimeDeltaError(offset, 'a date offset needs a range with a start');
    const [year, month, day] = [Number(date[1]), Number(date[2]), Number(date[3])];
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
      throw new TimeDeltaError(offset, 'not a valid calendar date');
    }
    const start = naiveDate(year, month, day);
    return { parts: [{ count: daysBetween(start, since), unit: 'day' }], direction: 'past' };
  }
  return parseTimeDelta(offset);
}
