import { PieChart as EChartsPie } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { pieChartEvents, pieOption } from './option';
import type { PieChartProps } from './transformProps';

echarts.use([EChartsPie, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function PieChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<PieChartProps>) {
  const option = useMemo(() => pieOption(props, height, width), [props, height, width]);
  const events = useMemo(() => pieChartEvents(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Pie chart of ${props.slices.length} slices`}
    />
  );
}
