import { sunburstColumns, sunburstSecondaryMetric } from '@tessera/core';
import { sequentialColors } from '../heatmap/sequential';
import { chartColors } from '../shared/colors';
import { type ChartInteraction, chartInteraction } from '../shared/crossFilter';
import { getMetricLabel } from '../shared/metrics';
import { singleMetric } from '../shared/singleMetric';
import { timeFormatter } from '../shared/valueFormat';
import { buildTree, type TreeNode, treeLabelMap } from '../treemap/tree';
import type { ChartProps } from '../types';

export type SunburstLabelType = 'key' | 'value' | 'key_value';

export interface SunburstChartProps {
  readonly tree: readonly TreeNode[];
  /** A label's colour (the scheme's, or the dashboard's label colour). */
  readonly colorFor: (label: string) => string;
  readonly depth: number;
  readonly metricLabel: string;
  /** Set when a second metric colours the arcs by its ratio to the first. */
  readonly secondaryLabel: string | null;
  readonly linearColors: readonly string[];
  readonly total: number;
  readonly showLabels: boolean;
  /** Arcs narrower than this share of the whole (in %) carry no label. */
  readonly labelThreshold: number;
  readonly labelType: SunburstLabelType;
  readonly showTotal: boolean;
  readonly numberFormat: string | null;
  /** Arcs by path → their dimension values; a click on an arc filters the dashboard by them. */
  readonly interaction: ChartInteraction;
}

function labelType(value: unknown): SunburstLabelType {
  const type = typeof value === 'string' ? value.toLowerCase() : '';
  return type === 'value' || type === 'key_value' ? type : 'key';
}

/** Response → the rings of the hierarchy, each arc sized by the metric. */
export function transformSunburstProps(chartProps: ChartProps): SunburstChartProps {
  const { formData, queriesData: results, datasource } = chartProps;
  const metric = singleMetric(formData);
  const metricLabel = metric ? getMetricLabel(metric) : '';
  const secondary = sunburstSecondaryMetric(formData);
  const secondaryLabel = secondary ? getMetricLabel(secondary) : null;
  const colourByRatio = secondaryLabel !== null && secondaryLabel !== metricLabel;
  const levels = sunburstColumns(formData);
  const tree = buildTree(
    results[0],
    levels,
    metricLabel,
    colourByRatio ? secondaryLabel : null,
    timeFormatter(formData.date_format),
  );
  const formats = datasource.columnFormats;
  const threshold = Number(formData.show_labels_threshold);
  return {
    tree,
    colorFor: chartColors(chartProps),
    depth: levels.length,
    metricLabel,
    secondaryLabel: colourByRatio ? secondaryLabel : null,
    linearColors: sequentialColors(formData.linear_color_scheme),
    total: tree.reduce((sum, node) => sum + node.value, 0),
    showLabels: formData.show_labels !== false,
    labelThreshold: Number.isFinite(threshold) && threshold >= 0 ? threshold : 5,
    labelType: labelType(formData.label_type),
    showTotal: formData.show_total === true,
    numberFormat:
      formats[metricLabel] ?? (typeof formData.number_format === 'string' ? formData.number_format : null),
    interaction: chartInteraction(chartProps, { groupby: levels, labelMap: treeLabelMap(tree) }),
  };
}
