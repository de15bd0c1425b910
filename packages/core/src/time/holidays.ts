// Holiday rules for HOLIDAY('name'[, expr[, 'CC']]). Superset looks names up in Python's
// `holidays` package (observed=False, case-insensitive name prefix); we keep the same names
// (native-language names first where that package uses them, English ones as aliases).
// Why hand-written rules and not the npm `date-holidays` package: it pulls in moment-timezone,
// astronomia, lodash and js-yaml (megabytes in a package the browser also loads), computes
// holidays in real time zones rather than as naive dates, and names them differently from
// Superset's source anyway. A dozen rule shapes cover the countries below exactly.

import { UnknownHolidayCountryError, UnknownHolidayError } from './errors';
import { daysInMonth, naiveDate } from './naive';

/** A month (1-12) and day, or null when the holiday does not fall in that year. */
type MonthDay = readonly [month: number, day: number];
type Rule = (year: number) => MonthDay | null;

interface HolidayDefinition {
  readonly name: string;
  readonly aliases?: readonly string[];
  readonly rule: Rule;
}

const MON = 0;
const THU = 3;

/** Day of week of a date, Monday = 0. */
function weekdayOf(year: number, month: number, day: number): number {
  return (naiveDate(year, month, day).getUTCDay() + 6) % 7;
}

const fixed =
  (month: number, day: number): Rule =>
  () => [month, day];

/** The n-th (1-based) given weekday of a month; n = -1 is the last one. */
const nthWeekday =
  (month: number, weekday: number, n: number): Rule =>
  (year) => {
    if (n > 0) {
      const first = weekdayOf(year, month, 1);
      return [month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7];
    }
    const lastDay = daysInMonth(year, month);
    const last = weekdayOf(year, month, lastDay);
    return [month, lastDay - ((last - weekday + 7) % 7)];
  };

/** The given weekday on or before a date (Canada's Victoria Day: the Monday before May 25). */
const weekdayOnOrBefore =
  (month: number, day: number, weekday: number): Rule =>
  (year) => [month, day - ((weekdayOf(year, month, day) - weekday + 7) % 7)];

/** Gregorian Easter Sunday (anonymous Gregorian algorithm, "Meeus/Jones/Butcher"). */
export function easterSunday(year: number): MonthDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const easter =
  (offsetDays: number): Rule =>
  (year) => {
    const [month, day] = easterSunday(year);
    const date = naiveDate(year, month, day + offsetDays);
    return [date.getUTCMonth() + 1, date.getUTCDate()];
  };

/** A rule that applies only in [from, to] (inclusive years). */
const between =
  (from: number, to: number, rule: Rule): Rule =>
  (year) =>
    year >= from && year <= to ? rule(year) : null;
const since = (from: number, rule: Rule) => between(from, Number.POSITIVE_INFINITY, rule);

/** The first rule that yields a date wins: lets a holiday change rules over the years. */
const firstOf =
  (...rules: Rule[]): Rule =>
  (year) => {
    for (const rule of rules) {
      const result = rule(year);
      if (result) return result;
    }
    return null;
  };

/** One-off dates keyed by year, e.g. a bank holiday moved for a jubilee. */
const onDates =
  (dates: Readonly<Record<number, MonthDay>>): Rule =>
  (year) =>
    dates[year] ?? null;

const US: readonly HolidayDefinition[] = [
  { name: "New Year's Day", rule: fixed(1, 1) },
  { name: 'Martin Luther King Jr. Day', aliases: ['MLK Day'], rule: since(1986, nthWeekday(1, MON, 3)) },
  {
    name: "Washington's Birthday",
    aliases: ["Presidents' Day", 'Presidents Day'],
    rule: firstOf(since(1971, nthWeekday(2, MON, 3)), between(1879, 1970, fixed(2, 22))),
  },
  {
    name: 'Memorial Day',
    rule: firstOf(since(1971, nthWeekday(5, MON, -1)), between(1888, 1970, fixed(5, 30))),
  },
  { name: 'Juneteenth National Independence Day', rule: since(2021, fixed(6, 19)) },
  { name: 'Independence Day', aliases: ['Fourth of July'], rule: since(1871, fixed(7, 4)) },
  { name: 'Labor Day', rule: since(1894, nthWeekday(9, MON, 1)) },
  {
    name: 'Columbus Day',
    rule: firstOf(since(1971, nthWeekday(10, MON, 2)), between(1937, 1970, fixed(10, 12))),
  },
  {
    name: 'Veterans Day',
    aliases: ['Armistice Day'],
    rule: firstOf(between(1971, 1977, nthWeekday(10, MON, 4)), since(1938, fixed(11, 11))),
  },
  { name: 'Thanksgiving Day', aliases: ['Thanksgiving'], rule: since(1871, nthWeekday(11, THU, 4)) },
  { name: 'Christmas Day', aliases: ['Christmas'], rule: fixed(12, 25) },
];

