import { describe, expect, it } from 'vitest';
import { TimeRangeParseError, UnknownHolidayCountryError, UnknownHolidayError } from './errors';
import { evaluateDateExpression } from './expression-eval';
import { tokenize } from './expression-lexer';
import { isTimeExpression, parseTimeExpression } from './expression-parser';
import { formatNaiveIso, naiveDate } from './naive';

const NOW = naiveDate(2016, 11, 7, 9, 30, 10);
const evaluate = (source: string) => formatNaiveIso(evaluateDateExpression(parseTimeExpression(source), NOW));

describe('tokenize', () => {
  it('reads idents, signed numbers, both quote styles and escapes', () => {
    expect(tokenize(`DATEADD(x, -7, 'it\\'s', "a")`).map((token) => token.kind)).toEqual([
      'ident',
      '(',
      'ident',
      ',',
      'number',
      ',',
      'string',
      ',',
      'string',
      ')',
      'eof',
    ]);
    expect(tokenize(`'it\\'s'`)[0]).toMatchObject({ kind: 'string', value: "it's" });
  });

  it('reports stray characters and unterminated strings', () => {
    expect(() => tokenize('DATETIME(#)')).toThrow(/unexpected character '#' at position 10/);
    expect(() => tokenize("DATETIME('today)")).toThrow(/unterminated string/);
  });
});

