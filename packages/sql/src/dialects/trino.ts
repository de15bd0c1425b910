import { baseDialect, dateTruncGrains } from './base';
import type { Dialect } from './types';

const T = 'CAST({col} AS TIMESTAMP)';
const lowerTrunc = (unit: string, sub: string, part: string, step: number) =>
  `date_trunc('${unit}', ${T}) - interval '1' ${sub} * (${part}(${T}) % ${step})`;

// Trino: OFFSET comes before LIMIT (https://trino.io/docs/current/sql/select.html#offset-clause);
// there is no ILIKE and no `IS TRUE`.
export const trino: Dialect = {
  ...baseDialect,
  id: 'trino',
  name: 'Trino',
  aliasIds: ['presto'],
  limitClause: (limit, offset) =>
    [offset > 0 ? `OFFSET ${offset}` : '', limit !== null ? `LIMIT ${limit}` : ''].filter(Boolean).join(' '),
  isTrue: (expr) => `${expr} = true`,
  isFalse: (expr) => `${expr} = false`,
  regexMatch: (expr, pattern) => `regexp_like(${expr}, ${pattern})`,
  timeGrains: {
    ...Object.fromEntries(
      Object.entries(dateTruncGrains(T)).map(([key, template]) => [
        key,
        template.replace('DATE_TRUNC', 'date_trunc'),
      ]),
    ),
    PT5S: lowerTrunc('second', 'second', 'second', 5),
    PT30S: lowerTrunc('second', 'second', 'second', 30),
    PT5M: lowerTrunc('minute', 'minute', 'minute', 5),
    PT10M: lowerTrunc('minute', 'minute', 'minute', 10),
    PT15M: lowerTrunc('minute', 'minute', 'minute', 15),
    PT30M: lowerTrunc('minute', 'minute', 'minute', 30),
    PT6H: lowerTrunc('hour', 'hour', 'hour', 6),
    '1969-12-28T00:00:00Z/P1W': `date_trunc('week', ${T} + interval '1' day) - interval '1' day`,
    '1969-12-29T00:00:00Z/P1W': `date_trunc('week', ${T})`,
    'P1W/1970-01-03T00:00:00Z': `date_trunc('week', ${T} + interval '1' day) + interval '5' day`,
    'P1W/1970-01-04T00:00:00Z': `date_trunc('week', ${T}) + interval '6' day`,
  },
};
