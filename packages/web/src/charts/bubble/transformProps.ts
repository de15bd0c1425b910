import type { FormColumn, FormMetric } from '@tessera/core';
import { labelPalette } from '../shared/colors';
import { getMetricLabel } from '../shared/metrics';
import type { ChartProps } from '../types';

/** Superset's MINIMUM_BUBBLE_SIZE: the smallest bubble's diameter in pixels. */
export const MINIMUM_BUBBLE_SIZE = 5;

export interface BubblePoint {
  readonly x: number | null;
  readonly y: number | null;
  readonly size: number | null;
  readonly entity: string;
  readonly series: string | null;
  /** Diameter in pixels, scaled from the smallest to the largest size of the chart. */
  readonly symbolSize: number;
}

export interface BubbleSeries {
  readonly name: string;
  readonly points: readonly BubblePoint[];
}

export interface BubbleChartProps {
  readonly series: readonly BubbleSeries[];
  /** Each series' colour, in series order. */
  readonly colors: readonly string[];
  readonly xLabel: string;
  readonly yLabel: string;
  readonly sizeLabel: string;
  readonly xFormat: string;
  readonly yFormat: string;
  readonly sizeFormat: string;
  readonly xAxisTitle: string;
  readonly yAxisTitle: string;
  readonly logX: boolean;
  readonly logY: boolean;
  readonly truncateX: boolean;
  readonly truncateY: boolean;
  readonly opacity: number;
  readonly showLegend: boolean;
  readonly rowcount: number;
}

const NULL_STRING = '<NULL>';

const num = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};
const label = (column: unknown): string =>
  typeof column === 'string' ? column : ((column as Exclude<FormColumn, string> | null)?.label ?? '');
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
const metricLabel = (metric: unknown) => (metric ? getMetricLabel(metric as FormMetric) : '');

/** Rows of x, y and size per entity → bubbles grouped by series (the entity when there is none). */
export function transformBubbleProps(chartProps: ChartProps): BubbleChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const rows = results[0]?.data ?? [];
  const [xLabel, yLabel, sizeLabel] = [formData.x, formData.y, formData.size].map(metricLabel) as [
    string,
    string,
    string,
  ];
  const entity = label(formData.entity);
  const seriesColumn = formData.series ? label(formData.series) : null;
  const sizes = rows.map((row) => num(row[sizeLabel])).filter((v): v is number => v !== null);
  const [min, max] = [Math.min(...sizes), Math.max(...sizes)];
  const maxBubble = Number(formData.max_bubble_size ?? 25) || 25;
  // As Superset's normalizeSymbolSize: sizes spread linearly up to twice the max bubble size.
  const diameter = (size: number | null) =>
    size === null || !(max > min)
      ? MINIMUM_BUBBLE_SIZE
      : ((size - min) / (max - min)) * maxBubble * 2 + MINIMUM_BUBBLE_SIZE;
  const groups = new Map<string, BubblePoint[]>();
  for (const row of rows) {
    const seriesValue = seriesColumn ? row[seriesColumn] : null;
    const name = String((seriesColumn ? seriesValue : row[entity]) ?? NULL_STRING);
    const size = num(row[sizeLabel]);
    const points = groups.get(name) ?? [];
    if (points.length === 0) groups.set(name, points);
    points.push({
      x: num(row[xLabel]),
      y: num(row[yLabel]),
      size,
      entity: String(row[entity] ?? NULL_STRING),
      series: seriesColumn ? String(seriesValue ?? NULL_STRING) : null,
      symbolSize: diameter(size),
    });
  }
  const opacity = Number(formData.opacity ?? 0.6);
  const verbose = datasource.verboseMap;
  return {
    series: [...groups.entries()].map(([name, points]) => ({ name, points })),
    colors: labelPalette(chartProps, [...groups.keys()]),
    // Shown in the tooltip: the dataset's readable names for saved metrics.
    xLabel: verbose[xLabel] ?? xLabel,
    yLabel: verbose[yLabel] ?? yLabel,
    sizeLabel: verbose[sizeLabel] ?? sizeLabel,
    xFormat: text(formData.xAxisFormat, 'SMART_NUMBER'),
    yFormat: text(formData.y_axis_format, 'SMART_NUMBER'),
    sizeFormat: text(formData.tooltipSizeFormat, 'SMART_NUMBER'),
    xAxisTitle: text(formData.x_axis_label, ''),
    yAxisTitle: text(formData.y_axis_label, ''),
    logX: formData.logXAxis === true,
    logY: formData.logYAxis === true,
    truncateX: formData.truncateXAxis !== false,
    truncateY: formData.truncateYAxis !== false,
    opacity: Number.isFinite(opacity) && opacity > 0 && opacity <= 1 ? opacity : 0.6,
    showLegend: formData.show_legend !== false,
    rowcount: results[0]?.rowcount ?? rows.length,
  };
}
