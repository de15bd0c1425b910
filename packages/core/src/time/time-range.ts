// get_since_until: a `time_range` string (or the legacy since/until pair) resolved to two naive
// bounds against an injected clock. The rules and their order follow SUPERSET_FACTS.md §3.1.

import { TimeRangeOrderError, TimeRangeParseError } from './errors';
import { evaluateDateExpression } from './expression-eval';
import { type DateExpression, isTimeExpression, parseTimeExpression } from './expression-parser';
import { parseHumanDatetime } from './human-datetime';
import { addToDate, daysBetween } from './naive';
import { applyTimeShift, isInheritedTimeOffset } from './time-delta';
import { isSubDayUnit, type LastDayUnit, parseTimeUnit, type TimeUnit } from './units';

export const NO_TIME_RANGE = 'No filter';
export const TIME_RANGE_SEPARATOR = ' : ';

export interface TimeRangeInput {
  /** `"A : B"`, a shorthand (`Last week`, `Current month`, …) or `No filter`. */
  readonly timeRange?: string | null;
  /** Legacy start, used only when there is no time range. */
  readonly since?: string | null;
  /** Legacy end, used only when there is no time range; defaults to `relativeEnd`. */
  readonly until?: string | null;
  /** `1 year ago`, `A : B`, or `inherited` (moves the range back by its own length). */
  readonly timeShift?: string | null;
  /** Anchor of relative starts (`today` | `now` | any date text); default by unit. */
  readonly relativeStart?: string | null;
  /** Anchor of relative ends (`today` | `now` | any date text); default by unit, else `today`. */
  readonly relativeEnd?: string | null;
  /** The clock: a naive date-time (UTC fields = wall clock). Never read from the system here. */
  readonly now: Date;
}

export interface TimeRangeBounds {
  readonly since: Date | null;
  readonly until: Date | null;
}

/** One side before evaluation: text still to be matched, a built expression, or open (null). */
type Side = string | DateExpression | null;

const datetime = (text: string): DateExpression => ({ kind: 'datetime', text });
const dateadd = (base: DateExpression, value: number, unit: TimeUnit): DateExpression => ({
  kind: 'dateadd',
  base,
  amount: { kind: 'int', value },
  unit,
});
const datetrunc = (base: DateExpression, unit: TimeUnit): DateExpression => ({
  kind: 'datetrunc',
  base,
  unit,
});

/** True for `No filter` (any case): the range has no bounds. */
export function isNoTimeRange(timeRange: string | null | undefined): boolean {
  return timeRange?.trim().toLowerCase() === NO_TIME_RANGE.toLowerCase();
}

/** Resolves a time range to its bounds; see TimeRangeInput. Throws TimeRangeError subclasses. */
export function getSinceUntil(input: TimeRangeInput): TimeRangeBounds {
  const { now } = input;
  // Not trimmed before splitting: "2018 : " must keep its separator (an open end).
  const timeRange = input.timeRange ?? '';
  if (isNoTimeRange(timeRange)) return { since: null, until: null };
  let bounds: TimeRangeBounds;
  if (timeRange.trim()) {
    const [since, until] = splitTimeRange(timeRange, input);
    bounds = { since: evaluateSide(since, input), until: evaluateSide(until, input) };
  } else {
    const since = input.since?.trim();
    bounds = {
      since: since ? parseHumanDatetime(addAgoToSince(since), now) : null,
      until: parseHumanDatetime(input.until?.trim() || input.relativeEnd?.trim() || 'today', now),
    };
  }
  if (input.timeShift?.trim()) bounds = shiftBounds(bounds, input.timeShift.trim(), input);
  if (bounds.since && bounds.until && bounds.since > bounds.until) throw new TimeRangeOrderError();
  return bounds;
}

/** Superset's backwards-compatibility rule: a legacy since of "7 days" means "7 days ago". */
function addAgoToSince(since: string): string {
  const words = since.split(' ');
  const unit = words[1] ? parseTimeUnit(words[1]) : undefined;
  return words.length === 2 && /^\d+$/.test(words[0] ?? '') && unit ? `${since} ago` : since;
}

function shiftBounds(bounds: TimeRangeBounds, shift: string, input: TimeRangeInput): TimeRangeBounds {
  if (shift.includes(TIME_RANGE_SEPARATOR)) {
    const [since, until] = splitOnce(shift);
    return { since: evaluateSide(since, input), until: evaluateSide(until, input) };
  }
  if (isInheritedTimeOffset(shift)) {
    // The range right before this one: both bounds move back by the range's length in days.
    if (!bounds.since || !bounds.until) return bounds;
    const days = daysBetween(bounds.since, bounds.until);
    return { since: addToDate(bounds.since, -days, 'day'), until: addToDate(bounds.until, -days, 'day') };
  }
  return {
    since: bounds.since && applyTimeShift(bounds.since, shift),
    until: bounds.until && applyTimeShift(bounds.until, shift),
  };
}

function splitOnce(text: string): [string, string] {
  const at = text.indexOf(TIME_RANGE_SEPARATOR);
  return [text.slice(0, at).trim(), text.slice(at + TIME_RANGE_SEPARATOR.length).trim()];
}

const SHORTHAND_UNIT = /^(?:last|next)\s+(?:\d+\s*)?(second|minute|hour|day|week|month|quarter|year)s?$/i;
const PREVIOUS_CALENDAR = /^previous calendar (week|month|quarter|year)$/i;
const CURRENT = /^current (day|week|month|quarter|year)$/i;
const FIRST_SUBUNIT_OF =
  /^(?:first|1st)\s+(week|month|quarter)\s+of\s+(?:(this|last|next|prior)\s+)?(?:the\s+)?(week|month|quarter|year)$/i;

