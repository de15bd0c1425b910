// Test support for legacy viz types: runs a viz the way explore_json does (BaseViz's query, the
// viz's query_obj, then get_data over hand-written rows).
import { legacyMetrics, legacyQueryObject } from './base-query';
import type { LegacyFormData, LegacyQuery, LegacyQueryResult, LegacyRow, LegacyViz } from './types';

/** The viz's query object for the form data, or null when the viz runs no query. */
export function maybeQueryOf(viz: LegacyViz, formData: LegacyFormData): LegacyQuery | null {
  const base = legacyQueryObject(formData, viz.isTimeseries ?? false);
  return viz.queryObject ? viz.queryObject(base, formData) : base;
}

/** The viz's query object for the form data (a viz that runs no query fails the test). */
export function queryOf(viz: LegacyViz, formData: LegacyFormData): LegacyQuery {
  const query = maybeQueryOf(viz, formData);
  if (query === null) throw new Error(`${viz.id} builds no query`);
  return query;
}

export interface DataOptions {
  readonly colnames?: string[];
  readonly extra?: LegacyQueryResult[];
  readonly query?: LegacyQuery;
  readonly now?: Date;
}

/** The viz's data for hand-written rows, with the metric labels the server passes. */
export function dataOf(
  viz: LegacyViz,
  formData: LegacyFormData,
  rows: LegacyRow[],
  options: DataOptions = {},
): unknown {
  return viz.getData({
    rows,
    colnames: options.colnames ?? (rows[0] ? Object.keys(rows[0]) : []),
    formData,
    query: options.query ?? {},
    metricLabels: legacyMetrics(formData).labels,
    extra: options.extra ?? [],
    ...(options.now ? { now: options.now } : {}),
  });
}
