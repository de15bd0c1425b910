import { labelPalette } from '../shared/colors';
import { type ChartInteraction, chartInteraction, type DataValue, rowGroup } from '../shared/crossFilter';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { valueFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';

/** Superset's EchartsFunnelLabelTypeType, saved as its number. */
export enum FunnelLabelType {
  Key = 0,
  Value = 1,
  Percent = 2,
  KeyValue = 3,
  KeyPercent = 4,
  KeyValuePercent = 5,
}

export type PercentCalculation = 'first_step' | 'previous_step' | 'total';

export interface FunnelStep {
  readonly name: string;
  readonly value: number;
  /** The step's share, by the chart's percent calculation (0–1). */
  readonly share: number;
}

export interface FunnelProps {
  readonly steps: readonly FunnelStep[];
  /** Each step's colour, in step order. */
  readonly colors: readonly string[];
  readonly metricLabel: string;
  readonly showLabels: boolean;
  readonly labelType: FunnelLabelType;
  readonly showTooltipLabels: boolean;
  readonly tooltipLabelType: FunnelLabelType;
  readonly showLegend: boolean;
  readonly formatValue: (value: unknown) => string;
  /** Steps by name → their dimension values; a click on a step filters the dashboard by them. */
  readonly interaction: ChartInteraction;
}

function labelType(value: unknown, fallback: FunnelLabelType): FunnelLabelType {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) && number >= 0 && number <= 5
    ? (number as FunnelLabelType)
    : fallback;
}

/** Each step's share: of the first step, of the one before it, or of the total. */
export function stepShares(values: readonly number[], calculation: PercentCalculation): number[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  return values.map((value, i) => {
    const base =
      calculation === 'total'
        ? total
        : calculation === 'previous_step'
          ? (values[i - 1] ?? value)
          : values[0]!;
    return base ? value / base : 0;
  });
}

/** Answer → funnel steps named by their dimension values, with their shares. */
export function transformFunnelProps(chartProps: ChartProps): FunnelProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = asArray<string>(formData.groupby);
  const labelMap: Record<string, DataValue[]> = {};
  const rows = (results[0]?.data ?? [])
    .map((row) => {
      const group = rowGroup(row, groupby);
      if (groupby.length) labelMap[group.key] = group.values;
      return { name: groupby.length ? group.key : metricLabel, value: Number(row[metricLabel]) };
    })
    .filter((row) => Number.isFinite(row.value));
  const calculation = (['first_step', 'previous_step', 'total'] as const).find(
    (value) => value === formData.percent_calculation_type,
  );
  const shares = stepShares(
    rows.map((row) => row.value),
    calculation ?? 'first_step',
  );
  const formats = datasource.columnFormats;
  return {
    steps: rows.map((row, i) => ({ ...row, share: shares[i]! })),
    colors: labelPalette(
      chartProps,
      rows.map((row) => row.name),
    ),
    metricLabel,
    showLabels: formData.show_labels !== false,
    labelType: labelType(formData.label_type, FunnelLabelType.Key),
    showTooltipLabels: formData.show_tooltip_labels !== false,
    tooltipLabelType: labelType(formData.tooltip_label_type, FunnelLabelType.KeyValuePercent),
    showLegend: formData.show_legend !== false,
    formatValue: valueFormatter(formData.number_format, formats[metricLabel]),
    interaction: chartInteraction(chartProps, { groupby, labelMap }),
  };
}
