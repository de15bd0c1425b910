import { ListQueryError } from './errors';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list-query';
import { decodeRison } from './rison';

export const INFO_KEYS = [
  'add_columns',
  'edit_columns',
  'filters',
  'permissions',
  'add_title',
  'edit_title',
  'none',
] as const;
export type InfoKey = (typeof INFO_KEYS)[number];

function record(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ListQueryError(`q must be a rison object for ${what}`);
  }
  return value as Record<string, unknown>;
}

/** `_info?q=(keys:!(permissions))` → the requested keys, or null for all of them. */
export function parseInfoQuery(q: string | undefined | null): InfoKey[] | null {
  const raw = record(decodeRison(q), '_info');
  for (const key of Object.keys(raw)) {
    if (key !== 'keys') throw new ListQueryError(`Unknown _info argument: ${key} (allowed: keys)`);
  }
  if (raw.keys === undefined) return null;
  const keys = raw.keys;
  if (!Array.isArray(keys) || keys.some((key) => !(INFO_KEYS as readonly unknown[]).includes(key))) {
    throw new ListQueryError(`keys must be a list of: ${INFO_KEYS.join(', ')}`);
  }
  return keys as InfoKey[];
}

export interface RelatedQuery {
  readonly filter: string;
  readonly page: number;
  readonly pageSize: number;
  readonly includeIds: readonly number[];
}

function nonNegative(value: unknown, key: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ListQueryError(`${key} must be a non-negative integer`);
  }
  return value;
}

/** `related/<col>` and `distinct/<col>`: `q=(filter:'abc',page:0,page_size:25,include_ids:!(1))`. */
export function parseRelatedQuery(q: string | undefined | null): RelatedQuery {
  const raw = record(decodeRison(q), 'related');
  const allowed = ['filter', 'page', 'page_size', 'include_ids'];
  for (const key of Object.keys(raw)) {
    if (!allowed.includes(key))
      throw new ListQueryError(`Unknown argument: ${key} (allowed: ${allowed.join(', ')})`);
  }
  const filter = raw.filter ?? '';
  if (typeof filter !== 'string') throw new ListQueryError('filter must be a string');
  const includeIds = raw.include_ids ?? [];
  if (!Array.isArray(includeIds) || includeIds.some((id) => typeof id !== 'number')) {
    throw new ListQueryError('include_ids must be a list of ids');
  }
  const pageSize = Math.min(nonNegative(raw.page_size, 'page_size', DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
  const page = nonNegative(raw.page, 'page', 0);
  if (!Number.isSafeInteger(page * pageSize)) throw new ListQueryError(`page is too large, got ${page}`);
  return { filter, page, pageSize, includeIds: includeIds as number[] };
}
