import { describe, expect, it } from 'vitest';
import { TimeRangeOutOfBoundsError } from './errors';
import { addToDate, daysBetween, formatNaiveIso, lastDayOf, naiveDate, truncateDate } from './naive';

const iso = formatNaiveIso;

describe('naive dates', () => {
  it('keeps years below 100 as written', () => {
    expect(iso(naiveDate(5, 3, 1))).toBe('0005-03-01T00:00:00');
  });

  it('formats like Python isoformat, with microseconds only for fractions', () => {
    expect(iso(naiveDate(2016, 11, 7, 9, 30, 10))).toBe('2016-11-07T09:30:10');
    expect(iso(naiveDate(2016, 11, 7, 9, 30, 10, 5))).toBe('2016-11-07T09:30:10.005000');
  });

  it('adds months with the day clamped to the month', () => {
    expect(iso(addToDate(naiveDate(2016, 1, 31), 1, 'month'))).toBe('2016-02-29T00:00:00');
    expect(iso(addToDate(naiveDate(2016, 3, 31), -1, 'quarter'))).toBe('2015-12-31T00:00:00');
    expect(iso(addToDate(naiveDate(2016, 2, 29), 1, 'year'))).toBe('2017-02-28T00:00:00');
    expect(iso(addToDate(naiveDate(2016, 11, 7, 9), -13, 'month'))).toBe('2015-10-07T09:00:00');
  });

  it('truncates and finds last days', () => {
    const sunday = naiveDate(2016, 11, 13, 22, 5, 7);
    expect(iso(truncateDate(sunday, 'week'))).toBe('2016-11-07T00:00:00');
    expect(iso(lastDayOf(sunday, 'week'))).toBe('2016-11-13T00:00:00');
    expect(iso(truncateDate(naiveDate(2016, 8, 31), 'quarter'))).toBe('2016-07-01T00:00:00');
    expect(iso(lastDayOf(naiveDate(2016, 7, 31), 'quarter'))).toBe('2016-09-30T00:00:00');
    expect(iso(lastDayOf(naiveDate(2016, 2, 3), 'month'))).toBe('2016-02-29T00:00:00');
  });

  it('counts whole days rounding down', () => {
    expect(daysBetween(naiveDate(2016, 1, 1), naiveDate(2016, 3, 1))).toBe(60);
    expect(daysBetween(naiveDate(2016, 1, 1, 12), naiveDate(2016, 1, 1))).toBe(-1);
  });

  it('refuses to leave years 1-9999', () => {
    expect(() => addToDate(naiveDate(9999, 12, 31), 1, 'day')).toThrow(TimeRangeOutOfBoundsError);
    expect(() => addToDate(naiveDate(1, 1, 1), -1, 'month')).toThrow(TimeRangeOutOfBoundsError);
    expect(() => addToDate(naiveDate(2000, 1, 1), 1e15, 'week')).toThrow(TimeRangeOutOfBoundsError);
  });
});
