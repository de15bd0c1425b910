import { type FormColumn, histogramColumn } from '@tessera/core';
import { labelPalette } from '../shared/colors';
import { asArray } from '../shared/formData';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

export interface HistogramSeries {
  readonly name: string;
  readonly data: readonly number[];
}

export interface HistogramChartProps {
  /** Bin labels, "<low> - <high>" in the x-axis format. */
  readonly bins: readonly string[];
  readonly series: readonly HistogramSeries[];
  /** Each series' colour, in series order. */
  readonly colors: readonly string[];
  readonly grouped: boolean;
  readonly normalize: boolean;
  readonly showValue: boolean;
  readonly showLegend: boolean;
  readonly xAxisTitle: string;
  readonly yAxisTitle: string;
  /** The count's d3 format (y_axis_format); SMART_NUMBER adapts. */
  readonly yFormat: string;
  readonly rowcount: number;
}

const label = (column: FormColumn): string =>
  typeof column === 'string' ? column : (column.label ?? column.sqlExpression ?? '');
const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);

/** The histogram operation's answer (a row per group, a count column per bin) → one bar series per group. */
export function transformHistogramProps(chartProps: ChartProps): HistogramChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const result = results[0];
  const rows = result?.data ?? [];
  const groupby = asArray<FormColumn>(formData.groupby).map(label);
  const column = histogramColumn(formData);
  const columnLabel = column ? label(column) : '';
  const verbose = datasource.verboseMap;
  const keys = (result?.colnames ?? Object.keys(rows[0] ?? {})).filter((key) => !groupby.includes(key));
  const xFormat = valueFormatter(formData.x_axis_format);
  const bins = keys.map((key) => {
    const [low, high] = key.split(' - ').map(Number);
    return `${xFormat(low)} - ${xFormat(high)}`;
  });
  const series = rows.map((row) => ({
    name:
      groupby.length > 0
        ? groupby.map((c) => String(row[c] ?? '<NULL>')).join(', ')
        : (verbose[columnLabel] ?? columnLabel),
    data: keys.map((key) => Number(row[key] ?? 0)),
  }));
  return {
    bins,
    series,
    colors: labelPalette(
      chartProps,
      series.map((s) => s.name),
    ),
    grouped: groupby.length > 0,
    normalize: formData.normalize === true,
    showValue: formData.show_value === true,
    showLegend: formData.show_legend !== false,
    xAxisTitle: text(formData.x_axis_title ?? formData.x_axis_label, ''),
    yAxisTitle: text(formData.y_axis_title ?? formData.y_axis_label, ''),
    yFormat: text(formData.y_axis_format, 'SMART_NUMBER'),
    rowcount: result?.rowcount ?? rows.length,
  };
}
