import { describe, expect, it } from 'vitest';
import { TimeRangeAmbiguousError, TimeRangeOutOfBoundsError, TimeRangeParseError } from './errors';
import { parseHumanDatetime } from './human-datetime';
import { formatNaiveIso, naiveDate } from './naive';

const NOW = naiveDate(2016, 11, 7, 9, 30, 10); // a Monday
const parse = (text: string) => formatNaiveIso(parseHumanDatetime(text, NOW));

describe('parseHumanDatetime', () => {
  it.each([
    // anchors
    ['now', '2016-11-07T09:30:10'],
    ['today', '2016-11-07T00:00:00'],
    ['Today', '2016-11-07T00:00:00'],
    ['yesterday', '2016-11-06T00:00:00'],
    ['tomorrow', '2016-11-08T00:00:00'],
    ['midnight', '2016-11-07T00:00:00'],
    ['noon', '2016-11-07T12:00:00'],
    ['tomorrow at 9am', '2016-11-08T09:00:00'],
    ['yesterday 17:45', '2016-11-06T17:45:00'],
    // ISO and partial dates
    ['2018', '2018-01-01T00:00:00'],
    ['2018-03', '2018-03-01T00:00:00'],
    ['2018-9', '2018-09-01T00:00:00'],
    ['2015-04-03', '2015-04-03T00:00:00'],
    ['2018-01-01T00:00:00', '2018-01-01T00:00:00'],
    ['2018-12-31T23:59:59', '2018-12-31T23:59:59'],
    ['2018-12-31 23:59', '2018-12-31T23:59:00'],
    ['2018-12-31T23:59:59.250', '2018-12-31T23:59:59.250000'],
    ['2018-12-31T10:00:00Z', '2018-12-31T10:00:00'],
    ['2018-12-31T10:00:00+02:00', '2018-12-31T10:00:00'],
    ['2016/11/07', '2016-11-07T00:00:00'],
    ['20161107', '2016-11-07T00:00:00'],
    ['20161107T093010', '2016-11-07T09:30:10'],
    // US style and words
    ['2/3/1969', '1969-02-03T00:00:00'],
    ['13/02/2020', '2020-02-13T00:00:00'],
    ['11/07', '2016-11-07T00:00:00'],
    ['1/2/18', '2018-01-02T00:00:00'],
    ['Nov 7, 2016', '2016-11-07T00:00:00'],
    ['November 7 2016 10:30', '2016-11-07T10:30:00'],
    ['7 November 2016', '2016-11-07T00:00:00'],
    ['7th of March', '2016-03-07T00:00:00'],
    ['Monday, 7 Nov 2016', '2016-11-07T00:00:00'],
    ['March 2018', '2018-03-01T00:00:00'],
    ['sept 3 2019 at 4:05 pm', '2019-09-03T16:05:00'],
    ['10:30', '2016-11-07T10:30:00'],
    // relative phrases
    ['7 days ago', '2016-10-31T00:00:00'],
    ['3 weeks ago', '2016-10-17T00:00:00'],
    ['1 year ago', '2015-11-07T00:00:00'],
    ['one year ago', '2015-11-07T00:00:00'],
    ['a week ago', '2016-10-31T00:00:00'],
    ['2 quarters ago', '2016-05-07T00:00:00'],
    ['in 2 days', '2016-11-09T00:00:00'],
    ['2 years after', '2018-11-07T00:00:00'],
    ['3 days later', '2016-11-10T00:00:00'],
    ['2 days from now', '2016-11-09T00:00:00'],
    ['3 hours ago', '2016-11-07T06:30:10'],
    ['in 15 minutes', '2016-11-07T09:45:10'],
    ['1 day 2 hours ago', '2016-11-06T07:30:10'],
    ['1 year, 2 months and 3 days ago', '2015-09-04T00:00:00'],
    ['last week', '2016-10-31T00:00:00'],
    ['next month', '2016-12-07T00:00:00'],
    ['this year', '2016-11-07T00:00:00'],
    ['last hour', '2016-11-07T08:30:10'],
    ['last friday', '2016-11-04T00:00:00'],
    ['last monday', '2016-10-31T00:00:00'],
    ['next monday', '2016-11-14T00:00:00'],
    ['this sunday', '2016-11-13T00:00:00'],
  ])('%s → %s', (text, expected) => {
    expect(parse(text)).toBe(expected);
  });

  it.each(['2 days', '2 day', ' 10 Years ', '1 year 2 months'])('%s is ambiguous', (text) => {
    expect(() => parse(text)).toThrow(TimeRangeAmbiguousError);
  });

  it.each([
    'xxxxxxx',
    '',
    '2018-13-01',
    '2018-02-30',
    '25:00',
    'in 2 days ago',
    'Nov 7, 2016 garbage',
    '7 days sideways',
  ])('%s is refused', (text) => {
    expect(() => parse(text)).toThrow(TimeRangeParseError);
  });

  it('keeps the message Superset gives', () => {
    expect(() => parse('xxxxxxx')).toThrow('Cannot parse time string [xxxxxxx]');
    expect(() => parse('2 days')).toThrow(
      'Time string is ambiguous. Please specify [2 days ago] or [2 days later].',
    );
  });

  it('refuses dates outside years 1-9999', () => {
    expect(() => parse('10000 years ago')).toThrow(TimeRangeOutOfBoundsError);
  });

  it('drops the fraction of a second of the clock, as Superset does', () => {
    const precise = naiveDate(2016, 11, 7, 9, 30, 10, 789);
    expect(formatNaiveIso(parseHumanDatetime('now', precise))).toBe('2016-11-07T09:30:10');
    expect(formatNaiveIso(parseHumanDatetime('1 hour ago', precise))).toBe('2016-11-07T08:30:10');
  });

  it('never reads the system clock', () => {
    const other = naiveDate(1999, 12, 31, 23, 0, 0);
    expect(formatNaiveIso(parseHumanDatetime('tomorrow', other))).toBe('2000-01-01T00:00:00');
    expect(formatNaiveIso(parseHumanDatetime('March', other))).toBe('1999-03-01T00:00:00');
  });
});
