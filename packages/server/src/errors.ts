/**
 * The server's error catalogue and its one error handler. Routes throw `ApiError` with a code
 * from the catalogue; the handler logs the full error with request context and answers in
 * Superset's shape: `{"message": ...}`, plus SIP-40's `errors` envelope for server errors.
 */
import { ListQueryError } from '@tessera/core';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

export interface ErrorSpec {
  readonly status: number;
  /** Template: `{name}` placeholders are filled from the params given when throwing. */
  readonly message: string;
  /** SIP-40 error_type */
  readonly errorType: string;
}

export const ERROR_CATALOGUE = {
  NOT_AUTHENTICATED: { status: 401, message: 'Not authorized', errorType: 'GENERIC_BACKEND_ERROR' },
  INVALID_LOGIN: {
    status: 401,
    message: 'Invalid login. Please try again.',
    errorType: 'GENERIC_BACKEND_ERROR',
  },
  INVALID_TOKEN: { status: 401, message: '{reason}', errorType: 'GENERIC_BACKEND_ERROR' },
  FORBIDDEN: { status: 403, message: 'Forbidden', errorType: 'GENERIC_BACKEND_ERROR' },
  /** A guest (embedded) token used beyond its dashboards. */
  GUEST_FORBIDDEN: { status: 403, message: '{detail}', errorType: 'GENERIC_BACKEND_ERROR' },
  /** An export that would carry an object the user may not read; names that object. */
  EXPORT_FORBIDDEN: { status: 403, message: '{detail}', errorType: 'GENERIC_BACKEND_ERROR' },
  CSRF_MISSING: { status: 400, message: 'The CSRF token is missing.', errorType: 'GENERIC_BACKEND_ERROR' },
  CSRF_INVALID: { status: 400, message: 'The CSRF token is invalid.', errorType: 'GENERIC_BACKEND_ERROR' },
  TOO_MANY_LOGIN_ATTEMPTS: {
    status: 429,
    message: 'Too many failed login attempts. Try again in {seconds} seconds.',
    errorType: 'GENERIC_BACKEND_ERROR',
  },
  BAD_REQUEST: { status: 400, message: '{detail}', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' },
  VALIDATION: { status: 422, message: '{detail}', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' },
  NOT_FOUND: { status: 404, message: 'Not found', errorType: 'GENERIC_BACKEND_ERROR' },
  CONFLICT: { status: 409, message: '{detail}', errorType: 'GENERIC_BACKEND_ERROR' },
  /** A bundle import that failed validation; `extra` maps bundle files to their problems (§6.3). */
  IMPORT_FAILED: { status: 422, message: 'Error importing {noun}', errorType: 'GENERIC_COMMAND_ERROR' },
  /** An import that would create or overwrite what the user may not; names each refused file. */
  IMPORT_FORBIDDEN: { status: 403, message: '{detail}', errorType: 'GENERIC_COMMAND_ERROR' },
  NOT_IMPLEMENTED: { status: 501, message: '{detail}', errorType: 'GENERIC_BACKEND_ERROR' },
  DATASOURCE_NOT_FOUND: {
    status: 404,
    message: 'The datasource {datasource} does not exist',
    errorType: 'DATASOURCE_NOT_FOUND',
  },
  CHART_DATA_INVALID: {
    status: 400,
    message: 'Request is incorrect: {detail}',
    errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR',
  },
  /** A legacy chart whose controls make no query ("Pick a metric!"): Superset's VIZ_GET_DF_ERROR. */
  LEGACY_VIZ_INVALID: { status: 400, message: '{detail}', errorType: 'VIZ_GET_DF_ERROR' },
  CHART_DATA_QUERY_ERROR: { status: 400, message: 'Error: {detail}', errorType: 'GENERIC_DB_ENGINE_ERROR' },
  /** A query naming a table or column the database does not have (engine/engine-error-messages.ts). */
  CHART_DATA_TABLE_MISSING: {
    status: 400,
    message: 'Error: {detail}',
    errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
  },
  CHART_DATA_COLUMN_MISSING: {
    status: 400,
    message: 'Error: {detail}',
    errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
  },
  CHART_DATA_TIMEOUT: { status: 408, message: 'Error: {detail}', errorType: 'BACKEND_TIMEOUT_ERROR' },
  /** An answer over TESSERA_MAX_RESULT_BYTES (engine/result-size.ts); Superset's SQL Lab error type. */
  RESULT_TOO_LARGE: { status: 422, message: '{detail}', errorType: 'RESULT_TOO_LARGE_ERROR' },
  /** A failed connection test, one entry per failure class (SIP-40 error types Superset's form reads). */
  CONNECTION_UNREACHABLE: { status: 422, message: '{detail}', errorType: 'CONNECTION_HOST_DOWN_ERROR' },
  CONNECTION_LOGIN_REFUSED: { status: 422, message: '{detail}', errorType: 'CONNECTION_ACCESS_DENIED_ERROR' },
  CONNECTION_NOT_A_DATABASE: {
    status: 422,
    message: '{detail}',
    errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
  },
  /** File uploads (Superset's DatabaseSchemaUploadNotAllowed, DatabaseUploadFailed, DatabaseNotFoundError). */
  UPLOAD_NOT_ALLOWED: { status: 403, message: '{detail}', errorType: 'GENERIC_COMMAND_ERROR' },
  UPLOAD_FAILED: { status: 422, message: '{detail}', errorType: 'GENERIC_COMMAND_ERROR' },
  DATABASE_NOT_FOUND: { status: 404, message: 'Database not found.', errorType: 'GENERIC_COMMAND_ERROR' },
  /** A client-event batch for POST /superset/log/ that is malformed. */
  LOG_EVENTS_INVALID: { status: 400, message: '{detail}', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' },
  /** A client-event batch over the caps (events per request, bytes). */
  LOG_EVENTS_TOO_LARGE: { status: 413, message: '{detail}', errorType: 'INVALID_PAYLOAD_SCHEMA_ERROR' },
  /** SQL Lab (api/sqllab.ts): a query the database refused or failed, in the engine's words. */
  SQLLAB_QUERY_FAILED: { status: 400, message: '{detail}', errorType: 'GENERIC_DB_ENGINE_ERROR' },
  /** SQL Lab: a statement the guard refuses (file access, extensions, catalogues, SET, …). */
  SQLLAB_UNSAFE_SQL: { status: 400, message: '{detail}', errorType: 'INVALID_SQL_ERROR' },
  /** SQL Lab: DML on a database without Allow DML. */
  SQLLAB_DML_NOT_ALLOWED: { status: 400, message: '{detail}', errorType: 'DML_NOT_ALLOWED_ERROR' },
  SQLLAB_TIMEOUT: { status: 408, message: '{detail}', errorType: 'SQLLAB_TIMEOUT_ERROR' },
  /** SQL Lab: the database is not exposed in SQL Lab, or the user may not query it. */
  SQLLAB_DATABASE_REFUSED: { status: 403, message: '{detail}', errorType: 'DATABASE_SECURITY_ACCESS_ERROR' },
  /** SQL Lab: an asynchronous query's results are gone from the cache. */
  SQLLAB_RESULTS_EXPIRED: { status: 410, message: '{detail}', errorType: 'RESULTS_BACKEND_ERROR' },
  /** The metadata store cannot be reached (store/availability.ts); clients retry. */
  METADATA_UNAVAILABLE: {
    status: 503,
    message: 'The metadata database is unavailable. Try again shortly.',
    errorType: 'GENERIC_BACKEND_ERROR',
  },
  INTERNAL: { status: 500, message: 'Internal server error', errorType: 'GENERIC_BACKEND_ERROR' },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

/** Superset answers field errors as `{"message": {"field": ["problem"]}}`. */
export type FieldErrors = Record<string, string[] | string>;

function fill(template: string, params: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );
}

export interface SipError {
  message: string;
  error_type: string;
  level: 'error' | 'warning' | 'info';
  extra: Record<string, unknown>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly errorType: string;
  /** What goes in the body's `message`: a sentence, or field errors. */
  readonly body: string | FieldErrors;
  readonly headers: Readonly<Record<string, string>>;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    readonly code: ErrorCode,
    params: Readonly<Record<string, string | number>> = {},
    options: {
      fieldErrors?: FieldErrors;
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    const spec: ErrorSpec = ERROR_CATALOGUE[code];
    const message = fill(spec.message, params);
    super(message, { cause: options.cause });
    this.status = spec.status;
    this.errorType = spec.errorType;
    this.body = options.fieldErrors ?? message;
    this.headers = options.headers ?? {};
    this.extra = options.extra;
  }
}

export const notFound = (): ApiError => new ApiError('NOT_FOUND');
export const forbidden = (): ApiError => new ApiError('FORBIDDEN');
export const badRequest = (detail: string): ApiError => new ApiError('BAD_REQUEST', { detail });
/** 400 with Superset's field-error body `{"message": {"field": ["..."]}}`. */
export const invalidFields = (fieldErrors: FieldErrors): ApiError =>
  new ApiError('BAD_REQUEST', { detail: 'Invalid request' }, { fieldErrors });

interface ZodLikeIssue {
  path: readonly PropertyKey[];
  message: string;
}

function isZodError(error: unknown): error is { issues: ZodLikeIssue[] } {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { name?: unknown }).name === 'ZodError' &&
    Array.isArray((error as { issues?: unknown }).issues)
  );
}

/** Zod issues as Superset's field errors: `{"field.path": ["message"]}` (`_schema` for the root). */
export function fieldErrorsFromZod(issues: readonly ZodLikeIssue[]): FieldErrors {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.path.length === 0 ? '_schema' : issue.path.map(String).join('.');
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

function sipEnvelope(message: string, errorType: string, extra: Record<string, unknown> = {}): SipError[] {
  return [{ message, error_type: errorType, level: 'error', extra }];
}

/** The one error handler: known errors keep their status and message; anything else is a clean 500. */
export function errorHandler(
  error: FastifyError | Error,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  if (error instanceof ApiError) {
    const level = error.status >= 500 ? 'error' : 'info';
    request.log[level]({ err: error, code: error.code }, error.message);
    reply.status(error.status).headers(error.headers);
    const body: Record<string, unknown> = { message: error.body };
    if (error.status >= 500 || error.extra)
      body.errors = sipEnvelope(error.message, error.errorType, error.extra);
    void reply.send(body);
    return;
  }
  if (error instanceof ListQueryError) {
    // A list filter's value is checked when the filter is built, after parseQ: still the client's.
    request.log.info({ err: error }, error.message);
    void reply.status(400).send({ message: error.message });
    return;
  }
  if (isZodError(error)) {
    request.log.info({ err: error }, 'request failed validation');
    void reply.status(400).send({ message: fieldErrorsFromZod(error.issues) });
    return;
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    request.log.info({ err: error }, 'request failed schema validation');
    void reply.status(400).send({ message: error.message });
    return;
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    request.log.info({ err: error }, error.message);
    void reply.status(status).send({ message: error.message });
    return;
  }
  request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error');
  const message = ERROR_CATALOGUE.INTERNAL.message;
  void reply.status(500).send({ message, errors: sipEnvelope(message, ERROR_CATALOGUE.INTERNAL.errorType) });
}
