import type { FormMetric } from '@tessera/core';
import { GenericDataType, type QueryFormData, type QueryResult, splitFlatColumnName } from '@tessera/core';
import { chartColors } from '../shared/colors';
import { type ChartInteraction, chartInteraction, type DataValue } from '../shared/crossFilter';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
import type { ChartDatasource, ChartProps } from '../types';
import { type TimeseriesAnnotation, timeseriesAnnotations } from './annotations';
import { xAxisColumn } from './buildQuery';
import { type SeriesStyle, TIMESERIES_VARIANTS } from './metadata';

export interface TimeseriesSeries {
  readonly name: string;
  readonly data: readonly (readonly [number | string, number | null])[];
}

export interface TimeseriesChartProps {
  readonly series: readonly TimeseriesSeries[];
  readonly style: SeriesStyle;
  readonly xAxisType: 'time' | 'category';
  readonly xLabel: string;
  readonly showLegend: boolean;
  readonly stack: boolean;
  readonly markers: boolean;
  readonly rowcount: number;
  /** The metrics' shared d3 format, when the dataset gives one (used in tooltips, and on a % axis). */
  readonly yFormat: string | null;
  /** Series name → its colour (the scheme's, or the dashboard's label colour). */
  readonly colors: Readonly<Record<string, string>>;
  /** Degrees the x-axis labels turn (Superset's xAxisLabelRotation). */
  readonly xAxisLabelRotation: number;
  /** The y-axis [min, max] (Superset's y_axis_bounds); null ends fit the data. */
  readonly yAxisBounds: readonly [number | null, number | null];
  /** The time grain of a temporal x-axis (drill filters carry it). */
  readonly timeGrain: string | null;
  /**
   * Series by name → their dimension values: with dimensions, a click on a series filters the
   * dashboard by them (Superset's time-series cross-filter); without, a click does nothing.
   */
  readonly interaction: ChartInteraction;
  /** Annotation layers to draw (formula lines, events, intervals), when the chart has any. */
  readonly annotations?: readonly TimeseriesAnnotation[];
}

const NULL_STRING = '<NULL>';

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function looksTemporal(value: unknown): boolean {
  if (typeof value === 'number') return true;
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value);
}

function xValue(value: unknown, temporal: boolean): number | string {
  if (temporal && typeof value === 'string') {
    const parsed = Date.parse(value.endsWith('Z') || value.includes('+') ? value : `${value}Z`);
    if (!Number.isNaN(parsed)) return parsed;
  }
  return typeof value === 'number' ? value : String(value ?? NULL_STRING);
}

interface RawSeries {
  readonly points: [unknown, unknown][];
  /** The dimension values the series stands for. */
  readonly values: readonly DataValue[];
}

/** Rows still in long form (a server that did not pivot): one series per metric × group. */
function pivotLong(rows: readonly Record<string, unknown>[], x: string, groupby: string[], labels: string[]) {
  const series = new Map<string, RawSeries>();
  for (const row of rows) {
    const group = groupby.map((column) => String(row[column] ?? NULL_STRING)).join(', ');
    const values = groupby.map((column) => (row[column] ?? null) as DataValue);
    for (const label of labels) {
      const name = labels.length > 1 ? `${label}, ${group}` : group;
      const found = series.get(name) ?? { points: [], values };
      if (found.points.length === 0) series.set(name, found);
      found.points.push([row[x], row[label]]);
    }
  }
  return series;
}

/**
 * The dimension values of a pivoted column: the last components of its label (Superset's
 * `label_map`, or the flattened name split at ", "), one per dimension.
 */
function dimensionValues(column: string, groupby: readonly string[], result: QueryResult): DataValue[] {
  if (groupby.length === 0) return [];
  const parts = result.label_map?.[column] ?? splitFlatColumnName(column);
  return parts.slice(-groupby.length).map((part) => (part === NULL_STRING ? null : part));
}

/** With one metric and dimensions, series are named by the dimension values alone (truncate_metric). */
function seriesName(
  column: string,
  labels: string[],
  groupby: string[],
  verbose: ChartDatasource['verboseMap'],
): string {
  const only = labels[0];
  if (labels.length === 1 && groupby.length > 0 && only && column.startsWith(`${only}, `)) {
    return column.slice(only.length + 2);
  }
  const metric = labels.find((label) => column === label || column.startsWith(`${label}, `));
  return metric && verbose[metric] ? `${verbose[metric]}${column.slice(metric.length)}` : column;
}

