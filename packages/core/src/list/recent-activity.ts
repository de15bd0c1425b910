import { ListQueryError } from './errors';
import { MAX_PAGE_SIZE } from './list-query';
import { decodeRison } from './rison';

/** Superset's RecentActivitySchema default page size. */
export const RECENT_ACTIVITY_PAGE_SIZE = 10;

export interface RecentActivityQuery {
  readonly page: number;
  readonly pageSize: number;
  /** One row per object (the latest visit) rather than one per visit */
  readonly distinct: boolean;
  readonly actions: readonly string[] | null;
}

function nonNegativeInt(value: unknown, key: string, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) {
    throw new ListQueryError(`${key} must be a non-negative integer`);
  }
  return value;
}

/** `/api/v1/log/recent_activity/?q=(page:0,page_size:5,distinct:!t,actions:!(explore))`. */
export function parseRecentActivityQuery(q: string | undefined | null): RecentActivityQuery {
  const raw = decodeRison(q);
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new ListQueryError('q must be a rison object for recent_activity');
  }
  const record = raw as Record<string, unknown>;
  const allowed = ['page', 'page_size', 'distinct', 'actions'];
  for (const key of Object.keys(record)) {
    if (!allowed.includes(key)) {
      throw new ListQueryError(`Unknown argument: ${key} (allowed: ${allowed.join(', ')})`);
    }
  }
  const distinct = record.distinct ?? true;
  if (typeof distinct !== 'boolean') throw new ListQueryError('distinct must be !t or !f');
  const actions = record.actions ?? null;
  if (actions !== null && (!Array.isArray(actions) || actions.some((a) => typeof a !== 'string'))) {
    throw new ListQueryError('actions must be a list of action names');
  }
  const pageSize = Math.min(
    Math.max(nonNegativeInt(record.page_size, 'page_size', RECENT_ACTIVITY_PAGE_SIZE), 1),
    MAX_PAGE_SIZE,
  );
  const page = nonNegativeInt(record.page, 'page', 0);
  // The row offset (page × page_size) must stay an exact integer for the database.
  if (!Number.isSafeInteger(page * pageSize)) throw new ListQueryError(`page is too large, got ${page}`);
  return {
    page,
    pageSize,
    distinct,
    actions: actions as string[] | null,
  };
}
