import type { QueryFormData } from '@tessera/core';
import { labelPalette } from '../shared/colors';
import type { ChartProps } from '../types';
import { type QuerySeries, readAnswer } from './series';

/** Superset's EchartsTimeseriesSeriesType; `step` is taken as `start`. */
export type MixedSeriesType = 'line' | 'scatter' | 'smooth' | 'bar' | 'start' | 'middle' | 'end';

/** How one query's series are drawn. */
export interface QueryStyle {
  readonly type: MixedSeriesType;
  readonly area: boolean;
  readonly stack: boolean;
  readonly markers: boolean;
  readonly markerSize: number;
  readonly opacity: number;
  readonly showValue: boolean;
  readonly yAxisIndex: 0 | 1;
}

export interface MixedSeries extends QuerySeries {
  /** 0 for query A, 1 for query B. */
  readonly query: 0 | 1;
}

export interface YAxisSpec {
  readonly format: string;
  readonly min: number | null;
  readonly max: number | null;
  readonly log: boolean;
  readonly title: string;
}

export interface MixedTimeseriesChartProps {
  readonly series: readonly MixedSeries[];
  /** Each series' colour, in series order. */
  readonly colors: readonly string[];
  readonly styles: readonly [QueryStyle, QueryStyle];
  readonly xAxisType: 'time' | 'category';
  readonly yAxes: readonly [YAxisSpec, YAxisSpec];
  readonly showLegend: boolean;
  readonly richTooltip: boolean;
  readonly tooltipSortByMetric: boolean;
  readonly zoomable: boolean;
  readonly truncateYAxis: boolean;
  readonly minorSplitLine: boolean;
  readonly xAxisTimeFormat: string;
  readonly tooltipTimeFormat: string;
  readonly timeGrain: string | null;
  /** The dataset's format of a metric, by series name, when the series is one metric. */
  readonly seriesFormats: Readonly<Record<string, string>>;
}

const SERIES_TYPES: readonly MixedSeriesType[] = [
  'line',
  'scatter',
  'smooth',
  'bar',
  'start',
  'middle',
  'end',
];

function seriesType(value: unknown): MixedSeriesType {
  if (value === 'step') return 'start';
  return SERIES_TYPES.includes(value as MixedSeriesType) ? (value as MixedSeriesType) : 'line';
}

function numberOr(value: unknown, fallback: number): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? number : fallback;
}

/** Superset's parseAxisBound: a number, or nothing. */
function bound(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

function yAxis(formData: QueryFormData, suffix: '' | '_secondary'): YAxisSpec {
  const bounds = Array.isArray(formData[`y_axis_bounds${suffix}`])
    ? (formData[`y_axis_bounds${suffix}`] as unknown[])
    : [];
  const format = formData[`y_axis_format${suffix}`];
  const title = suffix ? formData.yAxisTitleSecondary : formData.y_axis_title;
  return {
    format: typeof format === 'string' && format ? format : 'SMART_NUMBER',
    min: bound(bounds[0]),
    max: bound(bounds[1]),
    log: Boolean(suffix ? formData.logAxisSecondary : formData.logAxis),
    title: typeof title === 'string' ? title : '',
  };
}

/** Query A's style from the plain keys, query B's from the `B`-suffixed ones (Superset's names). */
function queryStyle(formData: QueryFormData, suffix: '' | 'B'): QueryStyle {
  const key = (name: string) => formData[`${name}${suffix}`];
  return {
    type: seriesType(key('seriesType')),
    area: Boolean(key('area')),
    stack: Boolean(key('stack')),
    markers: Boolean(key('markerEnabled')),
    markerSize: numberOr(key('markerSize'), 6),
    opacity: numberOr(key('opacity'), 0.2),
    showValue: Boolean(suffix ? formData.show_valueB : formData.show_value),
    yAxisIndex: numberOr(key('yAxisIndex'), 0) === 1 ? 1 : 0,
  };
}

/** With one metric and no dimensions, a series is that metric: its dataset format applies. */
function seriesFormats(
  series: readonly MixedSeries[],
  columnFormats: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    series.filter((s) => columnFormats[s.name]).map((s) => [s.name, columnFormats[s.name]!]),
  );
}

/** Both answers → one chart's series; B's names that A already uses get Superset's " (1)". */
export function transformMixedTimeseriesProps(chartProps: ChartProps): MixedTimeseriesChartProps {
  const { formData } = chartProps;
  const a = readAnswer(chartProps, 0);
  const b = readAnswer(chartProps, 1);
  const namesA = new Set(a.series.map((s) => s.name));
  const series: MixedSeries[] = [
    ...a.series.map((s) => ({ ...s, query: 0 as const })),
    ...b.series.map((s) => ({
      ...s,
      name: namesA.has(s.name) ? `${s.name} (1)` : s.name,
      query: 1 as const,
    })),
  ];
  const grain = formData.time_grain_sqla;
  return {
    series,
    colors: labelPalette(
      chartProps,
      series.map((s) => s.name),
    ),
    styles: [queryStyle(formData, ''), queryStyle(formData, 'B')],
    xAxisType: (a.series.length > 0 ? a.temporal : b.temporal) ? 'time' : 'category',
    yAxes: [yAxis(formData, ''), yAxis(formData, '_secondary')],
    showLegend: formData.show_legend !== false,
    richTooltip: formData.rich_tooltip !== false,
    tooltipSortByMetric: Boolean(formData.tooltipSortByMetric),
    zoomable: Boolean(formData.zoomable),
    truncateYAxis: Boolean(formData.truncateYAxis),
    minorSplitLine: Boolean(formData.minorSplitLine),
    xAxisTimeFormat:
      typeof formData.x_axis_time_format === 'string' ? formData.x_axis_time_format : 'smart_date',
    tooltipTimeFormat:
      typeof formData.tooltipTimeFormat === 'string' ? formData.tooltipTimeFormat : 'smart_date',
    timeGrain: typeof grain === 'string' && grain ? grain : null,
    seriesFormats: seriesFormats(series, chartProps.datasource.columnFormats),
  };
}
