import { GraphChart as EChartsGraph } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { type EchartsEventParams, type EchartsEvents, useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import type { ChartMouseEvent } from './family';
import { graphOption } from './option';
import { type GraphProps, graphContextFilters, graphNodeDataMask } from './transformProps';

echarts.use([EChartsGraph, LegendComponent, TooltipComponent, CanvasRenderer]);

type Item = { id?: string; source?: string; target?: string };

export default function GraphChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<GraphProps>) {
  const option = useMemo(() => graphOption(props), [props]);
  const events = useMemo<EchartsEvents>(
    () => ({
      // A click on a node cross-filters by it (dashboards only), as Superset's graph.
      click: (params: EchartsEventParams) => {
        const event = params as ChartMouseEvent;
        if (!props.emitCrossFilters || event.dataType !== 'node') return;
        const node = props.nodes.find((n) => n.id === (event.data as Item | undefined)?.id);
        if (node) props.hooks.setDataMask(graphNodeDataMask(node, props.selectedValues));
      },
      contextmenu: (params: EchartsEventParams) => {
        const event = params as ChartMouseEvent;
        const pointer = event.event?.event;
        const filters = graphContextFilters(props, (event.data ?? {}) as Item);
        if (pointer && filters.length) props.hooks.onContextMenu(pointer.clientX, pointer.clientY, filters);
      },
    }),
    [props],
  );
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Graph of ${props.nodes.length} nodes and ${props.edges.length} edges`}
    />
  );
}
