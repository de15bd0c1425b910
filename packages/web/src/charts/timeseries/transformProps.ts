import type { FormMetric } from '@tessera/core';
import { GenericDataType, type QueryFormData, type QueryResult } from '@tessera/core';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
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

/** Rows still in long form (a server that did not pivot): one series per metric × group. */
function pivotLong(rows: readonly Record<string, unknown>[], x: string, groupby: string[], labels: string[]) {
  const series = new Map<string, [unknown, unknown][]>();
  for (const row of rows) {
    const group = groupby.map((column) => String(row[column] ?? NULL_STRING)).join(', ');
    for (const label of labels) {
      const name = labels.length > 1 ? `${label}, ${group}` : group;
      const points = series.get(name) ?? [];
      if (points.length === 0) series.set(name, points);
      points.push([row[x], row[label]]);
    }
  }
  return series;
}

/** With one metric and dimensions, series are named by the dimension values alone (truncate_metric). */
function seriesName(
  column: string,
  labels: string[],
  groupby: string[],
  verbose: Record<string, string>,
): string {
  const only = labels[0];
  if (labels.length === 1 && groupby.length > 0 && only && column.startsWith(`${only}, `)) {
    return column.slice(only.length + 2);
  }
  const metric = labels.find((label) => column === label || column.startsWith(`${label}, `));
  return metric && verbose[metric] ? `${verbose[metric]}${column.slice(metric.length)}` : column;
}

function sharedFormat(formData: QueryFormData): string | null {
  const formats = (formData.column_formats ?? {}) as Record<string, string>;
  const specs = new Set(
    asArray<FormMetric>(formData.metrics).map((metric) => formats[getMetricLabel(metric)] ?? ''),
  );
  const [only] = [...specs];
  return specs.size === 1 && only ? only : null;
}

function styleOf(vizType: string): SeriesStyle {
  return TIMESERIES_VARIANTS.find((variant) => variant.id === vizType)?.style ?? 'line';
}

/** Response → props. Accepts the pivoted (wide) answer Superset gives, and long rows too. */
export function transformTimeseriesProps(
  formData: QueryFormData,
  results: readonly QueryResult[],
): TimeseriesChartProps {
  const result = results[0];
  const x = xAxisColumn(formData) ?? '__timestamp';
  const style = styleOf(formData.viz_type);
  const common = {
    style,
    xLabel: x,
    showLegend: formData.show_legend !== false,
    stack: Boolean(formData.stack),
    markers: formData.markerEnabled === true,
    yFormat: sharedFormat(formData),
  };
  if (!result) return { ...common, series: [], xAxisType: 'time', rowcount: 0 };
  const colnames = result.colnames ?? Object.keys(result.data[0] ?? {});
  const xIndex = colnames.indexOf(x);
  const sample = result.data.find((row) => row[x] !== null && row[x] !== undefined)?.[x];
  const declared = result.coltypes?.[xIndex];
  // Trust the declared type only when the values agree: a grouped text axis is not a time axis.
  const temporal = (declared === GenericDataType.TEMPORAL || declared === undefined) && looksTemporal(sample);
  const groupby = asArray<string>(formData.groupby);
  const labels = asArray<FormMetric>(formData.metrics).map(getMetricLabel);
  const long = groupby.length > 0 && groupby.every((column) => colnames.includes(column));
  const raw = long
    ? pivotLong(result.data, x, groupby, labels)
    : new Map(
        colnames
          .filter((column) => column !== x)
          .map((column) => [
            seriesName(column, labels, groupby, (formData.verbose_map ?? {}) as Record<string, string>),
            result.data.map((row) => [row[x], row[column]] as [unknown, unknown]),
          ]),
      );
  const series: TimeseriesSeries[] = [...raw.entries()].map(([name, points]) => {
    const data = points.map(([px, py]) => [xValue(px, temporal), toNumber(py)] as const);
    if (temporal) data.sort((a, b) => Number(a[0]) - Number(b[0]));
    return { name, data };
  });
  return {
    ...common,
    series,
    xAxisType: temporal ? 'time' : 'category',
    rowcount: result.rowcount ?? result.data.length,
  };
}