const GB: readonly HolidayDefinition[] = [
  { name: "New Year's Day", rule: since(1974, fixed(1, 1)) },
  { name: 'Good Friday', rule: easter(-2) },
  { name: 'Easter Monday', rule: easter(1) },
  {
    name: 'May Day',
    aliases: ['Early May Bank Holiday'],
    rule: firstOf(onDates({ 1995: [5, 8], 2020: [5, 8] }), since(1978, nthWeekday(5, MON, 1))),
  },
  {
    name: 'Spring Bank Holiday',
    rule: firstOf(
      onDates({ 1977: [6, 6], 2002: [6, 4], 2012: [6, 4], 2022: [6, 2] }),
      since(1971, nthWeekday(5, MON, -1)),
    ),
  },
  {
    name: 'Late Summer Bank Holiday',
    aliases: ['Summer Bank Holiday', 'August Bank Holiday'],
    rule: since(1971, nthWeekday(8, MON, -1)),
  },
  { name: 'Christmas Day', aliases: ['Christmas'], rule: fixed(12, 25) },
  { name: 'Boxing Day', rule: fixed(12, 26) },
  { name: 'Wedding of Charles and Diana', rule: onDates({ 1981: [7, 29] }) },
  { name: 'Millennium Celebrations', rule: onDates({ 1999: [12, 31] }) },
  { name: 'Golden Jubilee of Elizabeth II', rule: onDates({ 2002: [6, 3] }) },
  { name: 'Wedding of William and Catherine', rule: onDates({ 2011: [4, 29] }) },
  { name: 'Diamond Jubilee of Elizabeth II', rule: onDates({ 2012: [6, 5] }) },
  { name: 'Platinum Jubilee of Elizabeth II', rule: onDates({ 2022: [6, 3] }) },
  { name: 'State Funeral of Queen Elizabeth II', rule: onDates({ 2022: [9, 19] }) },
  { name: 'Coronation of Charles III', rule: onDates({ 2023: [5, 8] }) },
];

const DE: readonly HolidayDefinition[] = [
  { name: 'Neujahr', aliases: ["New Year's Day"], rule: fixed(1, 1) },
  { name: 'Karfreitag', aliases: ['Good Friday'], rule: easter(-2) },
  { name: 'Ostermontag', aliases: ['Easter Monday'], rule: easter(1) },
  { name: 'Erster Mai', aliases: ['Labor Day', 'Labour Day', 'May Day'], rule: since(1933, fixed(5, 1)) },
  { name: 'Christi Himmelfahrt', aliases: ['Ascension Day'], rule: easter(39) },
  { name: 'Pfingstmontag', aliases: ['Whit Monday'], rule: easter(50) },
  { name: 'Tag der Deutschen Einheit', aliases: ['German Unity Day'], rule: since(1990, fixed(10, 3)) },
  { name: 'Reformationstag', aliases: ['Reformation Day'], rule: onDates({ 2017: [10, 31] }) },
  { name: 'Erster Weihnachtstag', aliases: ['Christmas Day', 'Christmas'], rule: fixed(12, 25) },
  { name: 'Zweiter Weihnachtstag', aliases: ['Second Day of Christmas', 'Boxing Day'], rule: fixed(12, 26) },
];

const FR: readonly HolidayDefinition[] = [
  { name: "Jour de l'an", aliases: ["New Year's Day"], rule: fixed(1, 1) },
  { name: 'Lundi de Pâques', aliases: ['Easter Monday'], rule: since(1886, easter(1)) },
  { name: 'Fête du Travail', aliases: ['Labor Day', 'Labour Day'], rule: since(1919, fixed(5, 1)) },
  {
    name: 'Fête de la Victoire',
    aliases: ['Victory Day'],
    rule: firstOf(between(1953, 1959, fixed(5, 8)), since(1982, fixed(5, 8))),
  },
  { name: 'Ascension', aliases: ['Ascension Day'], rule: easter(39) },
  { name: 'Lundi de Pentecôte', aliases: ['Whit Monday'], rule: since(1886, easter(50)) },
  { name: 'Fête nationale', aliases: ['National Day', 'Bastille Day'], rule: since(1880, fixed(7, 14)) },
  { name: 'Assomption', aliases: ['Assumption Day'], rule: fixed(8, 15) },
  { name: 'Toussaint', aliases: ["All Saints' Day"], rule: fixed(11, 1) },
  { name: 'Armistice', aliases: ['Armistice Day'], rule: since(1919, fixed(11, 11)) },
  { name: 'Noël', aliases: ['Christmas Day', 'Christmas'], rule: fixed(12, 25) },
];

