// Evaluates a parsed time expression against an injected clock.

import type { DateExpression, IntExpression } from './expression-parser';
import { findHoliday } from './holidays';
import { parseHumanDatetime } from './human-datetime';
import { addToDate, daysBetween, lastDayOf, truncateDate } from './naive';

export function evaluateDateExpression(expression: DateExpression, now: Date): Date {
  switch (expression.kind) {
    case 'datetime':
      return parseHumanDatetime(expression.text, now);
    case 'dateadd':
      return addToDate(
        evaluateDateExpression(expression.base, now),
        evaluateIntExpression(expression.amount, now),
        expression.unit,
      );
    case 'datetrunc':
      return truncateDate(evaluateDateExpression(expression.base, now), expression.unit);
    case 'lastday':
      return lastDayOf(evaluateDateExpression(expression.base, now), expression.unit);
    case 'holiday': {
      // The year comes from the optional date (default: this year), the country defaults to US.
      const year = (expression.base ? evaluateDateExpression(expression.base, now) : now).getUTCFullYear();
      return findHoliday(expression.name, year, expression.country ?? 'US');
    }
  }
}

export function evaluateIntExpression(expression: IntExpression, now: Date): number {
  if (expression.kind === 'int') return expression.value;
  const from = evaluateDateExpression(expression.from, now);
  const to = evaluateDateExpression(expression.to, now);
  return expression.unit === 'year' ? to.getUTCFullYear() - from.getUTCFullYear() : daysBetween(from, to);
}
