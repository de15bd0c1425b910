// The time-grain catalogue (SUPERSET_FACTS.md §4.1): the keys charts save in `time_grain_sqla`
// and `timeGrain`, their labels, and a pure truncation that matches the engines' SQL templates.

import { addToDate, isoWeekday, naiveDate, startOfDay, truncateDate } from './naive';
import type { TimeUnit } from './units';

export type WeekAnchor = 'starting_sunday' | 'starting_monday' | 'ending_saturday' | 'ending_sunday';

export interface TimeGrain {
  readonly key: TimeGrainKey;
  readonly label: string;
  /** ISO 8601 duration of one bucket. */
  readonly duration: string;
  /** The bucket is `step` of `unit`. */
  readonly unit: TimeUnit;
  readonly step: number;
  /** Week grains anchored on a weekday name their bucket by its first or last day. */
  readonly weekAnchor?: WeekAnchor;
}

export const TIME_GRAIN_KEYS = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT1H',
  'PT6H',
  'P1D',
  'P1W',
  'P1M',
  'P3M',
  'P1Y',
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
] as const;
export type TimeGrainKey = (typeof TIME_GRAIN_KEYS)[number];

/** Label of the null grain: no truncation (`{col}` in every engine). */
export const ORIGINAL_VALUE_GRAIN_LABEL = 'Original value';

const grain = (key: TimeGrainKey, label: string, duration: string, unit: TimeUnit, step = 1): TimeGrain => ({
  key,
  label,
  duration,
  unit,
  step,
});
const weekGrain = (key: TimeGrainKey, label: string, weekAnchor: WeekAnchor): TimeGrain => ({
  ...grain(key, label, 'P1W', 'week'),
  weekAnchor,
});

export const TIME_GRAINS: readonly TimeGrain[] = [
  grain('PT1S', 'Second', 'PT1S', 'second'),
  grain('PT5S', '5 second', 'PT5S', 'second', 5),
  grain('PT30S', '30 second', 'PT30S', 'second', 30),
  grain('PT1M', 'Minute', 'PT1M', 'minute'),
  grain('PT5M', '5 minute', 'PT5M', 'minute', 5),
  grain('PT10M', '10 minute', 'PT10M', 'minute', 10),
  grain('PT15M', '15 minute', 'PT15M', 'minute', 15),
  grain('PT30M', '30 minute', 'PT30M', 'minute', 30),
  grain('PT1H', 'Hour', 'PT1H', 'hour'),
  grain('PT6H', '6 hour', 'PT6H', 'hour', 6),
  grain('P1D', 'Day', 'P1D', 'day'),
  grain('P1W', 'Week', 'P1W', 'week'),
  grain('P1M', 'Month', 'P1M', 'month'),
  grain('P3M', 'Quarter', 'P3M', 'quarter'),
  grain('P1Y', 'Year', 'P1Y', 'year'),
  weekGrain('1969-12-28T00:00:00Z/P1W', 'Week starting Sunday', 'starting_sunday'),
  weekGrain('1969-12-29T00:00:00Z/P1W', 'Week starting Monday', 'starting_monday'),
  weekGrain('P1W/1970-01-03T00:00:00Z', 'Week ending Saturday', 'ending_saturday'),
  weekGrain('P1W/1970-01-04T00:00:00Z', 'Week ending Sunday', 'ending_sunday'),
];

/** Legacy keys still found in saved charts, with the key they mean today. */
export const TIME_GRAIN_ALIASES: Readonly<Record<string, TimeGrainKey>> = {
  'PT0.5H': 'PT30M',
  'P0.25Y': 'P3M',
};

const BY_KEY: ReadonlyMap<string, TimeGrain> = new Map(TIME_GRAINS.map((entry) => [entry.key, entry]));

/** True for a catalogue key or a legacy alias of one. */
export function isTimeGrain(key: unknown): key is string {
  return typeof key === 'string' && normalizeTimeGrain(key) !== undefined;
}

/** The current key for a key or legacy alias; undefined when unknown. */
export function normalizeTimeGrain(key: string): TimeGrainKey | undefined {
  if (BY_KEY.has(key)) return key as TimeGrainKey;
  return Object.hasOwn(TIME_GRAIN_ALIASES, key) ? TIME_GRAIN_ALIASES[key] : undefined;
}

export function getTimeGrain(key: string): TimeGrain | undefined {
  const normalized = normalizeTimeGrain(key);
  return normalized === undefined ? undefined : BY_KEY.get(normalized);
}

/**
 * The bucket a naive date falls in, as the engines' SQL computes it: multi-unit grains floor
 * within the next larger unit (PT5M: minutes 0, 5, 10 … of the hour), week-ending grains give
 * the week's last day. Returns undefined for an unknown key.
 */
export function truncateToGrain(date: Date, key: string): Date | undefined {
  const entry = getTimeGrain(key);
  if (!entry) return undefined;
  if (entry.weekAnchor) return truncateToWeek(date, entry.weekAnchor);
  if (entry.step === 1) return truncateDate(date, entry.unit);
  const [y, mo, d, h, mi, s] = [
    date.getUTCFullYear(),
    date.getUTCMonth() + 1,
    date.getUTCDate(),
    date.getUTCHours(),
    date.getUTCMinutes(),
    date.getUTCSeconds(),
  ];
  const floor = (value: number) => value - (value % entry.step);
  if (entry.unit === 'second') return naiveDate(y, mo, d, h, mi, floor(s));
  if (entry.unit === 'minute') return naiveDate(y, mo, d, h, floor(mi));
  return naiveDate(y, mo, d, floor(h));
}

function truncateToWeek(date: Date, anchor: WeekAnchor): Date {
  const day = startOfDay(date);
  const weekday = isoWeekday(day);
  switch (anchor) {
    case 'starting_sunday':
      return addToDate(day, -((weekday + 1) % 7), 'day');
    case 'starting_monday':
      return truncateDate(day, 'week');
    case 'ending_saturday':
      return addToDate(day, (5 - weekday + 7) % 7, 'day');
    case 'ending_sunday':
      return addToDate(day, 6 - weekday, 'day');
  }
}