/** The anchor a separator-less `Last …`/`Next …` pairs with: `now` below a day, else `today`. */
function defaultBound(timeRange: string): string {
  const unit = parseTimeUnit(SHORTHAND_UNIT.exec(timeRange)?.[1] ?? '');
  return unit && isSubDayUnit(unit) ? 'now' : 'today';
}

/** Splits on " : ", expanding the separator-less shorthands first (§3.1 rule 3). */
function splitTimeRange(text: string, input: TimeRangeInput): [Side, Side] {
  if (text.includes(TIME_RANGE_SEPARATOR)) {
    const [since, until] = splitOnce(text);
    return [since || null, until || null];
  }
  const timeRange = text.trim();
  if (/^last\s/i.test(timeRange)) return [timeRange, input.relativeEnd?.trim() || defaultBound(timeRange)];
  if (/^next\s/i.test(timeRange)) return [input.relativeStart?.trim() || defaultBound(timeRange), timeRange];
  const calendar = PREVIOUS_CALENDAR.exec(timeRange);
  if (calendar) {
    const unit = parseTimeUnit(calendar[1] ?? '') ?? 'day';
    return [datetrunc(dateadd(datetime('today'), -1, unit), unit), datetrunc(datetime('today'), unit)];
  }
  const current = CURRENT.exec(timeRange);
  if (current) {
    const unit = parseTimeUnit(current[1] ?? '') ?? 'day';
    return [datetrunc(datetime('today'), unit), datetrunc(dateadd(datetime('today'), 1, unit), unit)];
  }
  const first = FIRST_SUBUNIT_OF.exec(timeRange);
  if (first) {
    const [, subunit, scope, unit] = first;
    const start = startOfScopedUnit(scope ?? 'this', unitOf(unit), input.relativeStart);
    return [start, dateadd(start, 1, unitOf(subunit))];
  }
  throw new TimeRangeParseError(
    timeRange,
    `a time range is "<start> : <end>" (either side may be empty) or one of Last …, Next …, ` +
      `Current …, previous calendar …, first … of …, ${NO_TIME_RANGE}`,
  );
}

const unitOf = (word: string | undefined): TimeUnit => parseTimeUnit(word ?? '') ?? 'day';

/** `now` for units below a day, `today` otherwise, unless the caller anchors relative starts. */
function relativeBase(unit: TimeUnit, relativeStart: string | null | undefined): string {
  return relativeStart?.trim() || (isSubDayUnit(unit) ? 'now' : 'today');
}

/** this → the base; last/prior N → N units before; next N → N units after. */
function scoped(scope: string, count: string | undefined, unit: TimeUnit, base: string): DateExpression {
  const n = count ? Number(count) : 1;
  const direction = scope.toLowerCase();
  if (direction === 'this') return datetime(base);
  return dateadd(datetime(base), direction === 'next' ? n : -n, unit);
}

function startOfScopedUnit(scope: string, unit: TimeUnit, relativeStart: string | null | undefined) {
  return datetrunc(scoped(scope, undefined, unit, relativeBase(unit, relativeStart)), unit);
}

const START_OR_END_OF =
  /^(start of|beginning of|end of)\s+(this|last|next|prior)\s+(?:(\d+)\s*)?(day|week|month|quarter|year)s?$/i;
const FIRST_OF_SCOPED =
  /^(?:first|1st)\s+(?:day\s+)?of\s+(this|last|next|prior)\s+(day|week|month|quarter|year)s?$/i;
const FIRST_OF_THE = /^(?:first|1st)\s+(?:day\s+)?of\s+(?:the\s+)?(week|month|quarter|year)$/i;
const SCOPED = /^(this|last|next|prior)\s+(?:(\d+)\s*)?(second|minute|hour|day|week|month|quarter|year)s?$/i;

/** Turns one side's text into an expression (§3.1 rule 4); unmatched text becomes DATETIME(text). */
export function parseTimeRangeSide(text: string, relativeStart?: string | null): DateExpression {
  const startOrEnd = START_OR_END_OF.exec(text);
  if (startOrEnd) {
    const [, modifier, scope, count, unitWord] = startOrEnd;
    const unit = unitOf(unitWord);
    const base = scoped(scope ?? 'this', count, unit, relativeBase(unit, relativeStart));
    if (modifier?.toLowerCase() === 'end of') return { kind: 'lastday', base, unit: unit as LastDayUnit };
    return datetrunc(base, unit);
  }
  const firstOfScoped = FIRST_OF_SCOPED.exec(text);
  if (firstOfScoped)
    return startOfScopedUnit(firstOfScoped[1] ?? 'this', unitOf(firstOfScoped[2]), relativeStart);
  const firstOfThe = FIRST_OF_THE.exec(text);
  if (firstOfThe) return startOfScopedUnit('this', unitOf(firstOfThe[1]), relativeStart);
  const scopedMatch = SCOPED.exec(text);
  if (scopedMatch) {
    const unit = unitOf(scopedMatch[3]);
    return scoped(scopedMatch[1] ?? 'this', scopedMatch[2], unit, relativeBase(unit, relativeStart));
  }
  if (isTimeExpression(text)) return parseTimeExpression(text);
  return datetime(text);
}

function evaluateSide(side: Side, input: TimeRangeInput): Date | null {
  if (side === null) return null;
  const expression = typeof side === 'string' ? parseTimeRangeSide(side, input.relativeStart) : side;
  return evaluateDateExpression(expression, input.now);
}
