import { tooltipTable } from '../graph/family';
import type { TreeProps } from './transformProps';

interface TooltipParams {
  readonly value?: unknown;
  readonly treeAncestors?: readonly { readonly name?: string }[];
}

/** The node's path from the root ("USA ▸ CA ▸ Los Angeles") over its value, all as text. */
export function treeTooltip(props: TreeProps, params: TooltipParams): string {
  const path = (params.treeAncestors ?? []).map((a) => a.name ?? '').filter((name) => name !== '');
  const hasValue = params.value !== undefined && params.value !== null && params.value !== '';
  return tooltipTable(
    path.join(' ▸ '),
    hasValue ? [[props.metricLabel, props.formatValue(params.value)]] : [],
  );
}

export function treeOption(props: TreeProps) {
  const radial = props.layout === 'radial';
  return {
    animationDuration: 500,
    animationEasing: 'cubicOut' as const,
    tooltip: {
      trigger: 'item',
      triggerOn: 'mousemove',
      confine: true,
      formatter: (params: TooltipParams) => treeTooltip(props, params),
    },
    series: [
      {
        type: 'tree',
        data: props.root ? [props.root] : [],
        layout: props.layout,
        orient: props.orient,
        symbol: props.symbol,
        symbolSize: props.symbolSize,
        roam: props.roam,
        // Room for the labels around the tree: wider at the sides the labels sit on.
        ...(radial
          ? { top: '12%', bottom: '12%', left: '12%', right: '12%' }
          : { top: 24, bottom: 24, left: 80, right: 80 }),
        label: { position: props.nodeLabelPosition, fontSize: 13, color: '#3d4450' },
        leaves: { label: { position: props.childLabelPosition } },
        labelLayout: { hideOverlap: true },
        lineStyle: { color: '#9aa1ad', width: 1.5 },
        emphasis: { focus: props.emphasis },
        expandAndCollapse: true,
        initialTreeDepth: 2,
      },
    ],
  };
}
