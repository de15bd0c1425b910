import { tooltipTable } from '../graph/family';
import { formatFlow, formatShare, type SankeyLink, type SankeyProps } from './transformProps';

interface TooltipParams {
  readonly name?: string;
  readonly value?: unknown;
  readonly dataType?: string;
  readonly data?: Partial<SankeyLink>;
}

/** A node: its name and size; a link: "source > target", its flow and its share of either end. */
export function sankeyTooltip(props: SankeyProps, params: TooltipParams): string {
  const value = Number(params.value);
  const rows: [string, string][] = [[props.metricLabel, formatFlow(value)]];
  const { source, target } = params.data ?? {};
  if (source !== undefined && target !== undefined) {
    for (const end of [source, target]) {
      const total = props.nodeValues.get(end);
      rows.push([`% (${end})`, total ? formatShare(value / total) : '–']);
    }
    return tooltipTable(`${source} > ${target}`, rows);
  }
  return tooltipTable(params.name ?? '', rows);
}

export function sankeyOption(props: SankeyProps) {
  // The last column's labels go to the left of their nodes, so the chart needs no margin for them.
  const sources = new Set(props.links.map((link) => link.source));
  return {
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: TooltipParams) => sankeyTooltip(props, params),
    },
    series: [
      {
        type: 'sankey',
        animation: false,
        top: 12,
        bottom: 12,
        left: 8,
        right: 8,
        nodeGap: 10,
        data: props.nodes.map((node) => ({
          name: node.name,
          itemStyle: { color: node.color },
          ...(sources.has(node.name) ? {} : { label: { position: 'left' } }),
        })),
        links: props.links.map((link) => ({ ...link })),
        lineStyle: { color: 'source', opacity: 0.35 },
        emphasis: { focus: 'adjacency' },
        label: {
          color: '#1f2733',
          textBorderColor: '#fff',
          textBorderWidth: 2,
          overflow: 'truncate',
        },
        labelLayout: { hideOverlap: true },
      },
    ],
  };
}
