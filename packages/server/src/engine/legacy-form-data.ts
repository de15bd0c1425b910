/**
 * A legacy chart's form data (`/superset/explore_json/`) as a query context: BaseViz's query
 * (core legacyQueryObject) refined by the viz type's own query_obj, plus the extra queries some
 * viz types need (time comparison, ...), all run in one request.
 */
import {
  type LegacyFormData,
  type LegacyQuery,
  type LegacyViz,
  legacyQueryObject,
  legacyVizRegistry,
  normaliseQueryContext,
  parseDatasourceRef,
  type QueryContext,
  QueryObjectError,
  type ResultType,
} from '@tessera/core';

export interface LegacyPlan {
  /** The viz type's legacy viz; null for types without one (their data are plain records). */
  readonly viz: LegacyViz | null;
  /** The main query object as the viz built it; null when the viz needs no query. */
  readonly query: LegacyQuery | null;
  /** Main query first, then the viz's extra queries; null when there is nothing to run. */
  readonly context: QueryContext | null;
}

/** A legacy chart's form data as a query context; 400 (QueryObjectError, LegacyVizError) when malformed. */
export function legacyPlan(formData: LegacyFormData, resultType: ResultType, force: boolean): LegacyPlan {
  if (formData.datasource === undefined) {
    throw new QueryObjectError('INVALID_QUERY_CONTEXT', 'form_data.datasource is required, e.g. "1__table"');
  }
  const vizType = typeof formData.viz_type === 'string' ? formData.viz_type : '';
  const viz = legacyVizRegistry.has(vizType) ? legacyVizRegistry.get(vizType) : null;
  const base = legacyQueryObject(formData, viz?.isTimeseries ?? false);
  const query = viz?.queryObject ? viz.queryObject(base, formData) : base;
  if (query === null) return { viz, query, context: null };
  const extra = resultType === 'full' && viz?.extraQueries ? viz.extraQueries(query, formData) : [];
  const context = normaliseQueryContext({
    datasource: parseDatasourceRef(formData.datasource),
    queries: [query, ...extra],
    force,
    result_type: resultType,
    result_format: 'json',
    form_data: formData,
  });
  return { viz, query, context };
}
