import { xAxisColumn } from '@tessera/core';
import { format as d3Format } from 'd3-format';
import { SUPERSET_COLORS } from '../shared/colors';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { timeFormatter, valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

/** One point of the trendline: epoch milliseconds and the value (null where the metric is). */
export type TrendPoint = readonly [number, number | null];

export interface BigNumberTrendlineProps {
  /** The latest non-null value, or null when every period is empty. */
  readonly bigNumber: number | null;
  /** The time of the value shown. */
  readonly timestamp: number | null;
  /** The percent change and suffix when a comparison lag is set, else the form's subheader. */
  readonly subheader: string;
  /** 'positive' or 'negative' by the sign of the change; '' without one. */
  readonly trend: 'positive' | 'negative' | '';
  /** Oldest first; null when the trendline is hidden. */
  readonly trendLine: readonly TrendPoint[] | null;
  readonly metricLabel: string;
  readonly mainColor: string;
  readonly headerFontSize: number;
  readonly subheaderFontSize: number;
  readonly showTimestamp: boolean;
  readonly startYAxisAtZero: boolean;
  readonly formatValue: (value: unknown) => string;
  readonly formatTime: (value: unknown) => string;
}

const percentChange = d3Format('+.1%');

function toTime(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string' || !value) return null;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : parsed;
}

function toValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function colour(picker: unknown): string {
  if (picker && typeof picker === 'object') {
    const { r, g, b } = picker as Record<string, unknown>;
    if ([r, g, b].every((c) => typeof c === 'number')) return `rgb(${r}, ${g}, ${b})`;
  }
  return SUPERSET_COLORS[0] ?? '#1FA8C9';
}

function proportion(value: unknown, fallback: number): number {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 && number < 1 ? number : fallback;
}

/**
 * Answer → the latest value, its change against `compare_lag` periods before, and the trendline,
 * as Superset's BigNumberWithTrendline: rows sorted newest first, the first non-null value shown.
 */
export function transformBigNumberTrendlineProps(chartProps: ChartProps): BigNumberTrendlineProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const x = xAxisColumn(formData) ?? '';
  const rows = results[0]?.data ?? [];
  const sorted: TrendPoint[] = rows
    .map((row) => [toTime(row[x]), toValue(row[metricLabel])] as const)
    .filter((point): point is TrendPoint => point[0] !== null)
    .sort((a, b) => b[0] - a[0]);
  const latest = sorted.find((point) => point[1] !== null) ?? null;

  let subheader = typeof formData.subheader === 'string' ? formData.subheader : '';
  let change = 0;
  const lag = Number(formData.compare_lag) || 0;
  const current = sorted[0]?.[1] ?? null;
  const previous = lag > 0 ? (sorted[lag]?.[1] ?? null) : null;
  if (lag > 0 && current !== null && previous !== null) {
    change = previous ? (current - previous) / Math.abs(previous) : 0;
    const suffix = typeof formData.compare_suffix === 'string' ? formData.compare_suffix : '';
    subheader = `${percentChange(change)} ${suffix}`.trim();
  }

  const formats = datasource.columnFormats;
  return {
    bigNumber: latest?.[1] ?? null,
    timestamp: latest?.[0] ?? null,
    subheader,
    trend: change > 0 ? 'positive' : change < 0 ? 'negative' : '',
    trendLine: formData.show_trend_line === false ? null : [...sorted].reverse(),
    metricLabel,
    mainColor: colour(formData.color_picker),
    headerFontSize: proportion(formData.header_font_size, 0.4),
    subheaderFontSize: proportion(formData.subheader_font_size, 0.15),
    showTimestamp: formData.show_timestamp === true,
    startYAxisAtZero: formData.start_y_axis_at_zero !== false,
    formatValue: valueFormatter(formData.y_axis_format, formats[metricLabel], formData.currency_format),
    formatTime: timeFormatter(formData.time_format, formData.time_grain_sqla),
  };
}
