import { GenericDataType, heatmapYColumn, xAxisColumn } from '@tessera/core';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import type { ChartProps } from '../types';
import { sequentialColors } from './sequential';

type Cell = readonly [x: number, y: number, value: number | null, rank?: number];

export interface HeatmapChartProps {
  readonly cells: readonly Cell[];
  /** Axis categories in their drawn order, as the answer holds them (times as epoch ms). */
  readonly xValues: readonly (string | number)[];
  readonly yValues: readonly (string | number)[];
  readonly xTemporal: boolean;
  readonly yTemporal: boolean;
  readonly metricLabel: string;
  /** Per-axis and overall totals, for the tooltip's share of the heatmap, column or row. */
  readonly xTotals: readonly number[];
  readonly yTotals: readonly number[];
  readonly total: number;
  readonly min: number;
  readonly max: number;
  readonly colors: readonly string[];
  readonly legendType: 'continuous' | 'piecewise';
  readonly normalizeAcross: 'heatmap' | 'x' | 'y';
  readonly normalized: boolean;
  readonly showLegend: boolean;
  readonly showValues: boolean;
  readonly showPercentage: boolean;
  readonly valueFormat: string | null;
  readonly timeFormat: string | null;
  readonly timeGrain: string | null;
  /** ECharts' label interval: 'auto' or the number of labels skipped between two shown. */
  readonly xInterval: number | 'auto';
  readonly yInterval: number | 'auto';
  readonly xLabelRotation: number;
  readonly leftMargin: number | 'auto';
  readonly bottomMargin: number | 'auto';
}

const DEFAULT_BOUNDS = [0, 200] as const;

type AxisValue = string | number;

const axisValue = (value: unknown): AxisValue | null =>
  value === null || value === undefined ? null : typeof value === 'number' ? value : String(value);

/** Alphabetical (numbers numerically) or by the metric's total per category, as Superset sorts. */
export function sortAxis(
  values: readonly AxisValue[],
  totals: ReadonlyMap<AxisValue, number>,
  option: unknown,
): AxisValue[] {
  if (typeof option !== 'string' || !option || option === 'none') return [...values];
  const sign = option.includes('asc') ? 1 : -1;
  if (option.includes('value'))
    return [...values].sort((a, b) => sign * ((totals.get(a) ?? 0) - (totals.get(b) ?? 0)));
  return [...values].sort((a, b) => {
    const [na, nb] = [Number(a), Number(b)];
    if (Number.isFinite(na) && Number.isFinite(nb)) return sign * (na - nb);
    return sign * String(a).localeCompare(String(b), undefined, { numeric: true });
  });
}

function interval(value: unknown): number | 'auto' {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number - 1 : 'auto';
}

function margin(value: unknown): number | 'auto' {
  const number = Number(value);
  return value !== 'auto' && value !== null && value !== '' && Number.isFinite(number) ? number : 'auto';
}

function bound(value: unknown): number | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

const toNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** Response → cells indexed into the sorted axes, with the totals the tooltip's percentages need. */
export function transformHeatmapProps(chartProps: ChartProps): HeatmapChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const result = results[0];
  const rows = result?.data ?? [];
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  // The answer's first two columns are the axes, whatever their labels.
  const xName = result?.colnames[0] ?? xAxisColumn(formData) ?? '';
  const yName = result?.colnames[1] ?? heatmapYColumn(formData) ?? '';
  const normalized = formData.normalized === true;
  const colorColumn = normalized ? 'rank' : metricLabel;

  const xSums = new Map<AxisValue, number>();
  const ySums = new Map<AxisValue, number>();
  let total = 0;
  for (const row of rows) {
    const [x, y, value] = [axisValue(row[xName]), axisValue(row[yName]), toNumber(row[metricLabel])];
    if (x === null || y === null) continue;
    xSums.set(x, (xSums.get(x) ?? 0) + (value ?? 0));
    ySums.set(y, (ySums.get(y) ?? 0) + (value ?? 0));
    total += value ?? 0;
  }
  const xValues = sortAxis([...xSums.keys()], xSums, formData.sort_x_axis);
  const yValues = sortAxis([...ySums.keys()], ySums, formData.sort_y_axis);
  const xIndex = new Map(xValues.map((v, i) => [v, i]));
  const yIndex = new Map(yValues.map((v, i) => [v, i]));

  const cells: Cell[] = [];
  let [min, max] = [Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const row of rows) {
    const x = xIndex.get(axisValue(row[xName]) as AxisValue);
    const y = yIndex.get(axisValue(row[yName]) as AxisValue);
    if (x === undefined || y === undefined) continue;
    const value = toNumber(row[metricLabel]);
    const rank = toNumber(row.rank);
    if (normalized && rank === null) continue;
    cells.push(normalized ? [x, y, value, rank as number] : [x, y, value]);
    const colour = toNumber(row[colorColumn]);
    if (colour !== null) [min, max] = [Math.min(min, colour), Math.max(max, colour)];
  }
  const bounds = Array.isArray(formData.value_bounds) ? formData.value_bounds : [];
  const across = formData.normalize_across;
  return {
    cells,
    xValues,
    yValues,
    xTemporal: result?.coltypes[0] === GenericDataType.TEMPORAL,
    yTemporal: result?.coltypes[1] === GenericDataType.TEMPORAL,
    metricLabel,
    xTotals: xValues.map((v) => xSums.get(v) ?? 0),
    yTotals: yValues.map((v) => ySums.get(v) ?? 0),
    total,
    min: bound(bounds[0]) ?? (Number.isFinite(min) ? min : DEFAULT_BOUNDS[0]),
    max: bound(bounds[1]) ?? (Number.isFinite(max) ? max : DEFAULT_BOUNDS[1]),
    colors: sequentialColors(formData.linear_color_scheme),
    legendType: formData.legend_type === 'piecewise' ? 'piecewise' : 'continuous',
    normalizeAcross: across === 'x' || across === 'y' ? across : 'heatmap',
    normalized,
    showLegend: formData.show_legend !== false,
    showValues: formData.show_values === true,
    showPercentage: formData.show_percentage !== false,
    valueFormat:
      datasource.columnFormats[metricLabel] ??
      (typeof formData.y_axis_format === 'string' ? formData.y_axis_format : null),
    timeFormat: typeof formData.x_axis_time_format === 'string' ? formData.x_axis_time_format : null,
    timeGrain: typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null,
    xInterval: interval(formData.xscale_interval),
    yInterval: interval(formData.yscale_interval),
    xLabelRotation: Number(formData.x_axis_label_rotation) || 0,
    leftMargin: margin(formData.left_margin),
    bottomMargin: margin(formData.bottom_margin),
  };
}
