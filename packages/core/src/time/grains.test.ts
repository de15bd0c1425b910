import { describe, expect, it } from 'vitest';
import {
  getTimeGrain,
  isTimeGrain,
  normalizeTimeGrain,
  TIME_GRAIN_KEYS,
  TIME_GRAINS,
  truncateToGrain,
} from './grains';
import { formatNaiveIso, naiveDate } from './naive';

describe('time grain catalogue', () => {
  it('lists every §4.1 key once, with its label', () => {
    expect(TIME_GRAINS.map((grain) => grain.key)).toEqual([...TIME_GRAIN_KEYS]);
    expect(new Set(TIME_GRAIN_KEYS).size).toBe(TIME_GRAIN_KEYS.length);
    expect(getTimeGrain('P1D')?.label).toBe('Day');
    expect(getTimeGrain('PT15M')?.label).toBe('15 minute');
    expect(getTimeGrain('P1W/1970-01-04T00:00:00Z')?.label).toBe('Week ending Sunday');
    expect(getTimeGrain('1969-12-28T00:00:00Z/P1W')?.label).toBe('Week starting Sunday');
  });

  it('maps legacy aliases', () => {
    expect(normalizeTimeGrain('PT0.5H')).toBe('PT30M');
    expect(normalizeTimeGrain('P0.25Y')).toBe('P3M');
    expect(getTimeGrain('P0.25Y')?.label).toBe('Quarter');
    expect(isTimeGrain('PT0.5H')).toBe(true);
    expect(isTimeGrain('P1Y')).toBe(true);
    expect(isTimeGrain('P2Y')).toBe(false);
    expect(isTimeGrain('toString')).toBe(false);
    expect(isTimeGrain(null)).toBe(false);
    expect(normalizeTimeGrain('constructor')).toBeUndefined();
  });
});

describe('truncateToGrain', () => {
  const moment = naiveDate(2016, 11, 9, 13, 47, 38); // a Wednesday
  it.each([
    ['PT1S', '2016-11-09T13:47:38'],
    ['PT5S', '2016-11-09T13:47:35'],
    ['PT30S', '2016-11-09T13:47:30'],
    ['PT1M', '2016-11-09T13:47:00'],
    ['PT5M', '2016-11-09T13:45:00'],
    ['PT10M', '2016-11-09T13:40:00'],
    ['PT15M', '2016-11-09T13:45:00'],
    ['PT30M', '2016-11-09T13:30:00'],
    ['PT0.5H', '2016-11-09T13:30:00'],
    ['PT1H', '2016-11-09T13:00:00'],
    ['PT6H', '2016-11-09T12:00:00'],
    ['P1D', '2016-11-09T00:00:00'],
    ['P1W', '2016-11-07T00:00:00'],
    ['P1M', '2016-11-01T00:00:00'],
    ['P3M', '2016-10-01T00:00:00'],
    ['P1Y', '2016-01-01T00:00:00'],
    ['1969-12-28T00:00:00Z/P1W', '2016-11-06T00:00:00'],
    ['1969-12-29T00:00:00Z/P1W', '2016-11-07T00:00:00'],
    ['P1W/1970-01-03T00:00:00Z', '2016-11-12T00:00:00'],
    ['P1W/1970-01-04T00:00:00Z', '2016-11-13T00:00:00'],
  ])('%s', (key, expected) => {
    const result = truncateToGrain(moment, key);
    expect(result && formatNaiveIso(result)).toBe(expected);
  });

  it('maps week-anchored edges as the SQL templates do', () => {
    const saturday = naiveDate(2016, 11, 12, 8);
    const sunday = naiveDate(2016, 11, 13, 8);
    const iso = (date: Date, key: string) => formatNaiveIso(truncateToGrain(date, key) as Date).slice(0, 10);
    expect(iso(sunday, '1969-12-28T00:00:00Z/P1W')).toBe('2016-11-13');
    expect(iso(saturday, 'P1W/1970-01-03T00:00:00Z')).toBe('2016-11-12');
    expect(iso(sunday, 'P1W/1970-01-03T00:00:00Z')).toBe('2016-11-19');
    expect(iso(sunday, 'P1W/1970-01-04T00:00:00Z')).toBe('2016-11-13');
  });

  it('gives undefined for an unknown key', () => {
    expect(truncateToGrain(moment, 'P2W')).toBeUndefined();
  });
});
