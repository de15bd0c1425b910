// The one catalogue of post-processing errors: a stable code, the message and the HTTP status.
// Superset raises InvalidPostProcessingError for all of these and answers 400; messages reuse
// Superset's wording where it has one, so clients that show them read the same.

export const POST_PROCESSING_ERROR_CODES = {
  /** `operation` is not a registered name. */
  POST_PROCESSING_UNKNOWN_OPERATION: 'POST_PROCESSING_UNKNOWN_OPERATION',
  /** The operation exists in Superset but Tessera does not implement it (yet). */
  POST_PROCESSING_NOT_SUPPORTED: 'POST_PROCESSING_NOT_SUPPORTED',
  /** An option is missing, of the wrong type or out of range. */
  POST_PROCESSING_INVALID_OPTIONS: 'POST_PROCESSING_INVALID_OPTIONS',
  /** An option names a column the frame does not have. */
  POST_PROCESSING_MISSING_COLUMN: 'POST_PROCESSING_MISSING_COLUMN',
  /** The data cannot go through the operation (non-numeric values, bad geohash, no time index...). */
  POST_PROCESSING_INVALID_DATA: 'POST_PROCESSING_INVALID_DATA',
  /** Two columns would end up with the same name. */
  POST_PROCESSING_DUPLICATE_COLUMN: 'POST_PROCESSING_DUPLICATE_COLUMN',
  /** A registry was filled with the same id twice (a programming error). */
  POST_PROCESSING_DUPLICATE_OPERATION: 'POST_PROCESSING_DUPLICATE_OPERATION',
} as const;

export type PostProcessingErrorCode =
  (typeof POST_PROCESSING_ERROR_CODES)[keyof typeof POST_PROCESSING_ERROR_CODES];

/** Base of every error the post-processing package throws; all are the caller's input, hence 400. */
export class PostProcessingError extends Error {
  readonly code: PostProcessingErrorCode;
  readonly status = 400;

  constructor(code: PostProcessingErrorCode, message: string) {
    super(message);
    this.name = 'PostProcessingError';
    this.code = code;
  }
}

export class UnknownOperationError extends PostProcessingError {
  constructor(
    readonly operation: string,
    known: readonly string[],
  ) {
    // marshmallow's OneOf wording, which Superset's schema answers with.
    super(
      POST_PROCESSING_ERROR_CODES.POST_PROCESSING_UNKNOWN_OPERATION,
      `Must be one of: ${known.join(', ')}.`,
    );
    this.name = 'UnknownOperationError';
  }
}

export class OperationNotSupportedError extends PostProcessingError {
  constructor(
    readonly operation: string,
    detail: string,
  ) {
    super(POST_PROCESSING_ERROR_CODES.POST_PROCESSING_NOT_SUPPORTED, `${operation}: ${detail}`);
    this.name = 'OperationNotSupportedError';
  }
}

export class InvalidOptionsError extends PostProcessingError {
  constructor(
    readonly operation: string,
    detail: string,
  ) {
    super(POST_PROCESSING_ERROR_CODES.POST_PROCESSING_INVALID_OPTIONS, `${operation}: ${detail}`);
    this.name = 'InvalidOptionsError';
  }
}

export class MissingColumnError extends PostProcessingError {
  constructor(
    readonly operation: string,
    readonly columns: readonly string[],
  ) {
    super(
      POST_PROCESSING_ERROR_CODES.POST_PROCESSING_MISSING_COLUMN,
      `${operation}: Referenced columns not available in DataFrame: ${columns.join(', ')}`,
    );
    this.name = 'MissingColumnError';
  }
}

export class InvalidDataError extends PostProcessingError {
  constructor(
    readonly operation: string,
    detail: string,
  ) {
    super(POST_PROCESSING_ERROR_CODES.POST_PROCESSING_INVALID_DATA, `${operation}: ${detail}`);
    this.name = 'InvalidDataError';
  }
}

export class DuplicateColumnError extends PostProcessingError {
  constructor(
    readonly operation: string,
    readonly column: string,
  ) {
    super(
      POST_PROCESSING_ERROR_CODES.POST_PROCESSING_DUPLICATE_COLUMN,
      `${operation}: Label already exists: two columns would both be named "${column}"`,
    );
    this.name = 'DuplicateColumnError';
  }
}
