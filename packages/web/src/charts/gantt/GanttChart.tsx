import { CustomChart, LineChart } from 'echarts/charts';
import {
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import type { ChartMouseEvent } from '../graph/family';
import { type EchartsEventParams, type EchartsEvents, useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { ganttOption } from './option';
import { type GanttProps, ganttContextFilters } from './transformProps';

echarts.use([
  CustomChart,
  LineChart,
  GridComponent,
  LegendComponent,
  MarkLineComponent,
  TooltipComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

// Superset's Gantt does not cross-filter; a right click on a bar drills to its line and series.
export default function GanttChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<GanttProps>) {
  const option = useMemo(() => ganttOption(props), [props]);
  const events = useMemo<EchartsEvents>(
    () => ({
      contextmenu: (params: EchartsEventParams) => {
        const event = params as ChartMouseEvent;
        const pointer = event.event?.event;
        const bar = props.series[event.seriesIndex ?? -1]?.events[event.dataIndex ?? -1];
        if (pointer && bar)
          props.onContextMenu(pointer.clientX, pointer.clientY, ganttContextFilters(props, bar));
      },
    }),
    [props],
  );
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  const eventCount = props.series.reduce((sum, s) => sum + s.events.length, 0);
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Gantt chart of ${eventCount} events on ${props.categories.length} lines`}
    />
  );
}
