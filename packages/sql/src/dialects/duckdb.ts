import { baseDialect, dateTruncGrains } from './base';
import type { Dialect } from './types';

// DuckDB binds `?` positionally; a bound VARCHAR is not compared implicitly with TIMESTAMP, hence
// the CAST (https://duckdb.org/docs/sql/expressions/cast#implicit-casting).
export const duckdb: Dialect = {
  ...baseDialect,
  id: 'duckdb',
  name: 'DuckDB',
  aliasIds: ['duckdb'],
  nativeIlike: true,
  regexMatch: (expr, pattern) => `regexp_matches(${expr}, ${pattern})`,
  timeGrains: dateTruncGrains(),
};
