import type { Param } from '../fragment';
import { baseDialect, limitOffset } from './base';
import type { Dialect } from './types';

export const mysql: Dialect = {
  ...baseDialect,
  id: 'mysql',
  name: 'MySQL / MariaDB',
  aliasIds: ['mariadb', 'mysql+mysqldb', 'mysql+pymysql'],
  quote: { open: '`', close: '`' },
  // Column aliases may be 256 characters (https://dev.mysql.com/doc/refman/8.0/en/identifier-length.html).
  maxAliasBytes: 256,
  types: { timestamp: 'DATETIME' },
  bindValue: (p: Param) => (typeof p.value === 'boolean' ? (p.value ? 1 : 0) : p.value),
  // OFFSET needs a LIMIT; the manual's idiom is the largest BIGINT UNSIGNED
  // (https://dev.mysql.com/doc/refman/8.0/en/select.html#idm45315620462592).
  limitClause: limitOffset('18446744073709551615'),
  regexMatch: (expr, pattern) => `${expr} REGEXP ${pattern}`,
  timeGrains: {
    PT1S: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60*60 + MINUTE({col})*60 + SECOND({col})) SECOND)',
    PT1M: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60 + MINUTE({col})) MINUTE)',
    PT1H: 'DATE_ADD(DATE({col}), INTERVAL HOUR({col}) HOUR)',
    P1D: 'DATE({col})',
    P1W: 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
    '1969-12-29T00:00:00Z/P1W':
      'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK(DATE_SUB({col}, INTERVAL 1 DAY)) - 1 DAY))',
    P1M: 'DATE(DATE_SUB({col}, INTERVAL DAYOFMONTH({col}) - 1 DAY))',
    P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) QUARTER - INTERVAL 1 QUARTER',
    P1Y: 'DATE(DATE_SUB({col}, INTERVAL DAYOFYEAR({col}) - 1 DAY))',
  },
};
