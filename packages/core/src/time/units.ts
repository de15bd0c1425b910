// Calendar units and the small vocabulary (unit words, counts spelled as words) that the
// expression language, the human-datetime parser and the delta parser share.

export const TIME_UNITS = ['second', 'minute', 'hour', 'day', 'week', 'month', 'quarter', 'year'] as const;
export type TimeUnit = (typeof TIME_UNITS)[number];

/** Units for which LASTDAY(...) and "end of ..." are defined. */
export const LAST_DAY_UNITS = ['day', 'week', 'month', 'quarter', 'year'] as const;
export type LastDayUnit = (typeof LAST_DAY_UNITS)[number];

/** Sub-day units anchor relative phrases at `now` rather than `today`. */
export function isSubDayUnit(unit: TimeUnit): boolean {
  return unit === 'second' || unit === 'minute' || unit === 'hour';
}

/** "Days", "day", "DAY" → 'day'; anything else → undefined. */
export function parseTimeUnit(word: string): TimeUnit | undefined {
  const lower = word.toLowerCase();
  const singular = lower.endsWith('s') ? lower.slice(0, -1) : lower;
  return (TIME_UNITS as readonly string[]).includes(singular) ? (singular as TimeUnit) : undefined;
}

export function isLastDayUnit(unit: TimeUnit): unit is LastDayUnit {
  return (LAST_DAY_UNITS as readonly string[]).includes(unit);
}

const COUNT_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
};

/** Regex source matching a count: digits or one of the count words. */
export const COUNT_PATTERN = `(?:\\d{1,9}|${Object.keys(COUNT_WORDS).join('|')})`;

/** "7" → 7, "seven" → 7, "a" → 1; anything else → undefined. */
export function parseCount(word: string): number | undefined {
  if (/^\d{1,9}$/.test(word)) return Number(word);
  return COUNT_WORDS[word.toLowerCase()];
}
