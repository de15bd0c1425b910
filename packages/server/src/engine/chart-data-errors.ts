/**
 * Engine, compiler and driver errors as Superset's chart-data API answers them: a failed or
 * refused query is 400 `{"message": "Error: <reason>", "errors": [SIP-40]}`, a timeout 408, a
 * malformed query object 400 "Request is incorrect: ...". ApiErrors pass through unchanged.
 */
import { PostProcessingError, QueryObjectError, TimeDeltaError, TimeRangeError } from '@tessera/core';
import { SqlCompileError, UnsafeSqlError } from '@tessera/sql';
import { ApiError } from '../errors';
import { AnnotationError } from './annotations';
import { ConnectorError } from './connectors';
import { readableEngineError } from './engine-error-messages';

const issue = (code: number, message: string) => ({
  issue_codes: [{ code, message: `Issue ${code} - ${message}` }],
});

export function toChartDataError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (error instanceof ConnectorError) {
    if (error.code === 'TIMED_OUT') {
      return new ApiError(
        'CHART_DATA_TIMEOUT',
        { detail: error.message },
        { cause: error, extra: issue(1001, 'The database is under an unusual load.') },
      );
    }
    const readable = readableEngineError(error.message);
    if (readable) {
      // Superset's issue codes: 1005 a table was deleted or renamed, 1004 a column was.
      const [code, text] =
        readable.kind === 'table'
          ? [1005, 'The table was deleted or renamed in the database.']
          : [1004, 'The column was deleted or renamed in the database.'];
      return new ApiError(
        readable.kind === 'table' ? 'CHART_DATA_TABLE_MISSING' : 'CHART_DATA_COLUMN_MISSING',
        { detail: readable.message },
        { cause: error, extra: { ...issue(code, text), [`${readable.kind}_name`]: readable.name } },
      );
    }
    return new ApiError(
      'CHART_DATA_QUERY_ERROR',
      { detail: error.message },
      { cause: error, extra: issue(1002, 'The database returned an unexpected error.') },
    );
  }
  if (error instanceof UnsafeSqlError) {
    return new ApiError(
      'CHART_DATA_QUERY_ERROR',
      { detail: error.message },
      { cause: error, extra: issue(1022, 'Query contains an unsafe statement.') },
    );
  }
  if (
    error instanceof SqlCompileError ||
    error instanceof TimeRangeError ||
    error instanceof TimeDeltaError ||
    error instanceof QueryObjectError ||
    error instanceof PostProcessingError ||
    error instanceof AnnotationError
  ) {
    return new ApiError('CHART_DATA_QUERY_ERROR', { detail: error.message }, { cause: error });
  }
  return error;
}