describe('time expressions (Superset datetime_eval cases)', () => {
  it.each([
    ["datetime('now')", '2016-11-07T09:30:10'],
    ["datetime('today')", '2016-11-07T00:00:00'],
    ["datetime('2018')", '2018-01-01T00:00:00'],
    ["datetime('2018-9')", '2018-09-01T00:00:00'],
    ["dateadd(datetime('today'),1,year,)", '2017-11-07T00:00:00'],
    ["dateadd(datetime('today'), -2, year)", '2014-11-07T00:00:00'],
    ["dateadd(datetime('today'), 2, quarter)", '2017-05-07T00:00:00'],
    ["dateadd(datetime('today'), 3, month)", '2017-02-07T00:00:00'],
    ["dateadd(datetime('today'), -3, week)", '2016-10-17T00:00:00'],
    ["dateadd(datetime('today'), 3, day)", '2016-11-10T00:00:00'],
    ["dateadd(datetime('now'), 3, hour)", '2016-11-07T12:30:10'],
    ["dateadd(datetime('now'), 40, minute)", '2016-11-07T10:10:10'],
    ["dateadd(datetime('now'), -11, second)", '2016-11-07T09:29:59'],
    ["datetrunc(datetime('now'), year)", '2016-01-01T00:00:00'],
    ["datetrunc(datetime('now'), quarter)", '2016-10-01T00:00:00'],
    ["datetrunc(datetime('now'), month)", '2016-11-01T00:00:00'],
    ["datetrunc(datetime('now'), day)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('now'), week)", '2016-11-07T00:00:00'],
    ["datetrunc(datetime('now'), hour)", '2016-11-07T09:00:00'],
    ["datetrunc(datetime('now'), minute)", '2016-11-07T09:30:00'],
    ["datetrunc(datetime('now'), second)", '2016-11-07T09:30:10'],
    ["lastday(datetime('now'), year)", '2016-12-31T00:00:00'],
    ["lastday(datetime('today'), month)", '2016-11-30T00:00:00'],
    ["lastday(datetime('today'), quarter)", '2016-12-31T00:00:00'],
    ["lastday(datetime('today'), week)", '2016-11-13T00:00:00'],
    ["lastday(datetime('now'), day)", '2016-11-07T00:00:00'],
    ["lastday(dateadd(datetime('2018-01-01T00:00:00'), 1, month), month)", '2018-02-28T00:00:00'],
    ["holiday('Christmas')", '2016-12-25T00:00:00'],
    ["holiday('Labor day', datetime('2018-01-01T00:00:00'))", '2018-09-03T00:00:00'],
    ["holiday('Boxing day', datetime('2018-01-01T00:00:00'), 'UK')", '2018-12-26T00:00:00'],
    ["holiday('Juneteenth', datetime('2022-01-01T00:00:00'), 'US')", '2022-06-19T00:00:00'],
    ["holiday('Independence Day', datetime('2022-01-01T00:00:00'), 'US')", '2022-07-04T00:00:00'],
    ["HOLIDAY('Easter Monday', 'GB')", '2016-03-28T00:00:00'],
    ['HOLIDAY("christi himmelfahrt", DATETIME("2020"), "de",)', '2020-05-21T00:00:00'],
  ])('%s → %s', (source, expected) => {
    expect(evaluate(source)).toBe(expected);
  });

  it('uses DATEDIFF wherever an integer goes', () => {
    expect(
      evaluate(
        "DATEADD(DATETIME('2016-01-01'), DATEDIFF(DATETIME('2016-01-01'), DATETIME('2016-01-31')), day)",
      ),
    ).toBe('2016-01-31T00:00:00');
    expect(
      evaluate("DATEADD(DATETIME('2000'), DATEDIFF(DATETIME('2010-06-01'), DATETIME('today'), YEAR), year)"),
    ).toBe('2006-01-01T00:00:00');
    // Like Python's timedelta.days, a part day rounds down.
    expect(evaluate("DATEADD(DATETIME('today'), DATEDIFF(DATETIME('now'), DATETIME('today')), day)")).toBe(
      '2016-11-06T00:00:00',
    );
  });

  it('accepts any keyword case, plural units and trailing commas', () => {
    expect(evaluate("DaTeAdD(DATETIME('today'), 2, Days,)")).toBe('2016-11-09T00:00:00');
    expect(evaluate("DATETRUNC(DATETIME('now'), MONTH,)")).toBe('2016-11-01T00:00:00');
  });

  it.each([
    ["DATEADD(DATETIME('today'), 1)", /expected ','/],
    ["DATEADD(DATETIME('today'), 1, fortnight)", /expected a unit/],
    ["LASTDAY(DATETIME('today'), hour)", /LASTDAY takes day, week, month, quarter or year/],
    ["DATEDIFF(DATETIME('today'), DATETIME('now'))", /DATEDIFF\(\.\.\.\) gives a number/],
    [
      "DATEADD(DATETIME('today'), DATEDIFF(DATETIME('today'), DATETIME('now'), month), day)",
      /DATEDIFF takes day or year/,
    ],
    ["DATETIME('today') extra", /unexpected text after the expression/],
    ['DATETIME(today)', /expected a quoted string/],
    ["NOPE('x')", /expected one of DATETIME/],
    ["DATETIMES('today')", /unknown function DATETIMES/],
    ["DATETIME('today'", /expected '\)' at the end/],
  ])('%s is refused', (source, message) => {
    expect(() => evaluate(source)).toThrow(TimeRangeParseError);
    expect(() => evaluate(source)).toThrow(message);
  });

  it('refuses absurd nesting with a parse error, not a stack overflow', () => {
    const deep = `${'DATEADD('.repeat(5000)}DATETIME('today')${', 1, day)'.repeat(5000)}`;
    expect(() => evaluate(deep)).toThrow(/nest more than 64 levels/);
  });

  it('reports unknown holidays and countries', () => {
    expect(() => evaluate("HOLIDAY('Festivus')")).toThrow(UnknownHolidayError);
    expect(() => evaluate("HOLIDAY('Festivus')")).toThrow('Unable to find such a holiday: [Festivus]');
    expect(() => evaluate("HOLIDAY('Christmas', DATETIME('today'), 'XX')")).toThrow(
      UnknownHolidayCountryError,
    );
  });

  it('tells expressions from other text', () => {
    expect(isTimeExpression("  datetime('now')")).toBe(true);
    expect(isTimeExpression('HOLIDAY(')).toBe(true);
    expect(isTimeExpression('today')).toBe(false);
  });
});
