import { format as d3Format } from 'd3-format';
import { crossFilterEvents, selectionOpacity } from '../shared/crossFilter';
import { html } from '../shared/html';
import { truncateLabel } from '../shared/metrics';
import { valueFormatter } from '../shared/valueFormat';
import type { TreemapChartProps, TreemapLabelType } from './transformProps';
import { type TreeNode, treeItemKey } from './tree';

interface NodeParams {
  readonly name: string;
  readonly value: number;
  readonly treePathInfo?: readonly { readonly name: string; readonly value: number | number[] }[];
}

/** Superset's PERCENT_2_POINT, for a rectangle's share of its parent. */
const percent = d3Format('.2%');

export function treemapLabel(type: TreemapLabelType, name: string, value: string): string {
  if (type === 'value') return value;
  if (type === 'key_value') return `${name}: ${value}`;
  return name;
}

/** "Region ▸ Product", then the metric and its share of the parent, all as text. */
export function treemapTooltip(props: TreemapChartProps, params: NodeParams): string {
  const format = valueFormatter(props.numberFormat);
  // The first entry of the path is the root, named by the metric.
  const path = (params.treePathInfo ?? []).slice(1);
  const parent = path.at(-2);
  const parentValue = parent ? Number(parent.value) : 0;
  const share = parent && parentValue ? ` (${percent(params.value / parentValue)})` : '';
  const names = path.map((p) => truncateLabel(p.name)).join(' ▸ ');
  return html`<div>${names}</div>${truncateLabel(props.metricLabel)}: <b>${format(params.value)}</b>${share}`;
}

export function treemapOption(props: TreemapChartProps) {
  const format = valueFormatter(props.numberFormat);
  const colour = props.colorFor;
  const label = (p: NodeParams) => treemapLabel(props.labelType, p.name, format(p.value));
  const toItem = (node: TreeNode): Record<string, unknown> =>
    node.children.length
      ? {
          name: node.name,
          value: node.value,
          children: node.children.map(toItem),
          // A group's header strip is drawn in its border colour: its own colour, white text on it.
          itemStyle: {
            color: colour(node.name),
            borderColor: colour(node.name),
            borderWidth: 2,
            gapWidth: 1,
          },
        }
      : {
          name: node.name,
          value: node.value,
          // Only leaves cross-filter, as in Superset (a click on a group zooms into it).
          key: node.key,
          itemStyle: {
            borderColor: '#fff',
            borderWidth: 1,
            // Leaves a cross-filter leaves out are dimmed, as in Superset.
            colorAlpha: selectionOpacity(props.interaction.selectedValues, node.key),
          },
        };
  return {
    animationDuration: 300,
    tooltip: { trigger: 'item', confine: true, formatter: (p: NodeParams) => treemapTooltip(props, p) },
    series: [
      {
        type: 'treemap',
        name: props.metricLabel,
        top: 8,
        left: 8,
        right: 8,
        bottom: 8,
        width: undefined,
        height: undefined,
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        // The root is the metric; its children are the outermost dimension's values.
        data: [
          {
            name: props.metricLabel,
            value: props.total,
            children: props.tree.map(toItem),
            itemStyle: { color: colour(props.metricLabel), borderColor: '#fff', borderWidth: 2, gapWidth: 2 },
            upperLabel: { show: false },
          },
        ],
        levels: [{ upperLabel: { show: false }, itemStyle: { borderWidth: 0, gapWidth: 2 } }],
        colorSaturation: [0.35, 0.6],
        label: {
          show: props.showLabels,
          position: 'insideTopLeft',
          formatter: label,
          color: '#1f2630',
          fontSize: 12,
        },
        upperLabel: {
          show: props.showUpperLabels,
          height: 22,
          formatter: label,
          color: '#fff',
          fontWeight: 600,
          textBorderColor: 'transparent',
          fontSize: 12,
        },
        emphasis: { label: { show: true } },
      },
    ],
  };
}

/** A click on a leaf cross-filters by its path's dimension values; a right click drills. */
export function treemapEvents(props: TreemapChartProps) {
  return crossFilterEvents(props.interaction, treeItemKey);
}
