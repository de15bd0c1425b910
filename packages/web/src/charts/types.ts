import type { QueryContextRequest, QueryFormData, QueryResult } from '@tessera/core';
import type { ComponentType } from 'react';

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
  readonly buildQuery: (formData: QueryFormData) => QueryContextRequest;
  readonly transformProps: (formData: QueryFormData, results: readonly QueryResult[]) => P;
  /** Lazily loaded so heavy renderers (ECharts) stay out of the first bundle. */
  readonly component: ComponentType<ChartRenderProps<P>>;
}
