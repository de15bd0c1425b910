import type { Param } from '../fragment';
import { baseDialect, formatNaiveTimestamp, limitOffset } from './base';
import type { Dialect } from './types';

// SQLite stores dates as TEXT and compares them as strings. A midnight bound is written as the bare
// date so that both date-only ('2020-01-05') and date-time ('2020-01-05 10:00:00') values compare
// correctly against it: '2020-01-05' >= '2020-01-05' but '2020-01-05' < '2020-01-05 00:00:00'.
function formatSqliteTemporal(value: Date): string {
  const text = formatNaiveTimestamp(value);
  return text.endsWith(' 00:00:00') ? text.slice(0, 10) : text;
}

export const sqlite: Dialect = {
  ...baseDialect,
  id: 'sqlite',
  name: 'SQLite',
  aliasIds: ['sqlite3'],
  booleans: { true: '1', false: '0' },
  types: { timestamp: 'TEXT' },
  temporalPlaceholder: (placeholder) => placeholder,
  formatTemporal: formatSqliteTemporal,
  // better-sqlite3 binds only numbers, strings, bigints, buffers and null.
  bindValue: (p: Param) => (typeof p.value === 'boolean' ? (p.value ? 1 : 0) : p.value),
  // SQLite needs a LIMIT before OFFSET; -1 means no limit (https://www.sqlite.org/lang_select.html#limitoffset).
  limitClause: limitOffset('-1'),
  // REGEXP calls a user function the connection must register (https://www.sqlite.org/lang_expr.html#regexp).
  regexMatch: (expr, pattern) => `${expr} REGEXP ${pattern}`,
  timeGrains: {
    PT1S: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', {col}))",
    PT1M: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}))",
    PT1H: "DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}))",
    P1D: "DATETIME({col}, 'start of day')",
    P1W: "DATETIME({col}, 'start of day', -strftime('%w', {col}) || ' days')",
    P1M: "DATETIME({col}, 'start of month')",
    P3M: "DATETIME({col}, 'start of month', printf('-%d month', (strftime('%m', {col}) - 1) % 3))",
    P1Y: "DATETIME({col}, 'start of year')",
    'P1W/1970-01-03T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 6')",
    'P1W/1970-01-04T00:00:00Z': "DATETIME({col}, 'start of day', 'weekday 0')",
    '1969-12-28T00:00:00Z/P1W': "DATETIME({col}, 'start of day', 'weekday 0', '-7 days')",
    '1969-12-29T00:00:00Z/P1W': "DATETIME({col}, 'start of day', 'weekday 1', '-7 days')",
  },
};
