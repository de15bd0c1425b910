// A tiny reader for operation options (core has no zod): typed getters that throw a catalogued
// InvalidOptionsError naming the operation and the option.
import { InvalidOptionsError, MissingColumnError } from './errors';
import { type Frame, indexColumns, resolveColumn } from './frame';

type Json = Readonly<Record<string, unknown>>;

export class OptionReader {
  readonly raw: Json;

  constructor(
    readonly operation: string,
    options: unknown,
  ) {
    if (
      options !== undefined &&
      options !== null &&
      (typeof options !== 'object' || Array.isArray(options))
    ) {
      throw new InvalidOptionsError(operation, 'options must be an object');
    }
    this.raw = (options ?? {}) as Json;
  }

  fail(detail: string): never {
    throw new InvalidOptionsError(this.operation, detail);
  }

  has(name: string): boolean {
    return this.raw[name] !== undefined && this.raw[name] !== null;
  }

  string(name: string): string;
  string(name: string, fallback: string | undefined): string | undefined;
  string(name: string, ...fallback: [] | [string | undefined]): string | undefined {
    const value = this.raw[name];
    if (value === undefined || value === null) {
      if (fallback.length > 0) return fallback[0];
      return this.fail(`\`${name}\` is required`);
    }
    if (typeof value !== 'string') return this.fail(`\`${name}\` must be a string`);
    return value;
  }

  /** A list of strings; a single string counts as a one-item list (Superset's scalar_to_sequence). */
  strings(name: string, fallback?: readonly string[]): string[] {
    const value = this.raw[name];
    if (value === undefined || value === null) {
      if (fallback) return [...fallback];
      return this.fail(`\`${name}\` is required`);
    }
    if (typeof value === 'string') return [value];
    if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
      return this.fail(`\`${name}\` must be a list of column names`);
    }
    return value as string[];
  }

  boolean(name: string, fallback: boolean): boolean {
    const value = this.raw[name];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') return this.fail(`\`${name}\` must be true or false`);
    return value;
  }

  number(name: string, fallback?: number): number {
    const value = this.raw[name];
    if (value === undefined || value === null) {
      if (fallback !== undefined) return fallback;
      return this.fail(`\`${name}\` is required`);
    }
    if (typeof value !== 'number' || !Number.isFinite(value))
      return this.fail(`\`${name}\` must be a number`);
    return value;
  }

  integer(name: string, range: { min?: number; max?: number; fallback?: number } = {}): number {
    const value = this.number(name, range.fallback);
    if (!Number.isInteger(value)) this.fail(`\`${name}\` must be an integer`);
    if (range.min !== undefined && value < range.min) this.fail(`\`${name}\` must be at least ${range.min}`);
    if (range.max !== undefined && value > range.max) this.fail(`\`${name}\` must be at most ${range.max}`);
    return value;
  }

  oneOf<T extends string>(name: string, choices: readonly T[], fallback?: T): T {
    const value = this.raw[name] ?? fallback;
    if (value === undefined) return this.fail(`\`${name}\` is required; one of: ${choices.join(', ')}`);
    if (!choices.includes(value as T)) {
      return this.fail(`\`${name}\` must be one of: ${choices.join(', ')} (got ${JSON.stringify(value)})`);
    }
    return value as T;
  }

  object(name: string, fallback?: Json): Json {
    const value = this.raw[name];
    if (value === undefined || value === null) {
      if (fallback) return fallback;
      return this.fail(`\`${name}\` is required`);
    }
    if (typeof value !== 'object' || Array.isArray(value)) return this.fail(`\`${name}\` must be an object`);
    return value as Json;
  }

  /**
   * A `{source: target}` column mapping. A list of names counts as the identity mapping (older
   * clients send one); target `null` keeps the source name.
   */
  columnMap(name: string, required = true): [string, string][] {
    const value = this.raw[name];
    if (value === undefined || value === null) return required ? this.fail(`\`${name}\` is required`) : [];
    if (Array.isArray(value)) return this.strings(name).map((column) => [column, column]);
    if (typeof value !== 'object') return this.fail(`\`${name}\` must map source columns to target columns`);
    return Object.entries(value as Json).map(([source, target]) => {
      if (target !== null && typeof target !== 'string')
        this.fail(`\`${name}.${source}\` must be a column name`);
      return [source, (target as string | null) ?? source];
    });
  }
}

/** Throws MissingColumnError unless every name designates at least one column of the frame. */
export function requireColumns(
  operation: string,
  frame: Frame,
  names: readonly string[],
  allowIndex = false,
) {
  const index = indexColumns(frame);
  const missing = names.filter(
    (name) => resolveColumn(frame, name).length === 0 && !(allowIndex && index.includes(name)),
  );
  if (missing.length > 0) throw new MissingColumnError(operation, missing);
}
