import { describe, expect, it } from 'vitest';
import {
  TIME_RANGE_ERROR_CODES,
  TimeRangeAmbiguousError,
  TimeRangeError,
  TimeRangeOrderError,
  TimeRangeParseError,
} from './errors';
import { formatNaiveIso, naiveDate } from './naive';
import { getSinceUntil, isNoTimeRange, NO_TIME_RANGE, type TimeRangeInput } from './time-range';

// SUPERSET_FACTS.md §3.5: now = 2016-11-07 09:30:10, a Monday.
const NOW = naiveDate(2016, 11, 7, 9, 30, 10);

function range(
  timeRange: string | null,
  extra: Partial<TimeRangeInput> = {},
): [string | null, string | null] {
  const { since, until } = getSinceUntil({ timeRange, now: NOW, ...extra });
  return [since && formatNaiveIso(since), until && formatNaiveIso(until)];
}

const day = (text: string) => `${text}T00:00:00`;

describe('getSinceUntil — worked examples of §3.5', () => {
  it.each([
    ['Last day', day('2016-11-06'), day('2016-11-07')],
    ['Last week', day('2016-10-31'), day('2016-11-07')],
    ['Last month', day('2016-10-07'), day('2016-11-07')],
    ['Last hour', '2016-11-07T08:30:10', '2016-11-07T09:30:10'],
    ['previous calendar quarter', day('2016-07-01'), day('2016-10-01')],
    ['Current day', day('2016-11-07'), day('2016-11-08')],
    ['Current week', day('2016-11-07'), day('2016-11-14')],
    ['Current month', day('2016-11-01'), day('2016-12-01')],
    ['Current quarter', day('2016-10-01'), day('2017-01-01')],
    ['Current year', day('2016-01-01'), day('2017-01-01')],
    ['start of this month : end of this month', day('2016-11-01'), day('2016-11-30')],
    ['first week of this year', day('2016-01-01'), day('2016-01-08')],
    ['DATEADD(DATETIME("now"), -7, day) : now', '2016-10-31T09:30:10', '2016-11-07T09:30:10'],
    [NO_TIME_RANGE, null, null],
  ])('%s', (input, since, until) => {
    expect(range(input)).toEqual([since, until]);
  });
});

describe('getSinceUntil — Superset unit-test cases', () => {
  it.each([
    [' : now', null, '2016-11-07T09:30:10'],
    ['yesterday : tomorrow', day('2016-11-06'), day('2016-11-08')],
    ['2018-01-01T00:00:00 : 2018-12-31T23:59:59', day('2018-01-01'), '2018-12-31T23:59:59'],
    ['Last year', day('2015-11-07'), day('2016-11-07')],
    ['Last quarter', day('2016-08-07'), day('2016-11-07')],
    ['Last 5 months', day('2016-06-07'), day('2016-11-07')],
    ['Last 1 month', day('2016-10-07'), day('2016-11-07')],
    ['Next 5 months', day('2016-11-07'), day('2017-04-07')],
    ['Next 1 month', day('2016-11-07'), day('2016-12-07')],
    ['previous calendar week', day('2016-10-31'), day('2016-11-07')],
    ['previous calendar month', day('2016-10-01'), day('2016-11-01')],
    ['previous calendar year', day('2015-01-01'), day('2016-01-01')],
  ])('%s', (input, since, until) => {
    expect(range(input)).toEqual([since, until]);
  });

  it('anchors relative starts and ends on request', () => {
    expect(range('Last week', { relativeEnd: 'now' })).toEqual([day('2016-10-31'), '2016-11-07T09:30:10']);
    expect(range('Last week', { relativeStart: 'now' })).toEqual(['2016-10-31T09:30:10', day('2016-11-07')]);
    expect(range('Last week', { relativeStart: 'now', relativeEnd: 'now' })).toEqual([
      '2016-10-31T09:30:10',
      '2016-11-07T09:30:10',
    ]);
    expect(range('Next week', { relativeStart: 'now' })).toEqual([
      '2016-11-07T09:30:10',
      '2016-11-14T09:30:10',
    ]);
  });

  it('uses the legacy since/until pair when there is no time range', () => {
    expect(range(null)).toEqual([null, day('2016-11-07')]);
    expect(range(null, { since: '5 days' })).toEqual([day('2016-11-02'), day('2016-11-07')]);
    expect(range(null, { since: '5 days ago', until: 'tomorrow' })).toEqual([
      day('2016-11-02'),
      day('2016-11-08'),
    ]);
    expect(range('', { relativeEnd: 'now' })).toEqual([null, '2016-11-07T09:30:10']);
  });

  it('applies time shifts per bound, calendar-aware', () => {
    const full = '2000-01-01T00:00:00 : 2018-01-01T00:00:00';
    expect(range('yesterday : tomorrow', { timeShift: '1 day' })).toEqual([
      day('2016-11-05'),
      day('2016-11-07'),
    ]);
    expect(range(full, { timeShift: '1 year' })).toEqual([day('1999-01-01'), day('2017-01-01')]);
    expect(range(full, { timeShift: '1 month' })).toEqual([day('1999-12-01'), day('2017-12-01')]);
    expect(range(full, { timeShift: '1 week' })).toEqual([day('1999-12-25'), day('2017-12-25')]);
    expect(range(full, { timeShift: 'inherited' })).toEqual([day('1981-12-31'), day('2000-01-01')]);
    expect(range('2016-03-31 : 2016-05-31', { timeShift: '1 month ago' })).toEqual([
      day('2016-02-29'),
      day('2016-04-30'),
    ]);
    expect(range('Last week', { timeShift: '52 weeks ago' })).toEqual([day('2015-11-02'), day('2015-11-09')]);
    expect(range('Last week', { timeShift: '1 week later' })).toEqual([day('2016-11-07'), day('2016-11-14')]);
    expect(range('Last week', { timeShift: '2015-01-01 : 2015-02-01' })).toEqual([
      day('2015-01-01'),
      day('2015-02-01'),
    ]);
    expect(range(' : 2016-01-01', { timeShift: '1 year ago' })).toEqual([null, day('2015-01-01')]);
  });
});

