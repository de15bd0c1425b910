/**
 * Database errors a person can act on, read out of each engine's own wording, as Superset's
 * db_engine_spec `custom_errors` do: a missing table or column is named in a sentence instead
 * of the engine's "Catalog Error: ..." text. Anything else keeps the engine's message.
 */

export type EngineErrorKind = 'table' | 'column';

export interface ReadableEngineError {
  readonly kind: EngineErrorKind;
  readonly name: string;
  readonly message: string;
}

/** One pattern per engine and kind; the first group is the missing name. */
const PATTERNS: readonly { readonly kind: EngineErrorKind; readonly pattern: RegExp }[] = [
  // DuckDB
  { kind: 'table', pattern: /Catalog Error: Table with name "?([^"!\s]+)"? does not exist/ },
  { kind: 'column', pattern: /Binder Error: Referenced column "([^"]+)" not found/ },
  // PostgreSQL
  { kind: 'table', pattern: /relation "([^"]+)" does not exist/ },
  { kind: 'column', pattern: /column "([^"]+)" does not exist/ },
  // MySQL / MariaDB
  { kind: 'table', pattern: /Table '([^']+)' doesn't exist/ },
  { kind: 'column', pattern: /Unknown column '([^']+)' in/ },
  // SQLite
  { kind: 'table', pattern: /no such table: (\S+)/ },
  { kind: 'column', pattern: /no such column: (\S+)/ },
  // ClickHouse
  { kind: 'table', pattern: /Table (\S+) doesn't exist/ },
  { kind: 'column', pattern: /Missing columns: '([^']+)'/ },
  // Trino
  { kind: 'table', pattern: /Table '([^']+)' does not exist/ },
  { kind: 'column', pattern: /Column '([^']+)' cannot be resolved/ },
];

/** Superset's texts for TABLE_DOES_NOT_EXIST_ERROR and COLUMN_DOES_NOT_EXIST_ERROR. */
const TEXTS: Readonly<Record<EngineErrorKind, (name: string) => string>> = {
  table: (name) => `The table "${name}" does not exist. A valid table must be used to run this query.`,
  column: (name) =>
    `We can't seem to resolve the column "${name}". Check that it exists in the dataset's table.`,
};

/** The readable form of an engine's error message, or null when it is none of the known kinds. */
export function readableEngineError(engineMessage: string): ReadableEngineError | null {
  for (const { kind, pattern } of PATTERNS) {
    const name = pattern.exec(engineMessage)?.[1]?.replace(/[.,;:]+$/, '');
    if (name) return { kind, name, message: TEXTS[kind](name) };
  }
  return null;
}
