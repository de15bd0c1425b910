// Test support: runs a viz the way the explore_json endpoint does (BaseViz query, the viz's
// query_obj, then get_data over hand-written rows).
import { legacyMetrics, legacyQueryObject } from '../base-query';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz } from '../types';

export function queryOf(viz: LegacyViz, formData: LegacyFormData): LegacyQuery | null {
  const base = legacyQueryObject(formData, viz.isTimeseries ?? false);
  return viz.queryObject ? viz.queryObject(base, formData) : base;
}

export function dataOf(viz: LegacyViz, formData: LegacyFormData, rows: LegacyRow[]): unknown {
  return viz.getData({
    rows,
    colnames: rows[0] ? Object.keys(rows[0]) : [],
    formData,
    query: queryOf(viz, formData) ?? {},
    metricLabels: legacyMetrics(formData).labels,
    extra: [],
  });
}
