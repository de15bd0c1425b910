import type { ComponentType } from 'react';

/** Superset form data: the saved state of a chart's controls. */
export type FormData = Record<string, unknown> & {
  readonly viz_type: string;
  readonly datasource: string;
};

export interface QueryObject {
  readonly [key: string]: unknown;
}

export interface QueryContext {
  readonly datasource: { readonly id: number; readonly type: string };
  readonly force: boolean;
  readonly queries: readonly QueryObject[];
  readonly form_data: FormData;
  readonly result_format: 'json';
  readonly result_type: 'full';
}

/** One entry of `result[]` from `POST /api/v1/chart/data` (SUPERSET_FACTS §1.8). */
export interface QueryResult {
  readonly data: readonly Record<string, unknown>[];
  readonly colnames: readonly string[];
  readonly coltypes: readonly number[];
  readonly rowcount: number;
  readonly query?: string;
  readonly error?: string | null;
  readonly is_cached?: boolean | null;
  readonly cached_dttm?: string | null;
  readonly status?: string;
  /** Milliseconds the server spent per phase (validate, cache_lookup, compile, execute, ...). */
  readonly timing?: Readonly<Record<string, number>> | null;
}

export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;

export interface ChartRenderProps<P> {
  readonly props: P;
  readonly width: number;
  readonly height: number;
  /** Called once the chart is on screen (ECharts' `finished`, or the table mounted). */
  readonly onRendered: () => void;
  readonly onRenderFailed: (error: Error) => void;
}

export interface ChartMetadata {
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly tags: readonly string[];
}

/** Which set of controls Explore shows for a chart type. */
export type ControlPanelKind = 'timeseries' | 'table' | 'pie' | 'big_number';

/** A visualization plugin, keyed by Superset's viz_type. */
export interface ChartPlugin<P = unknown> {
  readonly id: string;
  readonly metadata: ChartMetadata;
  readonly controlPanel: ControlPanelKind;
  readonly buildQuery: (formData: FormData) => QueryContext;
  readonly transformProps: (formData: FormData, results: readonly QueryResult[]) => P;
  /** Lazily loaded so heavy renderers (ECharts) stay out of the first bundle. */
  readonly component: ComponentType<ChartRenderProps<P>>;
}
