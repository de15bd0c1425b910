import { asArray } from '@tessera/core';
import { chartColors } from '../shared/colors';
import { type ChartInteraction, chartInteraction } from '../shared/crossFilter';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { timeFormatter } from '../shared/valueFormat';
import type { ChartProps } from '../types';
import { buildTree, type TreeNode, treeLabelMap } from './tree';

export type TreemapLabelType = 'key' | 'value' | 'key_value';

export interface TreemapChartProps {
  readonly tree: readonly TreeNode[];
  /** A label's colour (the scheme's, or the dashboard's label colour). */
  readonly colorFor: (label: string) => string;
  readonly metricLabel: string;
  readonly total: number;
  readonly showLabels: boolean;
  readonly showUpperLabels: boolean;
  readonly labelType: TreemapLabelType;
  readonly numberFormat: string | null;
  /** Leaves by path → their dimension values; a click on a leaf filters the dashboard by them. */
  readonly interaction: ChartInteraction;
}

/** Superset saves the key label type as "Key" (its control's choice); read both spellings. */
function labelType(value: unknown): TreemapLabelType {
  const type = typeof value === 'string' ? value.toLowerCase() : '';
  return type === 'key' || type === 'value' ? type : 'key_value';
}

/** Response → the hierarchy of dimension values, each node sized by the metric. */
export function transformTreemapProps(chartProps: ChartProps): TreemapChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const levels = asArray<string>(formData.groupby);
  const tree = buildTree(results[0], levels, metricLabel, null, timeFormatter(formData.date_format));
  const formats = datasource.columnFormats;
  return {
    tree,
    colorFor: chartColors(chartProps),
    metricLabel,
    total: tree.reduce((sum, node) => sum + node.value, 0),
    showLabels: formData.show_labels !== false,
    showUpperLabels: formData.show_upper_labels !== false,
    labelType: labelType(formData.label_type),
    numberFormat:
      formats[metricLabel] ?? (typeof formData.number_format === 'string' ? formData.number_format : null),
    interaction: chartInteraction(chartProps, { groupby: levels, labelMap: treeLabelMap(tree) }),
  };
}
