import type { QueryContextRequest } from '@tessera/core';

/** Below this many rows asked for, the whole answer comes quickly enough: no preview. */
export const PREVIEW_FROM_ROWS = 5_000;

/**
 * Whether a query may answer so many rows that parsing them would hold the page (a 100,000-row
 * table is 18 MB of JSON): such answers are parsed in a worker (offThread/).
 */
export function bigAnswer(query: QueryContextRequest): boolean {
  return query.queries.some((q) => (q.row_limit ?? 0) > PREVIEW_FROM_ROWS);
}

/**
 * The query for a chart's first screen: each query's row limit cut to `rows`; null when no query
 * asks for more than PREVIEW_FROM_ROWS, or one post-processes its rows (the first rows alone would
 * give other figures).
 */
export function previewQuery(query: QueryContextRequest, rows: number): QueryContextRequest | null {
  const big = bigAnswer(query);
  const processed = query.queries.some((q) => (q.post_processing ?? []).some(Boolean));
  if (!big || processed) return null;
  return {
    ...query,
    queries: query.queries.map((q) => (q.row_limit && q.row_limit > rows ? { ...q, row_limit: rows } : q)),
  };
}