function sharedFormat(formData: QueryFormData, formats: ChartDatasource['columnFormats']): string | null {
  const specs = new Set(
    asArray<FormMetric>(formData.metrics).map((metric) => formats[getMetricLabel(metric)] ?? ''),
  );
  const [only] = [...specs];
  return specs.size === 1 && only ? only : null;
}

/** Superset's y_axis_bounds: [min, max], each a number or empty. */
export function axisBounds(value: unknown): readonly [number | null, number | null] {
  const bound = (v: unknown) => {
    if (v === null || v === undefined || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    return Number.isFinite(n) ? n : null;
  };
  return Array.isArray(value) ? [bound(value[0]), bound(value[1])] : [null, null];
}

function styleOf(vizType: string): SeriesStyle {
  return TIMESERIES_VARIANTS.find((variant) => variant.id === vizType)?.style ?? 'line';
}

/** Response → props. Accepts the pivoted (wide) answer Superset gives, and long rows too. */
export function transformTimeseriesProps(chartProps: ChartProps): TimeseriesChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const result = results[0];
  const x = xAxisColumn(formData) ?? '__timestamp';
  const style = styleOf(formData.viz_type);
  const groupby = asArray<string>(formData.groupby);
  const common = {
    style,
    xLabel: x,
    showLegend: formData.show_legend !== false,
    stack: Boolean(formData.stack),
    markers: formData.markerEnabled === true,
    yFormat: sharedFormat(formData, datasource.columnFormats),
    timeGrain: typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : null,
    xAxisLabelRotation: Number(formData.xAxisLabelRotation) || 0,
    yAxisBounds: axisBounds(formData.y_axis_bounds),
  };
  if (!result)
    return {
      ...common,
      series: [],
      colors: {},
      xAxisType: 'time',
      rowcount: 0,
      interaction: chartInteraction(chartProps, { groupby, labelMap: {} }),
    };
  const colnames = result.colnames ?? Object.keys(result.data[0] ?? {});
  const xIndex = colnames.indexOf(x);
  const sample = result.data.find((row) => row[x] !== null && row[x] !== undefined)?.[x];
  const declared = result.coltypes?.[xIndex];
  // Trust the dataset or the declared type only when the values agree: a grouped text axis is not a time axis.
  const declaredTemporal =
    datasource.temporalColumns.includes(x) || declared === GenericDataType.TEMPORAL || declared === undefined;
  const temporal = declaredTemporal && looksTemporal(sample);
  const labels = asArray<FormMetric>(formData.metrics).map(getMetricLabel);
  const long = groupby.length > 0 && groupby.every((column) => colnames.includes(column));
  const raw = long
    ? pivotLong(result.data, x, groupby, labels)
    : new Map<string, RawSeries>(
        colnames
          .filter((column) => column !== x)
          .map((column) => [
            seriesName(column, labels, groupby, datasource.verboseMap),
            {
              points: result.data.map((row) => [row[x], row[column]] as [unknown, unknown]),
              values: dimensionValues(column, groupby, result),
            },
          ]),
      );
  const labelMap: Record<string, readonly DataValue[]> = {};
  const series: TimeseriesSeries[] = [...raw.entries()].map(([name, { points, values }]) => {
    const data = points.map(([px, py]) => [xValue(px, temporal), toNumber(py)] as const);
    if (temporal) data.sort((a, b) => Number(a[0]) - Number(b[0]));
    if (values.length > 0) labelMap[name] = values;
    return { name, data };
  });
  const colorFor = chartColors(
    chartProps,
    series.map((s) => s.name),
  );
  const xs = [...new Set(series.flatMap((s) => s.data.map(([px]) => px)))]
    .filter((px): px is number => typeof px === 'number')
    .sort((a, b) => a - b);
  const annotations = timeseriesAnnotations(formData.annotation_layers, result, xs);
  return {
    ...common,
    ...(annotations.length ? { annotations } : {}),
    series,
    colors: Object.fromEntries(series.map((s) => [s.name, colorFor(s.name)])),
    xAxisType: temporal ? 'time' : 'category',
    rowcount: result.rowcount ?? result.data.length,
    interaction: chartInteraction(chartProps, { groupby, labelMap }),
  };
}
