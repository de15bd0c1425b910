import type { FormMetric } from '@tessera/core';
import { sequentialColors } from '../heatmap/sequential';
import { legacyData } from '../legacy';
import { escapeHtml } from '../shared/html';
import { getMetricLabel } from '../shared/metrics';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

export interface ParaAxis {
  readonly key: string;
  readonly label: string;
  /** The series column's axis lists its values; metric axes are numeric. */
  readonly categorical: boolean;
}

export interface ParaProps {
  readonly axes: readonly ParaAxis[];
  readonly lines: readonly { readonly name: string; readonly values: readonly (number | string | null)[] }[];
  /** The secondary metric colouring each line, or null for one colour. */
  readonly colorBy: {
    readonly label: string;
    readonly values: readonly (number | null)[];
    readonly colors: readonly string[];
  } | null;
  readonly formatValue: (value: unknown) => string;
  readonly showDatatable: boolean;
}

const labelOf = (metric: unknown) => (metric ? getMetricLabel(metric as FormMetric) : '');

/** ParallelCoordinatesViz's records → one line per series value across one axis per metric. */
export function transformParaProps({
  formData,
  queriesData,
  datasource,
}: Pick<ChartProps, 'formData' | 'queriesData' | 'datasource'>): ParaProps {
  const records = legacyData<Record<string, unknown>[]>({ queriesData }) ?? [];
  const series = typeof formData.series === 'string' ? formData.series : '';
  const metrics = (Array.isArray(formData.metrics) ? formData.metrics : []).map(labelOf);
  const secondary = labelOf(formData.secondary_metric);
  const verbose = (key: string) => datasource.verboseMap[key] ?? key;
  const axes: ParaAxis[] = [
    ...(formData.include_series && series
      ? [{ key: series, label: verbose(series), categorical: true }]
      : []),
    ...metrics.map((m) => ({ key: m, label: verbose(m), categorical: false })),
  ];
  const cell = (record: Record<string, unknown>, axis: ParaAxis) => {
    const value = record[axis.key];
    if (axis.categorical) return value === null || value === undefined ? 'N/A' : String(value);
    return typeof value === 'number' && Number.isFinite(value) ? value : null;
  };
  const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
  return {
    axes,
    lines: records.map((record) => ({
      name: series ? String(record[series] ?? 'N/A') : '',
      values: axes.map((axis) => cell(record, axis)),
    })),
    colorBy: secondary
      ? {
          label: verbose(secondary),
          values: records.map((record) => number(record[secondary])),
          colors: sequentialColors(formData.linear_color_scheme),
        }
      : null,
    formatValue: valueFormatter(formData.number_format ?? formData.y_axis_format),
    showDatatable: formData.show_datatable === true,
  };
}

/** The hovered line's tooltip: its name, then each axis with its value. */
export function paraTooltip(props: ParaProps, index: number): string {
  const line = props.lines[index];
  if (!line) return '';
  const rows = props.axes.map(
    (axis, i) =>
      `${escapeHtml(axis.label)}: <b>${escapeHtml(axis.categorical ? line.values[i] : props.formatValue(line.values[i]))}</b>`,
  );
  return [line.name ? `<b>${escapeHtml(line.name)}</b>` : '', ...rows].filter(Boolean).join('<br/>');
}
