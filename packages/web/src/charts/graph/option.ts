import { topLegend } from '../shared/legend';
import { tooltipTable } from './family';
import type { GraphNode, GraphProps } from './transformProps';

interface TooltipParams {
  readonly dataType?: string;
  readonly data?: { readonly id?: string; readonly source?: string; readonly target?: string };
}

/** A node's tooltip is its name and value; an edge's is "source > target" and its weight. */
export function graphTooltip(props: GraphProps, params: TooltipParams): string {
  const byId = new Map(props.nodes.map((n) => [n.id, n]));
  const data = params.data ?? {};
  if (params.dataType === 'edge') {
    const edge = props.edges.find((e) => e.source === data.source && e.target === data.target);
    const title = `${byId.get(data.source ?? '')?.name ?? ''} > ${byId.get(data.target ?? '')?.name ?? ''}`;
    return tooltipTable(title, [[props.metricLabel, props.formatValue(edge?.value)]]);
  }
  const node = byId.get(data.id ?? '');
  return node ? tooltipTable(null, [[node.name, props.formatValue(node.value)]]) : '';
}

const isDimmed = (props: GraphProps, node: GraphNode) =>
  props.selectedValues !== null && !props.selectedValues.includes(node.name);

const LABEL_FONT = 12;

/**
 * The margin around a circular layout: room for the longest label, which the circle turns
 * outwards, at most 30% of the chart so the circle stays readable (longer labels are cut).
 */
export function circularMargin(props: GraphProps, top: number): number {
  const longest = Math.max(0, ...props.nodes.filter((n) => n.showLabel).map((n) => n.name.length));
  const room = Math.min(props.width, props.height - top) * 0.3;
  return Math.round(Math.max(16, Math.min(longest * LABEL_FONT * 0.6 + 16, room)));
}

export function graphOption(props: GraphProps) {
  const legend = props.showLegend && props.categories.length > 0;
  const top = legend ? 40 : 8;
  // Superset draws at 70%; a circle instead leaves exactly the room its outward labels need.
  const box =
    props.layout === 'circular'
      ? (() => {
          const margin = circularMargin(props, top);
          return {
            zoom: 1,
            top: top + margin,
            bottom: margin,
            left: margin,
            right: margin,
            labelWidth: margin - 12,
          };
        })()
      : { zoom: 0.7, top, bottom: 8, left: 8, right: 8, labelWidth: 160 };
  return {
    animationDuration: 500,
    animationEasing: 'cubicOut' as const,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: TooltipParams) => graphTooltip(props, params),
    },
    legend: { ...topLegend(legend), data: props.categories.map((c) => c.name) },
    series: [
      {
        type: 'graph',
        layout: props.layout,
        zoom: box.zoom,
        top: box.top,
        bottom: box.bottom,
        left: box.left,
        right: box.right,
        roam: props.roam,
        draggable: props.draggable,
        selectedMode: props.selectedMode,
        edgeSymbol: [...props.edgeSymbol],
        edgeSymbolSize: props.edgeSymbolSize,
        force: { initLayout: 'circular', layoutAnimation: true, ...props.force },
        circular: { rotateLabel: true },
        categories: props.categories.map((c) => ({ name: c.name, itemStyle: { color: c.color } })),
        label: {
          show: true,
          position: 'right',
          distance: 5,
          fontSize: LABEL_FONT,
          color: '#3d4450',
          overflow: 'truncate',
          width: box.labelWidth,
          formatter: '{b}',
        },
        labelLayout: { hideOverlap: true },
        lineStyle: { curveness: 0.1 },
        emphasis: { focus: 'adjacency' },
        select: { itemStyle: { borderWidth: 3, opacity: 1 }, label: { fontWeight: 'bolder' } },
        data: props.nodes.map((node) => ({
          id: node.id,
          name: node.name,
          value: node.value,
          ...(node.category !== undefined ? { category: node.category } : {}),
          symbolSize: node.symbolSize,
          itemStyle: { color: node.color, opacity: isDimmed(props, node) ? 0.3 : 1 },
          label: { show: node.showLabel },
        })),
        links: props.edges.map((edge) => ({
          source: edge.source,
          target: edge.target,
          value: edge.value,
          lineStyle: { color: edge.color, width: edge.width },
          emphasis: { lineStyle: { width: Math.max(5, Math.min(edge.width * 2, 20)) } },
          select: { lineStyle: { width: Math.max(5, Math.min(edge.width * 1.6, 20)), opacity: 1 } },
        })),
      },
    ],
  };
}
