import type { Param, ParamType } from '../fragment';
import { baseDialect, limitOffset } from './base';
import type { Dialect } from './types';

const CLICKHOUSE_TYPES: Record<ParamType, string> = {
  string: 'String',
  integer: 'Int64',
  float: 'Float64',
  boolean: 'Bool',
  timestamp: 'DateTime',
};

const fiveMinuteStyle = (seconds: number) =>
  `toDateTime(intDiv(toUInt32(toDateTime({col})), ${seconds})*${seconds})`;

// ClickHouse binds named, typed parameters written `{name:Type}` in the SQL
// (https://clickhouse.com/docs/en/interfaces/cli#cli-queries-with-parameters). Ours are named
// p1, p2, …: the connector passes `query_params: {p1: parameters[0], …}`.
export const clickhouse: Dialect = {
  ...baseDialect,
  id: 'clickhouse',
  name: 'ClickHouse',
  aliasIds: ['clickhousedb', 'clickhouse+native', 'clickhouse+http'],
  quote: { open: '`', close: '`' },
  // https://github.com/ClickHouse/ClickHouse/issues/41367: aliases win over columns of the same name.
  aliasesShadowColumns: true,
  // Bool is UInt8 underneath and older servers have no true/false literals.
  booleans: { true: '1', false: '0' },
  nativeIlike: true,
  types: { timestamp: 'DateTime' },
  placeholder: (index: number, p: Param) => {
    const fractional = p.type === 'timestamp' && typeof p.value === 'string' && p.value.includes('.');
    return `{p${index}:${fractional ? 'DateTime64(3)' : CLICKHOUSE_TYPES[p.type]}}`;
  },
  temporalPlaceholder: (placeholder) => placeholder,
  // Older servers accept OFFSET only after a LIMIT (https://clickhouse.com/docs/en/sql-reference/statements/select/limit);
  // on 18.16 a LIMIT of 2^63 or more with an OFFSET answers no rows or fails, so "no limit" is 2^53 - 1.
  limitClause: limitOffset('9007199254740991'),
  // ClickHouse has no `IS TRUE` predicate.
  isTrue: (expr) => `${expr} = 1`,
  isFalse: (expr) => `${expr} = 0`,
  regexMatch: (expr, pattern) => `match(${expr}, ${pattern})`,
  timeGrains: {
    PT1M: 'toStartOfMinute(toDateTime({col}))',
    PT5M: fiveMinuteStyle(300),
    PT10M: fiveMinuteStyle(600),
    PT15M: fiveMinuteStyle(900),
    PT30M: fiveMinuteStyle(1800),
    PT1H: 'toStartOfHour(toDateTime({col}))',
    P1D: 'toStartOfDay(toDateTime({col}))',
    P1W: 'toMonday(toDateTime({col}))',
    P1M: 'toStartOfMonth(toDateTime({col}))',
    P3M: 'toStartOfQuarter(toDateTime({col}))',
    P1Y: 'toStartOfYear(toDateTime({col}))',
  },
};
