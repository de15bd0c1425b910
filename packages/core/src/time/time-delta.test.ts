import { describe, expect, it } from 'vitest';
import { TimeDeltaError } from './errors';
import { formatNaiveIso, naiveDate } from './naive';
import {
  applyTimeShift,
  isInheritedTimeOffset,
  parseTimeDelta,
  shiftDate,
  timeOffsetToDelta,
} from './time-delta';

const iso = (date: Date) => formatNaiveIso(date);

describe('parseTimeDelta', () => {
  it.each([
    ['1 year ago', [{ count: 1, unit: 'year' }], 'past'],
    ['52 weeks ago', [{ count: 52, unit: 'week' }], 'past'],
    ['-1 month', [{ count: 1, unit: 'month' }], 'past'],
    ['1 day before', [{ count: 1, unit: 'day' }], 'past'],
    ['2 days later', [{ count: 2, unit: 'day' }], 'future'],
    ['in 3 hours', [{ count: 3, unit: 'hour' }], 'future'],
    ['+1 quarter', [{ count: 1, unit: 'quarter' }], 'future'],
    ['1 year', [{ count: 1, unit: 'year' }], 'unsigned'],
    [
      '1 Year, 2 months ago',
      [
        { count: 1, unit: 'year' },
        { count: 2, unit: 'month' },
      ],
      'past',
    ],
  ])('%s', (text, parts, direction) => {
    expect(parseTimeDelta(text)).toEqual({ parts, direction });
  });

  it.each(['', 'yesterday', 'inherited', 'ago', '1 fortnight ago'])('refuses %j', (text) => {
    expect(() => parseTimeDelta(text)).toThrow(TimeDeltaError);
  });
});

describe('applyTimeShift', () => {
  const leapDay = naiveDate(2020, 2, 29, 13, 15, 0);

  it('moves into the past for "ago" and bare deltas, keeping the time of day', () => {
    expect(iso(applyTimeShift(leapDay, '1 year ago'))).toBe('2019-02-28T13:15:00');
    expect(iso(applyTimeShift(leapDay, '1 year'))).toBe('2019-02-28T13:15:00');
    expect(iso(applyTimeShift(leapDay, '52 weeks ago'))).toBe('2019-03-02T13:15:00');
    expect(iso(applyTimeShift(leapDay, '1 day ago'))).toBe('2020-02-28T13:15:00');
  });

  it('moves into the future for "later"', () => {
    expect(iso(applyTimeShift(leapDay, '1 year later'))).toBe('2021-02-28T13:15:00');
    expect(iso(applyTimeShift(leapDay, '1 month later'))).toBe('2020-03-29T13:15:00');
    expect(iso(shiftDate(leapDay, parseTimeDelta('in 3 months')))).toBe('2020-05-29T13:15:00');
  });
});

describe('time offsets', () => {
  const since = naiveDate(2016, 11, 1);
  const until = naiveDate(2016, 11, 8);

  it('recognises inherited in both spellings', () => {
    expect(isInheritedTimeOffset('inherited')).toBe(true);
    expect(isInheritedTimeOffset(' Inherit ')).toBe(true);
    expect(isInheritedTimeOffset('1 year ago')).toBe(false);
    expect(isInheritedTimeOffset(null)).toBe(false);
  });

  it('turns inherited into the range length', () => {
    const delta = timeOffsetToDelta('inherited', since, until);
    expect(delta).toEqual({ parts: [{ count: 7, unit: 'day' }], direction: 'past' });
    expect(iso(shiftDate(since, delta))).toBe('2016-10-25T00:00:00');
    expect(() => timeOffsetToDelta('inherited', null, until)).toThrow(
      /needs a range with a start and an end/,
    );
  });

  it('turns a date offset into the days from it to the start', () => {
    expect(timeOffsetToDelta('2016-10-01', since, until)).toEqual({
      parts: [{ count: 31, unit: 'day' }],
      direction: 'past',
    });
    expect(() => timeOffsetToDelta('2016-02-30', since, until)).toThrow(/not a valid calendar date/);
  });

  it('passes other offsets to parseTimeDelta', () => {
    expect(timeOffsetToDelta('1 year ago', since, until).parts).toEqual([{ count: 1, unit: 'year' }]);
  });
});
