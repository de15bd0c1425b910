import { asArray } from '../shared/formData';
import { getMetricLabel, type Metric } from '../shared/metrics';
import { type FormData, GenericDataType, type QueryResult } from '../types';
import { xAxisColumn } from './buildQuery';

export interface LineSeries {
  readonly name: string;
  readonly data: readonly (readonly [number | string, number | null])[];
}

export interface LineChartProps {
  readonly series: readonly LineSeries[];
  readonly xAxisType: 'time' | 'category';
  readonly xLabel: string;
  readonly showLegend: boolean;
  readonly rowcount: number;
}

const NULL_STRING = '<NULL>';

function toNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function xValue(value: unknown, temporal: boolean): number | string {
  if (temporal && typeof value === 'string') {
    const parsed = Date.parse(value);
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

/** Response → line props. Accepts the pivoted (wide) answer Superset gives, and long rows too. */
export function transformLineProps(formData: FormData, results: readonly QueryResult[]): LineChartProps {
  const result = results[0];
  const x = xAxisColumn(formData) ?? '__timestamp';
  const empty: LineChartProps = { series: [], xAxisType: 'time', xLabel: x, showLegend: true, rowcount: 0 };
  if (!result) return empty;
  const colnames = result.colnames ?? Object.keys(result.data[0] ?? {});
  const xIndex = colnames.indexOf(x);
  const temporal =
    result.coltypes?.[xIndex] === GenericDataType.TEMPORAL ||
    (result.coltypes?.[xIndex] === undefined && typeof result.data[0]?.[x] === 'number');
  const groupby = asArray<string>(formData.groupby);
  const labels = asArray<Metric>(formData.metrics).map(getMetricLabel);
  const long = groupby.length > 0 && groupby.every((column) => colnames.includes(column));
  const raw = long
    ? pivotLong(result.data, x, groupby, labels)
    : new Map(
        colnames
          .filter((column) => column !== x)
          .map((column) => [column, result.data.map((row) => [row[x], row[column]] as [unknown, unknown])]),
      );
  const series: LineSeries[] = [...raw.entries()].map(([name, points]) => {
    const data = points.map(([px, py]) => [xValue(px, temporal), toNumber(py)] as const);
    if (temporal) data.sort((a, b) => Number(a[0]) - Number(b[0]));
    return { name, data };
  });
  return {
    series,
    xAxisType: temporal ? 'time' : 'category',
    xLabel: x,
    showLegend: formData.show_legend !== false,
    rowcount: result.rowcount ?? result.data.length,
  };
}
