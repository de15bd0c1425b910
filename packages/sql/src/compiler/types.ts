import type { QueryObject } from '@tessera/core';

export interface DatasetColumnInput {
  readonly columnName: string;
  /** SQL of a calculated column; null/absent for a physical column. */
  readonly expression?: string | null;
  /** Database type as reported by the engine, e.g. "VARCHAR", "TIMESTAMP", "BIGINT". */
  readonly type?: string | null;
  readonly isDttm?: boolean;
  /** Superset's advanced data type (`internet_address`, `port`): its filters read typed values. */
  readonly advancedDataType?: string | null;
}

export interface DatasetMetricInput {
  readonly metricName: string;
  readonly expression: string;
}

export interface DatasetInput {
  readonly tableName: string;
  readonly schema?: string | null;
  /** SQL of a virtual dataset; compiled as `(<sql>) AS virtual_table`. */
  readonly sql?: string | null;
  readonly columns: readonly DatasetColumnInput[];
  readonly metrics: readonly DatasetMetricInput[];
  readonly mainDttmCol?: string | null;
  /** ANDed into WHERE when the query sets apply_fetch_values_predicate (filter-value queries). */
  readonly fetchValuesPredicate?: string | null;
}

export interface TimeBounds {
  readonly since: Date | null;
  readonly until: Date | null;
}

export interface CompileInput {
  readonly dataset: DatasetInput;
  /** A normalised query object (normaliseQueryObject from @tessera/core). */
  readonly query: QueryObject;
  /** Resolves a time-range string ("Last week", "No filter", …) to naive bounds carried in UTC. */
  readonly resolveTimeRange: (range: string) => TimeBounds;
  /** Row-level-security predicates (trusted, admin-authored), each ANDed into WHERE. */
  readonly rlsPredicates?: readonly string[];
  /** Used when the query's row_limit is null. Default: no limit. */
  readonly defaultRowLimit?: number | null;
}

export interface FilterReport {
  readonly column: string;
}

export interface RejectedFilter {
  readonly column: string;
  readonly reason: 'not_in_datasource' | 'no_temporal_column';
}

export interface CompiledQuery {
  readonly sql: string;
  /** Bound values in placeholder order, already in the form the dialect's driver accepts:
   * strings, numbers, booleans (1/0 for SQLite and MySQL); temporal values are
   * `YYYY-MM-DD HH:MM:SS[.mmm]` strings (SQLite: bare `YYYY-MM-DD` at midnight). ClickHouse
   * placeholders are `{p1:Type}`…: pass `{p1: parameters[0], …}` as query_params. */
  readonly parameters: readonly unknown[];
  /** Output columns in SELECT order: the dimension labels (with `__timestamp` first when legacy). */
  readonly columnLabels: readonly string[];
  readonly metricLabels: readonly string[];
  /** Aliases that differ from their label (labels too long for the engine): alias → label. */
  readonly labelsByAlias: Readonly<Record<string, string>>;
  readonly appliedFilters: readonly FilterReport[];
  readonly rejectedFilters: readonly RejectedFilter[];
  /** Resolved bounds of the legacy time filter (granularity + time_range), if any. */
  readonly fromDttm: Date | null;
  readonly toDttm: Date | null;
}
