import type {
  CategoricalColorNamespace,
  ChartLabel,
  DataMask,
  ExtraFilter,
  FilterState,
  QueryContextRequest,
  QueryFormData,
  QueryResult,
} from '@tessera/core';
import type { ComponentType } from 'react';
import type { ControlPanelConfig } from './controls/types';

export interface ChartRenderProps<P> {
  readonly props: P;
  readonly width: number;
  readonly height: number;
  /** Called once the chart is on screen (ECharts' `finished`, or the table mounted). */
  readonly onRendered: () => void;
  readonly onRenderFailed: (error: Error) => void;
}

/** One picture of a chart type drawn on example data (Superset's ExampleImage). */
export interface ExampleImage {
  /** A Vite asset URL: the file is fetched only when an <img> shows it. */
  readonly url: string;
  readonly caption: string;
}

/** A chart type's pictures, written by `npm run chart-images` into its plugin's images.gen.ts. */
export interface ChartImages {
  /** The picker grid's tile (224×168). */
  readonly thumbnail?: string;
  /** The picker's details pane (800×450 each). */
  readonly exampleGallery?: readonly ExampleImage[];
}

export interface ChartMetadata extends ChartImages {
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly tags: readonly string[];
  /** Hidden from the picker (core's metadata always says; a dynamic plugin may not). */
  readonly deprecated?: boolean;
  /** The badge beside the name in the picker's details pane (Superset's ChartLabel). */
  readonly label?: ChartLabel;
  /** The badge's tooltip; by default core's CHART_LABEL_EXPLANATIONS of the label. */
  readonly labelExplanation?: string;
  /**
   * Reads `/superset/explore_json/` with the form data (the answer's viz payload at
   * `queriesData[0].data`, see charts/legacy) instead of posting buildQuery's query context to
   * `/api/v1/chart/data`; buildQuery then only gives the query context saved with the chart.
   */
  readonly useLegacyApi?: boolean;
}

/** What a chart borrows from its dataset for display (Superset's chart props `datasource`). */
export interface ChartDatasource {
  /** Column and metric name → its readable name. */
  readonly verboseMap: Readonly<Record<string, string>>;
  /** Metric (or column) name → its d3 number format. */
  readonly columnFormats: Readonly<Record<string, string>>;
  /** Columns the dataset marks temporal (is_dttm). */
  readonly temporalColumns: readonly string[];
}

export const EMPTY_DATASOURCE: ChartDatasource = { verboseMap: {}, columnFormats: {}, temporalColumns: [] };

/** Calls a chart makes back into its host (Superset's chart props `hooks`). */
export interface ChartHooks {
  /**
   * Emits a cross-filter: `extraFormData.filters` for the other charts and `filterState` (the
   * selected values, or null to clear) for this one. A host without cross-filters ignores it.
   */
  readonly setDataMask: (mask: DataMask) => void;
  /**
   * Opens the drill menu at a click: the filters that identify the clicked element (a bar's
   * category, a cell's row and column), for drill to detail.
   */
  readonly onContextMenu: (clientX: number, clientY: number, filters: readonly ExtraFilter[]) => void;
}

export const NO_HOOKS: ChartHooks = { setDataMask: () => {}, onContextMenu: () => {} };

/** Everything transformProps receives, as Superset's ChartProps. */
export interface ChartProps {
  readonly formData: QueryFormData;
  readonly queriesData: readonly QueryResult[];
  readonly datasource: ChartDatasource;
  readonly width: number;
  readonly height: number;
  /** This chart's own cross-filter state (its selected values), to highlight what is chosen. */
  readonly filterState: FilterState;
  readonly hooks: ChartHooks;
  /** Whether a click may emit a cross-filter here (dashboards: yes; Explore: no). */
  readonly emitCrossFilters: boolean;
  /**
   * The host's label colours (a dashboard's namespace, shared by its charts); charts read it
   * through `chartColors` in shared/colors.ts. Absent: the chart colours its labels on its own.
   */
  readonly colorNamespace?: CategoricalColorNamespace | null;
  /**
   * The chart's own state (Superset's `ownState`: a table's page, sort and search with server
   * pagination), set by `hooks.setDataMask({ ownState })`; a change runs the query again.
   */
  readonly ownState?: Readonly<Record<string, unknown>>;
}

/** What buildQuery receives besides the form data (Superset's buildQuery `options`). */
export interface BuildQueryOptions {
  readonly ownState?: Readonly<Record<string, unknown>>;
}

/** A visualization plugin, keyed by Superset's viz_type. */
export interface ChartPlugin<P = unknown> {
  readonly id: string;
  readonly metadata: ChartMetadata;
  /** The controls Explore shows, as data: sections of references into the control catalogue. */
  readonly controlPanel: ControlPanelConfig;
  readonly buildQuery: (formData: QueryFormData, options?: BuildQueryOptions) => QueryContextRequest;
  /**
   * Chart props → the component's props; pure, so it is tested without a browser. Loaded on
   * demand like the component (lazy.ts `lazyPhase`), so the registry carries no chart's code.
   */
  readonly loadTransformProps: () => Promise<(chartProps: ChartProps) => P>;
  /** Lazily loaded so heavy renderers (ECharts) stay out of the first bundle. */
  readonly component: LazyChartComponent<P>;
  /**
   * Rows enough for a first screen. When set, a query for many more rows is preceded by one for
   * this many, drawn while the whole answer is on its way (previewQuery.ts).
   */
  readonly previewRows?: number;
}

/** A chart component loaded on demand; `preload` (when there) starts the download early. */
export type LazyChartComponent<P> = ComponentType<ChartRenderProps<P>> & {
  readonly preload?: () => Promise<unknown>;
};

/** The chart type a new chart starts as, as in Superset. */
export const DEFAULT_VIZ_TYPE = 'table';
