// Test helpers of the misc legacy viz types: the query and data the server would build.
import { legacyMetrics, legacyQueryObject } from '../base-query';
import type { LegacyFormData, LegacyQuery, LegacyQueryResult, LegacyRow, LegacyViz } from '../types';

/** The viz's query object for the form data, the way the server builds it (must not be null). */
export function queryOf(viz: LegacyViz, formData: LegacyFormData): LegacyQuery {
  const base = legacyQueryObject(formData, viz.isTimeseries ?? false);
  const query = viz.queryObject ? viz.queryObject(base, formData) : base;
  if (query === null) throw new Error(`${viz.id} builds no query`);
  return query;
}

/** The viz's data for hand-written rows, with the metric labels the server passes. */
export function dataOf(
  viz: LegacyViz,
  formData: LegacyFormData,
  rows: LegacyRow[],
  colnames: string[] = rows[0] ? Object.keys(rows[0]) : [],
  extra: LegacyQueryResult[] = [],
): unknown {
  return viz.getData({
    rows,
    colnames,
    formData,
    query: {},
    metricLabels: legacyMetrics(formData).labels,
    extra,
  });
}
