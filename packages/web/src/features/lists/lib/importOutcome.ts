/**
 * What a failed bundle import asks of the user (spec 001 point 4 "Import"; SUPERSET_FACTS §6.3):
 * passwords for some database files, consent to overwrite, or nothing more (a terminal failure).
 */
export const PASSWORD_NEEDED = 'Must provide a password for the database';
export const ALREADY_EXISTS = 'already exists and `overwrite=true` was not passed';

export type ImportOutcome =
  | { readonly kind: 'passwords'; readonly files: readonly string[] }
  | { readonly kind: 'overwrite'; readonly messages: readonly string[] }
  | { readonly kind: 'failed'; readonly message: string };

interface ErrorBody {
  readonly errors?: readonly { readonly message?: string; readonly extra?: Record<string, unknown> }[];
  readonly message?: unknown;
}

function needsPassword(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const schema = (value as { _schema?: unknown })._schema;
  return Array.isArray(schema) && schema.some((item) => item === PASSWORD_NEEDED);
}

function describe(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(describe).join(', ');
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${key}: ${describe(inner)}`)
      .join('; ');
  }
  return String(value);
}

/** Reads a failed import's answer; `fallback` is the message when the body says nothing useful. */
export function importOutcome(body: unknown, fallback: string): ImportOutcome {
  const record = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const files: string[] = [];
  const existing: string[] = [];
  const other: string[] = [];
  for (const error of record.errors ?? []) {
    for (const [file, value] of Object.entries(error.extra ?? {})) {
      if (file === 'issue_codes') continue;
      if (needsPassword(value)) files.push(file);
      else if (typeof value === 'string' && value.includes(ALREADY_EXISTS)) existing.push(value);
      else other.push(`${file}: ${describe(value)}`);
    }
    if (!error.extra && error.message) other.push(error.message);
  }
  // A password prompt comes first: once it is answered, an overwrite question may follow.
  if (other.length === 0 && files.length > 0) return { kind: 'passwords', files };
  if (other.length === 0 && existing.length > 0) return { kind: 'overwrite', messages: existing };
  const message =
    other.length > 0 ? other.join('\n') : typeof record.message === 'string' ? record.message : fallback;
  return { kind: 'failed', message };
}

/** 'An error occurred while importing %s: %s' (spec 001 point 8). */
export function importFailureText(noun: string, message: string): string {
  return `An error occurred while importing ${noun}: ${message}`;
}
export const REEXPORT_HINT = 'Please re-export your file and try importing again';
