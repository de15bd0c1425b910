import { format as d3Format } from 'd3-format';
import { crossFilterEvents, DIMMED_OPACITY } from '../shared/crossFilter';
import { html } from '../shared/html';
import { truncateLabel } from '../shared/metrics';
import { valueFormatter } from '../shared/valueFormat';
import { type TreeNode, treeItemKey } from '../treemap/tree';
import type { SunburstChartProps, SunburstLabelType } from './transformProps';

interface ArcParams {
  readonly name: string;
  readonly value: number;
  readonly data?: { readonly secondaryValue?: number };
  readonly treePathInfo?: readonly { readonly name: string; readonly value: number | number[] }[];
}

/** Superset's PERCENT_2_POINT, for the shares in the tooltip. */
const percent = d3Format('.2%');

export function sunburstLabel(type: SunburstLabelType, name: string, value: string): string {
  if (type === 'value') return value;
  if (type === 'key_value') return `${name}: ${value}`;
  return name;
}

/** Share of the total and of the parent, the metric (and the ratio to the secondary), as text. */
export function sunburstTooltip(props: SunburstChartProps, params: ArcParams): string {
  const format = valueFormatter(props.numberFormat);
  // The first entry of the path is the invisible root.
  const path = (params.treePathInfo ?? []).slice(1);
  const parent = path.at(-2);
  const lines = [
    html`<div><b>${path.map((p) => truncateLabel(p.name)).join(' ▸ ') || params.name}</b></div>`,
    html`<div>${props.total ? percent(params.value / props.total) : '–'} of total</div>`,
  ];
  const parentValue = parent ? Number(parent.value) : 0;
  if (parentValue) lines.push(html`<div>${percent(params.value / parentValue)} of parent</div>`);
  lines.push(html`<div>${truncateLabel(props.metricLabel)}: <b>${format(params.value)}</b></div>`);
  if (props.secondaryLabel) {
    const secondary = params.data?.secondaryValue ?? 0;
    lines.push(
      html`<div>${truncateLabel(props.secondaryLabel)}: <b>${format(secondary)}</b></div>`,
      html`<div>${props.metricLabel}/${props.secondaryLabel}: ${params.value ? percent(secondary / params.value) : '–'}</div>`,
    );
  }
  return lines.join('');
}

/** A colour along the linear scheme for a ratio between the tree's smallest and largest. */
function linearScale(colors: readonly string[], min: number, max: number) {
  return (ratio: number) => {
    const t = max > min ? Math.min(1, Math.max(0, (ratio - min) / (max - min))) : 0.5;
    return colors[Math.round(t * (colors.length - 1))]!;
  };
}

/** Whether white text reads better than dark on a #rrggbb colour (relative luminance). */
export function isDark(hex: string): boolean {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return false;
  const n = Number.parseInt(match[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 140;
}

function ratios(nodes: readonly TreeNode[], out: number[] = []): number[] {
  for (const node of nodes) {
    if (node.value) out.push(node.secondaryValue / node.value);
    ratios(node.children, out);
  }
  return out;
}

export function sunburstOption(props: SunburstChartProps, width: number, height: number) {
  const format = valueFormatter(props.numberFormat);
  const categorical = props.colorFor;
  const all = props.secondaryLabel ? ratios(props.tree) : [];
  // Superset anchors the domain at 0, which paints ratios that sit close together (cost over
  // revenue) one dark colour; the ratios' own range keeps them apart.
  const linear = linearScale(props.linearColors, Math.min(...all), Math.max(...all));
  const colour = (node: TreeNode) =>
    props.secondaryLabel ? linear(node.value ? node.secondaryValue / node.value : 0) : categorical(node.name);
  const toItem = (node: TreeNode): Record<string, unknown> => ({
    name: node.name,
    value: node.value,
    secondaryValue: node.secondaryValue,
    key: node.key,
    itemStyle: { color: colour(node), opacity: arcOpacity(props.interaction.selectedValues, node.key) },
    label: { color: isDark(colour(node)) ? '#ffffff' : '#1f2630' },
    ...(node.children.length ? { children: node.children.map(toItem) } : {}),
  });
  const radius = Math.max(0, Math.min(width - 10, height - 20) / 2);
  return {
    animationDuration: 300,
    tooltip: { trigger: 'item', confine: true, formatter: (p: ArcParams) => sunburstTooltip(props, p) },
    series: [
      {
        type: 'sunburst',
        radius: [radius * 0.3, radius],
        nodeClick: false,
        sort: undefined,
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        emphasis: { focus: 'ancestor' },
        label: {
          show: props.showLabels,
          width: (radius * 0.6) / Math.max(1, props.depth),
          overflow: 'truncate',
          color: '#1f2630',
          // The threshold is a share of the circle, in percent; ECharts wants degrees.
          minAngle: props.labelThreshold * 3.6,
          formatter: (p: ArcParams) => sunburstLabel(props.labelType, p.name, format(p.value)),
        },
        data: props.tree.map(toItem),
      },
    ],
    graphic: props.showTotal
      ? {
          type: 'text',
          top: 'center',
          left: 'center',
          z: 10,
          style: { text: `Total: ${format(props.total)}`, fontSize: 16, fontWeight: 'bold', fill: '#1f2630' },
        }
      : undefined,
  };
}

/**
 * An arc stays lit when it is on the selected path: the selected arc, the rings inside it that
 * lead to it, and the arcs within it; the others are dimmed.
 */
export function arcOpacity(selectedValues: readonly string[] | null, key: string): number {
  if (!selectedValues) return 1;
  const onPath = selectedValues.some(
    (selected) => key === selected || key.startsWith(`${selected},`) || selected.startsWith(`${key},`),
  );
  return onPath ? 1 : DIMMED_OPACITY;
}

/** A click on an arc cross-filters by its path's dimension values; a right click drills. */
export function sunburstEvents(props: SunburstChartProps) {
  return crossFilterEvents(props.interaction, treeItemKey);
}
