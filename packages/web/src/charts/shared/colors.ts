/**
 * Chart colours from core's schemes and label colours. Every chart takes its categorical colours
 * from `chartColors(chartProps)`: the label → colour function of its scheme (`color_scheme`) in its
 * host's colour namespace, so on a dashboard a label keeps its colour from chart to chart and the
 * dashboard's `label_colors` and scheme win.
 */
import {
  CategoricalColorNamespace,
  categoricalColors,
  DEFAULT_CATEGORICAL_SCHEME,
  sequentialColors as schemeStops,
} from '@tessera/core';
import type { ChartProps } from '../types';

/** Superset's default categorical scheme, `supersetColors` (for colours that are not per label). */
export const SUPERSET_COLORS = categoricalColors(DEFAULT_CATEGORICAL_SCHEME);

/** A chart's label → colour; the same label always answers the same colour. */
export type ColorFor = (label: unknown) => string;

/**
 * The colour function of a chart: its host's namespace (a dashboard's, shared by its charts; else
 * one of its own), its form data's `color_scheme` and `label_colors`.
 */
export function chartColors(
  chartProps: Pick<ChartProps, 'formData' | 'colorNamespace'>,
  /** The chart's labels when known up front: new ones then avoid the colours shared ones keep. */
  labels?: readonly unknown[],
): ColorFor {
  const namespace = chartProps.colorNamespace ?? new CategoricalColorNamespace();
  const scale = namespace.getScale(chartProps.formData.color_scheme, chartProps.formData.label_colors);
  if (labels) scale.claim(labels);
  return (label) => scale.getColor(label);
}

/** The stops of a sequential scheme (`linear_color_scheme`); superset_seq_1 for an unknown id. */
export function sequentialColors(id: unknown): readonly string[] {
  return schemeStops(id);
}

/**
 * The colours of a chart's labels in order (for an ECharts `color` list whose i-th colour goes to the
 * i-th series or data item).
 */
export function labelPalette(
  chartProps: Pick<ChartProps, 'formData' | 'colorNamespace'>,
  labels: readonly unknown[],
): readonly string[] {
  const colorFor = chartColors(chartProps, labels);
  return labels.map(colorFor);
}
