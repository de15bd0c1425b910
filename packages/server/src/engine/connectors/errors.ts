/**
 * What can go wrong talking to a data source. The chart-data API turns these into HTTP answers
 * (see api/chart-data.ts); the codes are stable so callers can branch on them.
 */
export type ConnectorErrorCode =
  | 'BAD_URI'
  | 'UNSUPPORTED_ENGINE'
  | 'CONNECTION_FAILED'
  | 'QUERY_FAILED'
  | 'TIMED_OUT'
  | 'CANCELLED'
  /** A file-engine URI names a file data sources may not open (file-policy.ts). */
  | 'URI_NOT_ALLOWED'
  /** The query needed more memory than TESSERA_QUERY_MEMORY allows. */
  | 'OUT_OF_MEMORY';

export class ConnectorError extends Error {
  readonly code: ConnectorErrorCode;

  constructor(code: ConnectorErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ConnectorError';
    this.code = code;
  }
}

export function timedOut(timeoutMs: number): ConnectorError {
  return new ConnectorError('TIMED_OUT', `The query exceeded the ${timeoutMs / 1000} seconds timeout.`);
}

export function cancelled(): ConnectorError {
  return new ConnectorError('CANCELLED', 'The query was cancelled.');
}

export function queryFailed(error: unknown): ConnectorError {
  const message = error instanceof Error ? error.message : String(error);
  return new ConnectorError('QUERY_FAILED', message, { cause: error });
}
