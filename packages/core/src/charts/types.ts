import type { QueryContextRequest } from '../query/request';
import type { QueryFormData } from '../wire';

/** Superset's chart Behavior: what a chart offers beyond drawing. */
export type ChartBehavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

/** A chart's pure metadata, shared by the web's gallery and the server. */
export interface ChartMetadata {
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly behaviors: readonly ChartBehavior[];
  readonly deprecated: boolean;
  /** Reads `/superset/explore_json/` instead of `/api/v1/chart/data`. */
  readonly useLegacyApi: boolean;
}

/** Form data → the chart-data request; extra form data is applied inside. */
export type BuildQuery = (formData: QueryFormData) => QueryContextRequest;

/** The pure half of a chart plugin, keyed by Superset's viz_type. */
export interface CoreChart {
  readonly id: string;
  readonly metadata: ChartMetadata;
  readonly buildQuery: BuildQuery;
}
