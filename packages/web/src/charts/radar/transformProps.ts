import type { FormMetric } from '@tessera/core';
import { labelPalette } from '../shared/colors';
import { type ChartInteraction, chartInteraction, type DataValue } from '../shared/crossFilter';
import { verboseName } from '../shared/datasource';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

export type RadarLabelType = 'value' | 'key_value';

export interface RadarIndicator {
  readonly name: string;
  readonly max: number;
  readonly min: number;
}

export interface RadarSeries {
  readonly name: string;
  /** One value per indicator, in the metrics' order; null where the metric is. */
  readonly values: readonly (number | null)[];
}

export interface RadarProps {
  readonly indicators: readonly RadarIndicator[];
  readonly series: readonly RadarSeries[];
  /** Each series' colour, in series order. */
  readonly colors: readonly string[];
  readonly isCircle: boolean;
  readonly showLegend: boolean;
  readonly showLabels: boolean;
  readonly labelType: RadarLabelType;
  readonly formatValue: (value: unknown) => string;
  /** Groups by name → their dimension values; a click on a shape filters the dashboard by them. */
  readonly interaction: ChartInteraction;
}

function toValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** A positive number from Superset's column_config (`radarMetricMaxValue`), if one is set. */
function configuredMax(config: unknown, label: string): number | null {
  const entry = (config as Record<string, Record<string, unknown>> | undefined)?.[label];
  return toValue(entry?.radarMetricMaxValue);
}

/**
 * Answer → one shape per row on one axis per metric. An axis runs to the max set in
 * `column_config` or else the largest value of its metric, so metrics of different scales share
 * the chart.
 */
export function transformRadarProps(chartProps: ChartProps): RadarProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const labels = asArray<FormMetric>(formData.metrics).map(getMetricLabel);
  const groupby = asArray<string>(formData.groupby);
  const rows = results[0]?.data ?? [];
  const labelMap: Record<string, DataValue[]> = {};
  const series = rows.map((row) => {
    const name = groupby.length
      ? groupby.map((column) => String(row[column] ?? '<NULL>')).join(', ')
      : 'Total';
    if (groupby.length) labelMap[name] = groupby.map((column) => (row[column] ?? null) as DataValue);
    return { name, values: labels.map((label) => toValue(row[label])) };
  });
  const indicators = labels.map((name, i) => {
    const values = series.map((s) => s.values[i]).filter((v): v is number => v !== null);
    const largest = Math.max(0, ...values);
    const smallest = Math.min(0, ...values);
    const max = configuredMax(formData.column_config, name) ?? (largest || 1);
    // Axes carry the dataset's verbose names ("Revenue", not sum__revenue).
    return { name: verboseName(datasource, name), min: smallest, max };
  });
  const formats = datasource.columnFormats;
  const sharedFormat = labels.length === 1 ? formats[labels[0]!] : undefined;
  return {
    indicators,
    series,
    colors: labelPalette(
      chartProps,
      series.map((s) => s.name),
    ),
    isCircle: formData.is_circle === true,
    showLegend: formData.show_legend !== false,
    showLabels: formData.show_labels === true,
    labelType: formData.label_type === 'key_value' ? 'key_value' : 'value',
    formatValue: valueFormatter(formData.number_format, sharedFormat),
    interaction: chartInteraction(chartProps, { groupby, labelMap }),
  };
}
