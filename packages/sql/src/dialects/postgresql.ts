import type { Param } from '../fragment';
import { baseDialect, dateTruncGrains } from './base';
import type { Dialect } from './types';

const subTrunc = (unit: string, part: string, step: number, plural: string) =>
  `DATE_TRUNC('${unit}', {col}) + INTERVAL '${step} ${plural}' * FLOOR(EXTRACT(${part} FROM {col}) / ${step})`;

// PostgreSQL infers a parameter's type from its context: `int_col > $1` makes $1 an integer, so a
// non-integer value must carry its own type (https://www.postgresql.org/docs/current/sql-prepare.html).
export const postgresql: Dialect = {
  ...baseDialect,
  id: 'postgresql',
  name: 'PostgreSQL',
  aliasIds: ['postgres', 'postgresql+psycopg2', 'pg'],
  // NAMEDATALEN - 1: longer identifiers are silently truncated.
  maxAliasBytes: 63,
  nativeIlike: true,
  placeholder: (index: number, p: Param) =>
    p.type === 'float' ? `CAST($${index} AS DOUBLE PRECISION)` : `$${index}`,
  regexMatch: (expr, pattern) => `${expr} ~ ${pattern}`,
  timeGrains: {
    ...dateTruncGrains(),
    PT5S: subTrunc('minute', 'SECOND', 5, 'seconds'),
    PT30S: subTrunc('minute', 'SECOND', 30, 'seconds'),
    PT5M: subTrunc('hour', 'MINUTE', 5, 'minutes'),
    PT10M: subTrunc('hour', 'MINUTE', 10, 'minutes'),
    PT15M: subTrunc('hour', 'MINUTE', 15, 'minutes'),
    PT30M: subTrunc('hour', 'MINUTE', 30, 'minutes'),
  },
};
