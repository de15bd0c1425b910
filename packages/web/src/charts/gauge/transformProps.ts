import type { QueryFormData } from '@tessera/core';
import { categoricalColors } from '@tessera/core';
import { labelPalette } from '../shared/colors';
import { type ChartInteraction, chartInteraction, type DataValue, rowGroup } from '../shared/crossFilter';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

export interface GaugeDatum {
  readonly name: string;
  readonly value: number;
}

export interface GaugeProps {
  /** Each value's colour, by its name; the scheme's colours for the interval bands. */
  readonly colors: readonly string[];
  readonly palette: readonly string[];
  readonly data: readonly GaugeDatum[];
  readonly metricLabel: string;
  /** Values by name → their dimension values; a click on a pointer filters the dashboard by them. */
  readonly interaction: ChartInteraction;
  /** Whether values are named by dimensions (titles under the dial) or the gauge shows one metric. */
  readonly grouped: boolean;
  readonly min: number;
  readonly max: number;
  readonly startAngle: number;
  readonly endAngle: number;
  readonly fontSize: number;
  readonly splitNumber: number;
  readonly showPointer: boolean;
  readonly showProgress: boolean;
  readonly overlap: boolean;
  readonly roundCap: boolean;
  readonly showAxisTick: boolean;
  readonly showSplitLine: boolean;
  readonly animation: boolean;
  /** Colour bands: [end of the band as a fraction of the range, colour index into the scheme]. */
  readonly intervals: readonly (readonly [number, number])[];
  /** `{value}` in this template is replaced by the formatted value. */
  readonly valueTemplate: string;
  readonly formatValue: (value: unknown) => string;
}

function numberOr(value: unknown, fallback: number): number {
  if (value === null || value === undefined || value === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? number : fallback;
}

function numbers(text: unknown): number[] {
  if (typeof text !== 'string' || !text.trim()) return [];
  return text.split(',').map((part) => Number(part.trim()));
}

/**
 * Superset's `intervals` ("2,4,6": band ends in the metric's units) and `interval_color_indices`
 * ("1,2,3": 1-based colours of the scheme) → bands as fractions of the range.
 */
function intervalBands(formData: QueryFormData, min: number, max: number): [number, number][] {
  const ends = numbers(formData.intervals);
  const colours = numbers(formData.interval_color_indices);
  if (ends.length === 0 || ends.some((end) => !Number.isFinite(end)) || max <= min) return [];
  return ends.map((end, i) => [
    Math.min(1, Math.max(0, (end - min) / (max - min))),
    Math.max(0, (Number.isInteger(colours[i]) ? colours[i]! : i + 1) - 1),
  ]);
}

/**
 * Answer → the gauge's values, named by their dimension values, and its range: Superset takes
 * twice the largest value as the maximum (and twice the smallest negative as the minimum) when
 * `max_val`/`min_val` are empty.
 */
export function transformGaugeProps(chartProps: ChartProps): GaugeProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = asArray<string>(formData.groupby);
  const labelMap: Record<string, DataValue[]> = {};
  const data = (results[0]?.data ?? [])
    .map((row) => {
      const group = rowGroup(row, groupby);
      if (groupby.length) labelMap[group.key] = group.values;
      return { name: groupby.length ? group.key : metricLabel, value: Number(row[metricLabel]) };
    })
    .filter((datum) => Number.isFinite(datum.value));
  const values = data.map((datum) => datum.value);
  const min = numberOr(formData.min_val, 2 * Math.min(0, ...values));
  const max = numberOr(formData.max_val, 2 * Math.max(0, ...values) || 1);
  const formats = datasource.columnFormats;
  return {
    data,
    colors: labelPalette(
      chartProps,
      data.map((d) => d.name),
    ),
    palette: categoricalColors(formData.color_scheme),
    metricLabel,
    grouped: groupby.length > 0,
    min,
    max,
    startAngle: numberOr(formData.start_angle, 225),
    endAngle: numberOr(formData.end_angle, -45),
    fontSize: Math.max(8, numberOr(formData.font_size, 15)),
    splitNumber: Math.max(1, Math.round(numberOr(formData.split_number, 10))),
    showPointer: formData.show_pointer !== false,
    showProgress: formData.show_progress !== false,
    overlap: formData.overlap !== false,
    roundCap: formData.round_cap === true,
    showAxisTick: formData.show_axis_tick === true,
    showSplitLine: formData.show_split_line === true,
    animation: formData.animation !== false,
    intervals: intervalBands(formData, min, max),
    valueTemplate:
      typeof formData.value_formatter === 'string' && formData.value_formatter.includes('{value}')
        ? formData.value_formatter
        : '{value}',
    formatValue: valueFormatter(formData.number_format, formats[metricLabel], formData.currency_format),
    interaction: chartInteraction(chartProps, { groupby, labelMap }),
  };
}