describe('getSinceUntil — the rest of the grammar', () => {
  it.each([
    ['Last 7 days', day('2016-10-31'), day('2016-11-07')],
    ['Last 2 quarters', day('2016-05-07'), day('2016-11-07')],
    ['last 30 minutes', '2016-11-07T09:00:10', '2016-11-07T09:30:10'],
    ['Last 10 seconds', '2016-11-07T09:30:00', '2016-11-07T09:30:10'],
    ['Next 3 days', day('2016-11-07'), day('2016-11-10')],
    ['Next 2 hours', '2016-11-07T09:30:10', '2016-11-07T11:30:10'],
    ['CURRENT MONTH', day('2016-11-01'), day('2016-12-01')],
    ['start of last month : start of this month', day('2016-10-01'), day('2016-11-01')],
    ['beginning of next year : end of next 2 years', day('2017-01-01'), day('2018-12-31')],
    ['start of prior 2 weeks : end of last week', day('2016-10-24'), day('2016-11-06')],
    ['start of this quarter : end of this quarter', day('2016-10-01'), day('2016-12-31')],
    ['start of last day : end of this day', day('2016-11-06'), day('2016-11-07')],
    ['first day of this month : first of next month', day('2016-11-01'), day('2016-12-01')],
    ['1st of last year : first of the year', day('2015-01-01'), day('2016-01-01')],
    ['first day of the quarter : first of the week', day('2016-10-01'), day('2016-11-07')],
    ['first month of this quarter', day('2016-10-01'), day('2016-11-01')],
    ['1st quarter of last year', day('2015-01-01'), day('2015-04-01')],
    ['first week of the month', day('2016-11-01'), day('2016-11-08')],
    ['this week : next 2 weeks', day('2016-11-07'), day('2016-11-21')],
    ['last 3 hours : this hour', '2016-11-07T06:30:10', '2016-11-07T09:30:10'],
    ['prior 2 days : this day', day('2016-11-05'), day('2016-11-07')],
    ['2016 : 2017', day('2016-01-01'), day('2017-01-01')],
    ['2016-03 : 2016-04-15 12:00', day('2016-03-01'), '2016-04-15T12:00:00'],
    ['7 days ago : in 2 days', day('2016-10-31'), day('2016-11-09')],
    ['3 hours ago : now', '2016-11-07T06:30:10', '2016-11-07T09:30:10'],
    ["DATETIME('today') : DATEADD(DATETIME('today'), 1, day)", day('2016-11-07'), day('2016-11-08')],
    [
      "datetrunc(datetime('now'), month) : lastday(datetime('now'), month)",
      day('2016-11-01'),
      day('2016-11-30'),
    ],
    ["HOLIDAY('Thanksgiving') : HOLIDAY('Christmas')", day('2016-11-24'), day('2016-12-25')],
    ['2018 : ', day('2018-01-01'), null],
  ])('%s', (input, since, until) => {
    expect(range(input)).toEqual([since, until]);
  });

  it('treats keywords case-insensitively', () => {
    expect(range('LAST WEEK')).toEqual(range('Last week'));
    expect(range('Previous Calendar Month')).toEqual(range('previous calendar month'));
    expect(range('no filter')).toEqual([null, null]);
    expect(isNoTimeRange(' No Filter ')).toBe(true);
  });

  it('uses relativeStart as the base of scoped sides', () => {
    expect(range('start of this month : 2017', { relativeStart: '2016-02-15' })).toEqual([
      day('2016-02-01'),
      day('2017-01-01'),
    ]);
    expect(range('last 2 days : now', { relativeStart: 'now' })).toEqual([
      '2016-11-05T09:30:10',
      '2016-11-07T09:30:10',
    ]);
  });
});

describe('getSinceUntil — errors', () => {
  it('refuses a start after the end', () => {
    expect(() => range('tomorrow : yesterday')).toThrow(TimeRangeOrderError);
    expect(() => range('tomorrow : yesterday')).toThrow('From date cannot be larger than to date');
  });

  it('flags a bare "N unit" as ambiguous', () => {
    expect(() => range('5 days : now')).toThrow(TimeRangeAmbiguousError);
    expect(() => range('5 days : now')).toThrow(
      'Time string is ambiguous. Please specify [5 days ago] or [5 days later].',
    );
  });

  it('reports unparsable text with the offending string', () => {
    expect(() => range('xxxxxxx : now')).toThrow(TimeRangeParseError);
    expect(() => range('xxxxxxx : now')).toThrow('Cannot parse time string [xxxxxxx]');
    expect(() => range('Last fortnight')).toThrow(TimeRangeParseError);
    expect(() => range('DATEADD(DATETIME("today"), 1) : now')).toThrow(/expected ','/);
  });

  it('refuses a range without a separator that is no shorthand', () => {
    try {
      range('2018-01-01');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(TimeRangeError);
      expect((error as TimeRangeError).code).toBe(TIME_RANGE_ERROR_CODES.TIME_RANGE_UNPARSABLE);
      expect((error as TimeRangeError).status).toBe(400);
    }
  });

  it('refuses an unusable time shift', () => {
    expect(() => range('Last week', { timeShift: 'sometime' })).toThrow(
      /Cannot parse time shift \[sometime\]/,
    );
  });
});
