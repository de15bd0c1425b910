import { chartColors } from '../shared/colors';
import { type ChartInteraction, chartInteraction, type DataValue } from '../shared/crossFilter';
import { asArray } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import type { ChartProps } from '../types';

export type PieLabelType = 'key' | 'value' | 'percent' | 'key_value' | 'key_percent' | 'key_value_percent';

export interface PieChartProps {
  readonly slices: readonly { readonly name: string; readonly value: number; readonly color: string }[];
  readonly metricLabel: string;
  readonly donut: boolean;
  readonly showLabels: boolean;
  readonly labelType: PieLabelType;
  readonly showLegend: boolean;
  readonly rowcount: number;
  /** Slices by name → their dimension values; a click filters the dashboard by them. */
  readonly interaction: ChartInteraction;
}

const LABEL_TYPES: readonly PieLabelType[] = [
  'key',
  'value',
  'percent',
  'key_value',
  'key_percent',
  'key_value_percent',
];

/** Response → pie slices named by the dimension values (joined with ", "). */
export function transformPieProps(chartProps: ChartProps): PieChartProps {
  const { formData, queriesData: results } = chartProps;
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const groupby = asArray<string>(formData.groupby);
  const rows = results[0]?.data ?? [];
  const labelMap: Record<string, DataValue[]> = {};
  const named = rows
    .map((row) => {
      const name = groupby.map((column) => String(row[column] ?? '<NULL>')).join(', ');
      labelMap[name] = groupby.map((column) => (row[column] ?? null) as DataValue);
      return { name, value: Number(row[metricLabel] ?? 0) };
    })
    .filter((slice) => Number.isFinite(slice.value));
  const colorFor = chartColors(
    chartProps,
    named.map((slice) => slice.name),
  );
  const slices = named.map((slice) => ({ ...slice, color: colorFor(slice.name) }));
  const labelType = LABEL_TYPES.includes(formData.label_type as PieLabelType)
    ? (formData.label_type as PieLabelType)
    : 'key';
  return {
    slices,
    metricLabel,
    donut: formData.donut === true,
    showLabels: formData.show_labels !== false,
    labelType,
    showLegend: formData.show_legend !== false,
    rowcount: results[0]?.rowcount ?? rows.length,
    interaction: chartInteraction(chartProps, { groupby, labelMap }),
  };
}
