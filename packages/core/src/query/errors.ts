// Errors of the query-object helpers: one catalogue with stable codes (the server maps them to 400).
import type { FieldErrors } from './validate';

export const QUERY_ERROR_CODES = {
  INVALID_QUERY_CONTEXT: 'Invalid query context',
  INVALID_QUERY_OBJECT: 'Invalid query object',
  INVALID_FILTER: 'Invalid filter',
  INVALID_METRIC: 'Invalid metric',
  INVALID_COLUMN: 'Invalid column',
  INVALID_ORDERBY: 'Invalid orderby',
} as const;

export type QueryErrorCode = keyof typeof QUERY_ERROR_CODES;

/** A malformed query context or query object; always a client error (HTTP 400). */
export class QueryObjectError extends Error {
  readonly code: QueryErrorCode;
  readonly status = 400;
  /** Mistyped fields in Superset's marshmallow shape, when the body failed its type checks. */
  readonly fields: FieldErrors | undefined;
  constructor(code: QueryErrorCode, detail: string, fields?: FieldErrors) {
    super(`${QUERY_ERROR_CODES[code]}: ${detail}`);
    this.name = 'QueryObjectError';
    this.code = code;
    this.fields = fields;
  }
}
