// Tests only: a legacy chart's answer built the way /superset/explore_json/ builds it — BaseViz's
// query, the viz's query_obj, then its get_data (core legacy-viz) over hand-written rows — so the
// charts' transformProps are tested against the payloads the server really sends.
import {
  type LegacyRow,
  legacyMetrics,
  legacyQueryObject,
  legacyVizRegistry,
  type QueryFormData,
  type QueryResult,
} from '@tessera/core';

export function legacyTestAnswer(
  formData: QueryFormData,
  rows: LegacyRow[],
  now = new Date(Date.UTC(2024, 0, 1)),
): QueryResult[] {
  const viz = legacyVizRegistry.get(formData.viz_type);
  const base = legacyQueryObject(formData, viz.isTimeseries ?? false);
  const query = viz.queryObject ? viz.queryObject(base, formData) : base;
  const data =
    rows.length === 0 && !viz.dataWhenEmpty
      ? null
      : viz.getData({
          rows,
          colnames: rows[0] ? Object.keys(rows[0]) : [],
          formData,
          query: query ?? {},
          metricLabels: legacyMetrics(formData).labels,
          extra: [],
          now,
        });
  const answer = {
    data,
    error: null,
    form_data: formData,
    query: 'SELECT …',
    rowcount: rows.length,
    status: 'success',
  };
  return [answer as unknown as QueryResult];
}
