import type { QueryContextRequest, QueryFormData, QueryResult } from '@tessera/core';
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

export interface ChartMetadata {
  readonly name: string;
  readonly category: string;
  readonly description: string;
  readonly tags: readonly string[];
}

/** A visualization plugin, keyed by Superset's viz_type. */
export interface ChartPlugin<P = unknown> {
  readonly id: string;
  readonly metadata: ChartMetadata;
  /** The controls Explore shows, as data: sections of references into the control catalogue. */
  readonly controlPanel: ControlPanelConfig;
  readonly buildQuery: (formData: QueryFormData) => QueryContextRequest;
  readonly transformProps: (formData: QueryFormData, results: readonly QueryResult[]) => P;
  /** Lazily loaded so heavy renderers (ECharts) stay out of the first bundle. */
  readonly component: ComponentType<ChartRenderProps<P>>;
}

/** The chart type a new chart starts as, as in Superset. */
export const DEFAULT_VIZ_TYPE = 'table';
