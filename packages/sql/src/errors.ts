// Every error @tessera/sql raises: a stable code, a message, and the HTTP status the server answers.

export const SQL_ERROR_CATALOGUE = {
  UNKNOWN_DIALECT: { status: 400, title: 'Unknown SQL dialect' },
  DUPLICATE_DIALECT: { status: 500, title: 'Duplicate SQL dialect' },
  UNKNOWN_COLUMN: { status: 400, title: 'Unknown column' },
  UNKNOWN_METRIC: { status: 400, title: 'Unknown metric' },
  INVALID_FILTER: { status: 400, title: 'Invalid filter' },
  UNSUPPORTED_TIME_GRAIN: { status: 400, title: 'Unsupported time grain' },
  EMPTY_QUERY: { status: 400, title: 'Empty query' },
  MISSING_TEMPORAL_COLUMN: { status: 400, title: 'Missing temporal column' },
  UNSAFE_SQL: { status: 400, title: 'Unsafe SQL' },
} as const;

export type SqlErrorCode = keyof typeof SQL_ERROR_CATALOGUE;

/** A compile-time refusal; `status` is what the server should answer (always 4xx for user input). */
export class SqlCompileError extends Error {
  readonly code: SqlErrorCode;
  readonly status: number;
  constructor(code: SqlErrorCode, message: string) {
    super(message);
    this.name = 'SqlCompileError';
    this.code = code;
    this.status = SQL_ERROR_CATALOGUE[code].status;
  }
}

/** Raised by the guard when user SQL is not a single safe expression or SELECT. */
export class UnsafeSqlError extends SqlCompileError {
  /** Which user input was refused, e.g. "extras.where" or "metric \"x\"". */
  readonly source: string;
  constructor(source: string, reason: string) {
    super('UNSAFE_SQL', `Unsafe SQL in ${source}: ${reason}`);
    this.name = 'UnsafeSqlError';
    this.source = source;
  }
}
