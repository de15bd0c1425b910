import { asArray, type QueryFormData, type QueryResult } from '@tessera/core';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { timeFormatter } from '../shared/valueFormat';
import { buildTree, type TreeNode } from './tree';

export type TreemapLabelType = 'key' | 'value' | 'key_value';

export interface TreemapChartProps {
  readonly tree: readonly TreeNode[];
  readonly metricLabel: string;
  readonly total: number;
  readonly showLabels: boolean;
  readonly showUpperLabels: boolean;
  readonly labelType: TreemapLabelType;
  readonly numberFormat: string | null;
}

/** Superset saves the key label type as "Key" (its control's choice); read both spellings. */
function labelType(value: unknown): TreemapLabelType {
  const type = typeof value === 'string' ? value.toLowerCase() : '';
  return type === 'key' || type === 'value' ? type : 'key_value';
}

/** Response → the hierarchy of dimension values, each node sized by the metric. */
export function transformTreemapProps(
  formData: QueryFormData,
  results: readonly QueryResult[],
): TreemapChartProps {
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const levels = asArray<string>(formData.groupby);
  const tree = buildTree(results[0], levels, metricLabel, null, timeFormatter(formData.date_format));
  const formats = (formData.column_formats ?? {}) as Record<string, string>;
  return {
    tree,
    metricLabel,
    total: tree.reduce((sum, node) => sum + node.value, 0),
    showLabels: formData.show_labels !== false,
    showUpperLabels: formData.show_upper_labels !== false,
    labelType: labelType(formData.label_type),
    numberFormat:
      formats[metricLabel] ?? (typeof formData.number_format === 'string' ? formData.number_format : null),
  };
}
