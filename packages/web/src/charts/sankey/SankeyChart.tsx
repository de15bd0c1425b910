import { SankeyChart as EChartsSankey } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartMouseEvent } from '../graph/family';
import { type EchartsEventParams, type EchartsEvents, useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { sankeyOption } from './option';
import { type SankeyProps, sankeyContextFilters } from './transformProps';

echarts.use([EChartsSankey, TooltipComponent, CanvasRenderer]);

// Superset's sankey does not cross-filter (its plugin leaves it to do); a right click drills.
export default function SankeyChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<SankeyProps>) {
  const option = useMemo(() => sankeyOption(props), [props]);
  const events = useMemo<EchartsEvents>(
    () => ({
      contextmenu: (params: EchartsEventParams) => {
        const event = params as ChartMouseEvent;
        const pointer = event.event?.event;
        const item = {
          ...(event.data as object),
          ...(event.dataType === 'node' ? { name: event.name } : {}),
        };
        const filters = sankeyContextFilters(props, item);
        if (pointer && filters.length) props.onContextMenu(pointer.clientX, pointer.clientY, filters);
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
      aria-label={`Sankey of ${props.links.length} flows between ${props.nodes.length} nodes`}
    />
  );
}
