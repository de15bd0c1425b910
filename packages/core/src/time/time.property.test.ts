import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TimeRangeError } from './errors';
import { evaluateDateExpression } from './expression-eval';
import { parseTimeExpression } from './expression-parser';
import { parseHumanDatetime } from './human-datetime';
import { formatNaiveIso, naiveDate, truncateDate } from './naive';
import { getSinceUntil } from './time-range';
import { TIME_UNITS } from './units';

// Naive clocks between 1900 and 2100, whole milliseconds.
const clock = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
  .map((date) => new Date(date.getTime()));
const unit = fc.constantFrom(...TIME_UNITS);

const evaluate = (source: string, now: Date) => evaluateDateExpression(parseTimeExpression(source), now);
const datetimeLiteral = (date: Date) => `DATETIME('${formatNaiveIso(date)}')`;

/** Runs fn; any throw that is not a catalogue error fails the property. */
function onlyCatalogueErrors(fn: () => unknown): void {
  try {
    fn();
  } catch (error) {
    if (!(error instanceof TimeRangeError)) throw error;
  }
}

describe('time-range properties', () => {
  it('Last N unit: since < until and until is the anchor', () => {
    fc.assert(
      fc.property(clock, fc.integer({ min: 1, max: 500 }), unit, fc.boolean(), (now, n, u, plural) => {
        const { since, until } = getSinceUntil({ timeRange: `Last ${n} ${u}${plural ? 's' : ''}`, now });
        const anchor = parseHumanDatetime(['second', 'minute', 'hour'].includes(u) ? 'now' : 'today', now);
        expect(until?.getTime()).toBe(anchor.getTime());
        expect(since!.getTime()).toBeLessThan(until!.getTime());
      }),
    );
  });

  it('DATEADD by n then -n round-trips for day and week', () => {
    fc.assert(
      fc.property(
        clock,
        fc.integer({ min: -5000, max: 5000 }),
        fc.constantFrom('day', 'week'),
        (date, n, u) => {
          const there = evaluate(`DATEADD(${datetimeLiteral(date)}, ${n}, ${u})`, date);
          const back = evaluate(`DATEADD(${datetimeLiteral(there)}, ${-n}, ${u})`, date);
          expect(back.getTime()).toBe(date.getTime());
        },
      ),
    );
  });

  it('DATETRUNC is idempotent and never after its input', () => {
    fc.assert(
      fc.property(clock, unit, (date, u) => {
        const once = evaluate(`DATETRUNC(${datetimeLiteral(date)}, ${u})`, date);
        const twice = truncateDate(once, u);
        expect(twice.getTime()).toBe(once.getTime());
        expect(once.getTime()).toBeLessThanOrEqual(date.getTime());
      }),
    );
  });

  it('any valid "A : B" with A before B gives since ≤ until', () => {
    fc.assert(
      fc.property(clock, clock, clock, (a, b, now) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const { since, until } = getSinceUntil({
          timeRange: `${formatNaiveIso(early)} : ${formatNaiveIso(late)}`,
          now,
        });
        expect(since!.getTime()).toBe(early.getTime());
        expect(until!.getTime()).toBe(late.getTime());
        expect(since!.getTime()).toBeLessThanOrEqual(until!.getTime());
      }),
    );
  });

  it('throws nothing but catalogue errors on arbitrary strings', () => {
    const vocabulary = fc.constantFrom(
      'DATEADD(',
      'DATETIME(',
      'DATETRUNC(',
      'LASTDAY(',
      'HOLIDAY(',
      'DATEDIFF(',
      "'today'",
      '"now"',
      ', ',
      ')',
      ' : ',
      '-',
      '7',
      '99999999999',
      'day',
      'week',
      'quarter',
      'Last ',
      'Next ',
      'ago',
      'first ',
      'of ',
      'this ',
      'start of ',
      'end of ',
      'Current ',
      '2016-02-29',
    );
    const soup = fc.array(vocabulary, { maxLength: 12 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), soup), clock, (text, now) => {
        onlyCatalogueErrors(() => getSinceUntil({ timeRange: text, now }));
        onlyCatalogueErrors(() => getSinceUntil({ timeRange: `${text} : now`, now }));
        onlyCatalogueErrors(() => getSinceUntil({ timeRange: 'Last week', timeShift: text, now }));
        onlyCatalogueErrors(() => parseHumanDatetime(text, now));
      }),
      { numRuns: 2000 },
    );
  });

  it('formats what it parses back to the same instant', () => {
    fc.assert(
      fc.property(clock, (date) => {
        const exact = naiveDate(
          date.getUTCFullYear(),
          date.getUTCMonth() + 1,
          date.getUTCDate(),
          date.getUTCHours(),
          date.getUTCMinutes(),
          date.getUTCSeconds(),
        );
        expect(parseHumanDatetime(formatNaiveIso(exact), date).getTime()).toBe(exact.getTime());
      }),
    );
  });
});
