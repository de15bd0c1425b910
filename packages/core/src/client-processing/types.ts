/**
 * Shapes of Superset's client processing (charts/client_processing.py) as pure data: the pivoted
 * frame pandas builds for `pivot_table_v2`, with its row and column labels kept as tuples.
 */

/** One level value of a row or column label: a dimension value, a metric name or a total label. */
export type PivotLabel = string | number | boolean | null;
export type PivotKey = readonly PivotLabel[];
/** A cell: numbers may be NaN or ±Infinity after a division, as in pandas. */
export type PivotCell = number | string | boolean | null;

/**
 * How a label level's values print (pandas' `str()` of the level value): temporal values are
 * epoch milliseconds, `dateOnly` when the CSV held dates without a time; float levels print
 * Python's float repr ("2020.0").
 */
export type LevelKind =
  | { readonly kind: 'text' }
  | { readonly kind: 'int' }
  | { readonly kind: 'float' }
  | { readonly kind: 'temporal'; readonly dateOnly: boolean };

export interface PivotColumn {
  readonly key: PivotKey;
  /** One value per row of the frame's index. */
  readonly values: PivotCell[];
  /** pandas would hold this column as float64 (CSV prints integral values as "5.0"). */
  readonly float: boolean;
}

/** A pivoted frame: `index` labels the rows, each column carries its own label tuple. */
export interface PivotFrame {
  readonly index: PivotKey[];
  readonly columns: PivotColumn[];
  readonly indexLevels: readonly LevelKind[];
  readonly columnLevels: readonly LevelKind[];
}

/** A query result as the engine answers it: records plus Superset's coltypes. */
export interface RecordFrame {
  readonly colnames: readonly string[];
  /** GenericDataType codes (0 numeric, 1 string, 2 temporal, 3 boolean). */
  readonly coltypes: readonly number[];
  readonly data: readonly Record<string, unknown>[];
}

export const TEXT_LEVEL: LevelKind = { kind: 'text' };
