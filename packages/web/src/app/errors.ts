// The web app's error catalogue: every message a user can see about a failed request.
export const messages = {
  network: 'Network error.',
  unexpected: 'Sorry, an error occurred',
  unauthorized: 'Your session has ended. Please sign in again.',
  forbidden: 'You do not have permission to do this.',
  notFound: 'Not found.',
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  badLogin: 'Invalid username or password.',
  stopped: 'Updating chart was stopped',
  renderFailed: 'An error occurred while rendering the visualization: %s',
  unsupportedViz: 'This visualization type is not supported.',
  missingParams: 'Missing URL parameters',
  missingDataset: 'Missing dataset',
} as const;

export interface ApiErrorDetail {
  readonly message: string;
  readonly error_type?: string;
  readonly level?: string;
}

/** A failed HTTP call, with the server's message parsed out of Superset's error shapes. */
export class ApiError extends Error {
  readonly status: number;
  readonly details: readonly ApiErrorDetail[];
  readonly body: unknown;

  constructor(status: number, message: string, details: readonly ApiErrorDetail[] = [], body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.details = details;
    this.body = body;
  }
}

function stringify(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(stringify).join('; ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${stringify(inner)}`)
      .join('; ');
  }
  return String(value);
}

/** Reads `{message}`, `{errors: [{message}]}` or `{result: [{error}]}` bodies; falls back by status. */
export function errorFromResponse(status: number, body: unknown, statusText = ''): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const details: ApiErrorDetail[] = [];
  if (Array.isArray(record.errors)) {
    for (const item of record.errors) {
      if (item && typeof item === 'object' && 'message' in item) {
        details.push(item as ApiErrorDetail);
      }
    }
  }
  let message = '';
  if (record.message !== undefined && record.message !== null) message = stringify(record.message);
  else if (details.length > 0) message = details.map((d) => d.message).join('\n');
  else if (typeof record.error === 'string') message = record.error;
  else if (typeof body === 'string' && body.trim() && !body.trim().startsWith('<')) message = body.trim();
  if (!message) {
    if (status === 401) message = messages.unauthorized;
    else if (status === 403) message = messages.forbidden;
    else if (status === 404) message = messages.notFound;
    else if (status === 429) message = messages.rateLimited;
    else message = statusText ? `${messages.unexpected} (${status} ${statusText})` : messages.unexpected;
  }
  return new ApiError(status, message, details, body);
}

/** A user-facing message for anything thrown. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.message || messages.unexpected;
  if (error && typeof error === 'object' && 'message' in error) return String(error.message);
  if (typeof error === 'string') return error;
  return messages.unexpected;
}
