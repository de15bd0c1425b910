/**
 * Legacy charts (metadata `useLegacyApi`) read `/superset/explore_json/` with their form data, so
 * they have no query of their own to build. What they still need a query context for is the one
 * saved with the chart (`query_context`, read by `GET /api/v1/chart/{id}/data/`): Superset saves
 * its default there (buildQueryContext over buildQueryObject, the fallback of
 * buildV1ChartDataPayload); ours is BaseViz's query object of the form data, the same base the
 * server's explore_json refines per viz type.
 */
import { legacyQueryObject } from '../../legacy-viz/base-query';
import { legacyVizRegistry } from '../../legacy-viz/registry';
import type { QueryContextRequest, QueryObjectRequest } from '../../query/request';
import type { QueryFormData } from '../../wire';
import { queryContext, withExtraFormData } from '../shared/form-data';
import type { ChartMetadata, CoreChart } from '../types';

/** Form data → the generic query context saved with a legacy chart (never what it draws from). */
export function buildLegacyQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const viz = legacyVizRegistry.has(formData.viz_type) ? legacyVizRegistry.get(formData.viz_type) : null;
  const query = legacyQueryObject(merged, viz?.isTimeseries ?? false);
  return queryContext(formData, [query as QueryObjectRequest]);
}

/** The pure half of a legacy chart: its metadata (with `useLegacyApi: true`) and the generic query. */
export function legacyCoreChart(id: string, metadata: ChartMetadata): CoreChart {
  if (!metadata.useLegacyApi) throw new Error(`Chart type "${id}" is not a legacy (explore_json) chart.`);
  return { id, metadata, buildQuery: buildLegacyQuery };
}
