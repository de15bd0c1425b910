import type { QueryContextRequest } from '../query/request';
import type { QueryFormData } from '../wire';

/** Superset's chart Behavior: what a chart offers beyond drawing. */
export type ChartBehavior = 'INTERACTIVE_CHART' | 'NATIVE_FILTER' | 'DRILL_TO_DETAIL' | 'DRILL_BY';

/** Superset's ChartLabel: a badge beside the name in the chart-type picker's details pane. */
export type ChartLabel = 'DEPRECATED' | 'FEATURED';

/** Superset's chartLabelExplanations: the badge's tooltip unless the chart gives its own. */
export const CHART_LABEL_EXPLANATIONS: Readonly<Record<ChartLabel, string>> = {
  DEPRECATED:
    'This chart uses features or modules which are no longer actively maintained. It will eventually be replaced or removed.',
  FEATURED: 'This chart was tested and verified, so the overall experience should be stable.',
};

/** A chart's pure metadata, shared by the web's gallery and the server. */
export interface ChartMetadata {
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly behaviors: readonly ChartBehavior[];
  readonly deprecated: boolean;
  /** The badge shown beside the name in the picker (Superset's `label`). */
  readonly label?: ChartLabel;
  /** The badge's tooltip; by default CHART_LABEL_EXPLANATIONS of the label. */
  readonly labelExplanation?: string;
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
