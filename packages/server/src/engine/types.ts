/**
 * Shapes shared by the connectors and the chart-data engine. A connector speaks these types and
 * nothing driver-specific leaks past it: values are already JSON-safe (numbers, strings, booleans,
 * null; temporal values as epoch milliseconds).
 */

import { GenericDataType } from '@tessera/core';

/** Superset's GenericDataType codes, as sent in `coltypes` (defined once in core). */
export { GenericDataType };

/** A column of a table, as the data source describes it. */
export interface TableColumn {
  readonly name: string;
  /** The engine's own type name, e.g. `BIGINT`, `TIMESTAMP`, `DECIMAL(12,2)`. */
  readonly type: string;
  readonly genericType: GenericDataType;
  readonly isDttm: boolean;
}

/** A column of a query result. */
export interface ResultColumn {
  readonly name: string;
  readonly type: string;
  readonly genericType: GenericDataType;
}

export interface ResultSet {
  readonly columns: readonly ResultColumn[];
  readonly rows: Record<string, unknown>[];
}

export interface ExecuteOptions {
  /** Interrupt the query after this many milliseconds (0 or absent: no limit). */
  readonly timeoutMs?: number;
  /** Aborting interrupts the running query. */
  readonly signal?: AbortSignal;
  /**
   * The SQL is the chart compiler's single SELECT (packages/sql, user fragments guarded there):
   * connectors may skip their own statement checks, which cost a parse per query. The
   * connection's read-only mode still applies.
   */
  readonly compiledSelect?: boolean;
  /**
   * SQL Lab's schema select: unqualified names resolve in this schema (PostgreSQL's search_path,
   * DuckDB's and MySQL's USE) for this statement only; absent, the connection's default.
   */
  readonly schema?: string | null;
}

/** A value bound to a `?` placeholder. */
export type QueryParameter = string | number | boolean | null | bigint;

/** One data source. Instances are long-lived and shared; see `getConnector`. */
export interface Connector {
  /** The URI scheme this connector serves, e.g. `duckdb`. */
  readonly engine: string;
  /** Throws a ConnectorError when the source cannot be reached. */
  testConnection(): Promise<void>;
  getSchemas(): Promise<string[]>;
  getTables(schema: string | null): Promise<string[]>;
  getColumns(schema: string | null, table: string): Promise<TableColumn[]>;
  execute(sql: string, parameters?: readonly QueryParameter[], options?: ExecuteOptions): Promise<ResultSet>;
  close(): Promise<void>;
}