const CA: readonly HolidayDefinition[] = [
  { name: "New Year's Day", rule: fixed(1, 1) },
  { name: 'Good Friday', rule: easter(-2) },
  { name: 'Easter Monday', rule: easter(1) },
  { name: 'Victoria Day', rule: since(1953, weekdayOnOrBefore(5, 24, MON)) },
  { name: 'Canada Day', aliases: ['Dominion Day'], rule: since(1867, fixed(7, 1)) },
  { name: 'Civic Holiday', rule: nthWeekday(8, MON, 1) },
  { name: 'Labour Day', aliases: ['Labor Day'], rule: since(1894, nthWeekday(9, MON, 1)) },
  { name: 'National Day for Truth and Reconciliation', rule: since(2021, fixed(9, 30)) },
  { name: 'Thanksgiving Day', aliases: ['Thanksgiving'], rule: since(1957, nthWeekday(10, MON, 2)) },
  { name: 'Remembrance Day', rule: since(1931, fixed(11, 11)) },
  { name: 'Christmas Day', aliases: ['Christmas'], rule: fixed(12, 25) },
  { name: 'Boxing Day', rule: fixed(12, 26) },
];

const AU: readonly HolidayDefinition[] = [
  { name: "New Year's Day", rule: fixed(1, 1) },
  { name: 'Australia Day', rule: since(1935, fixed(1, 26)) },
  { name: 'Good Friday', rule: easter(-2) },
  { name: 'Easter Saturday', rule: easter(-1) },
  { name: 'Easter Sunday', rule: easter(0) },
  { name: 'Easter Monday', rule: easter(1) },
  { name: 'ANZAC Day', rule: since(1921, fixed(4, 25)) },
  {
    name: "King's Birthday",
    aliases: ["Queen's Birthday", 'Sovereign’s Birthday'],
    rule: since(1936, nthWeekday(6, MON, 2)),
  },
  { name: 'Christmas Day', aliases: ['Christmas'], rule: fixed(12, 25) },
  { name: 'Boxing Day', rule: fixed(12, 26) },
];

const CALENDARS: Readonly<Record<string, readonly HolidayDefinition[]>> = { US, GB, DE, FR, CA, AU };

/** Other spellings of the supported countries (ISO alpha-3, and `UK`, which Python accepts). */
const COUNTRY_ALIASES: Readonly<Record<string, string>> = {
  USA: 'US',
  UK: 'GB',
  GBR: 'GB',
  DEU: 'DE',
  FRA: 'FR',
  CAN: 'CA',
  AUS: 'AU',
};

/** Country codes HOLIDAY(...) understands (ISO 3166 alpha-2; alpha-3 and `UK` work too). */
export const HOLIDAY_COUNTRIES: readonly string[] = Object.keys(CALENDARS);

function calendarFor(country: string): readonly HolidayDefinition[] {
  const code = country.trim().toUpperCase();
  const calendar = CALENDARS[COUNTRY_ALIASES[code] ?? code];
  if (!calendar) throw new UnknownHolidayCountryError(country, HOLIDAY_COUNTRIES);
  return calendar;
}

/** Case-, accent- and apostrophe-insensitive form of a holiday name. */
function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export interface Holiday {
  readonly name: string;
  readonly date: Date;
}

/** Every holiday of a country in a year, in date order. */
export function listHolidays(year: number, country = 'US'): Holiday[] {
  const result: Holiday[] = [];
  for (const holiday of calendarFor(country)) {
    const monthDay = holiday.rule(year);
    if (monthDay) result.push({ name: holiday.name, date: naiveDate(year, monthDay[0], monthDay[1]) });
  }
  return result.sort((a, b) => a.date.getTime() - b.date.getTime());
}

/**
 * The date of a holiday in a year: the name matches a holiday's name or alias by
 * case-insensitive prefix (`'christ'` finds Christmas Day); with several matches, the earliest.
 */
export function findHoliday(name: string, year: number, country = 'US'): Date {
  const wanted = normaliseName(name);
  const calendar = calendarFor(country);
  if (wanted) {
    const matches = listHolidays(year, country).filter(({ name: found }) => {
      const definition = calendar.find((holiday) => holiday.name === found);
      const names = [found, ...(definition?.aliases ?? [])];
      return names.some((candidate) => normaliseName(candidate).startsWith(wanted));
    });
    if (matches[0]) return matches[0].date;
  }
  throw new UnknownHolidayError(name, country.trim().toUpperCase(), year);
}
