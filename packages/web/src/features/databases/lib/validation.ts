/**
 * validate_parameters' SIP-40 errors → messages beside the form's fields (spec 001 point 5):
 * a missing parameter reads 'This is a required field'; an error naming fields (`invalid`) goes
 * to each; anything else is a general message. While the user is still typing, missing
 * parameters and refused logins are left out: they are only news once validation is forced
 * (on Connect or Test connection).
 */

export interface SipError {
  readonly message: string;
  readonly error_type?: string;
  readonly extra?: { readonly missing?: readonly string[]; readonly invalid?: readonly string[] } & Record<
    string,
    unknown
  >;
}

export interface ValidationResult {
  readonly fields: Readonly<Record<string, string>>;
  readonly general: readonly string[];
}

export const REQUIRED_FIELD = 'This is a required field';

const IGNORED_UNLESS_FORCED = new Set([
  'CONNECTION_MISSING_PARAMETERS_ERROR',
  'CONNECTION_ACCESS_DENIED_ERROR',
]);

export function mapValidationErrors(errors: readonly SipError[], forced: boolean): ValidationResult {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const error of errors) {
    if (!forced && error.error_type && IGNORED_UNLESS_FORCED.has(error.error_type)) continue;
    const missing = error.extra?.missing ?? [];
    const invalid = error.extra?.invalid ?? [];
    for (const name of missing) fields[name] ??= REQUIRED_FIELD;
    for (const name of invalid) fields[name] ??= error.message;
    if (missing.length === 0 && invalid.length === 0) general.push(error.message);
  }
  return { fields, general };
}

/** The SIP-40 errors of a failed call's body, if any. */
export function sipErrorsOf(body: unknown): SipError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter((e): e is SipError => typeof e?.message === 'string') : [];
}

/** Superset's `{"message": {"field": ["..."]}}` answers → one message per field. */
export function fieldMessagesOf(body: unknown): Record<string, string> {
  const message = (body as { message?: unknown } | null)?.message;
  if (!message || typeof message !== 'object' || Array.isArray(message)) return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(message)) {
    out[key] = Array.isArray(value) ? value.map(String).join(' ') : String(value);
  }
  return out;
}
