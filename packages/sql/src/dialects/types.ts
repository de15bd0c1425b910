// A dialect is a row of facts plus a few hooks over the one default compiler (see base.ts).
import type { Param } from '../fragment';

export const DIALECT_IDS = ['duckdb', 'sqlite', 'postgresql', 'mysql', 'clickhouse', 'trino'] as const;
export type DialectId = (typeof DIALECT_IDS)[number];

/** Time-grain key (§4.1) → template with `{col}` standing for the column expression. */
export type TimeGrainTemplates = Readonly<Record<string, string>>;

export interface Dialect {
  readonly id: DialectId;
  /** Display name; may change. */
  readonly name: string;
  /** Other spellings accepted by getDialect (e.g. sqlalchemy URI schemes). */
  readonly aliasIds: readonly string[];
  /** Identifier quote characters; the closing one is doubled inside a name. */
  readonly quote: { readonly open: string; readonly close: string };
  /** Longest alias in bytes the engine keeps intact; longer labels are replaced by a hash alias. */
  readonly maxAliasBytes: number | null;
  /**
   * Whether a SELECT alias replaces the column of that name everywhere in the query (ClickHouse:
   * `toStartOfYear(ds) AS ds` turns `ds` in WHERE and GROUP BY into the truncated value). Such
   * engines get aliases that name no dataset column, reported back as labels.
   */
  readonly aliasesShadowColumns: boolean;
  readonly booleans: { readonly true: string; readonly false: string };
  /** Whether `ILIKE` exists; otherwise `LOWER(x) LIKE LOWER(?)`. */
  readonly nativeIlike: boolean;
  /** Type names used in casts. */
  readonly types: { readonly timestamp: string };
  readonly timeGrains: TimeGrainTemplates;
  /** Placeholder for the 1-based `index`-th bound value. */
  placeholder(index: number, param: Param): string;
  /** Where a bound temporal value sits in SQL (by default `CAST(<placeholder> AS <types.timestamp>)`). */
  temporalPlaceholder(this: Dialect, placeholder: string): string;
  /** How a temporal bound value is written (the drivers receive this string). */
  formatTemporal(value: Date): string;
  /** Value handed to the driver for a bound parameter. */
  bindValue(param: Param): unknown;
  /** Trailing LIMIT/OFFSET clause ('' for none). Values are validated integers, so they are inlined. */
  limitClause(limit: number | null, offset: number): string;
  isTrue(expr: string): string;
  isFalse(expr: string): string;
  /** A regular-expression match of `expr` against a bound pattern placeholder. No Superset filter
   * operator needs it; it is here for server features such as filter-value search. */
  regexMatch(expr: string, pattern: string): string;
}
