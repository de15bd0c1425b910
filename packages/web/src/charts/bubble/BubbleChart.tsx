import { ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { bubbleOption } from './option';
import type { BubbleChartProps } from './transformProps';

echarts.use([ScatterChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function BubbleChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<BubbleChartProps>) {
  const option = useMemo(() => bubbleOption(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed });
  const count = props.series.reduce((n, s) => n + s.points.length, 0);
  return (
    <div ref={ref} style={{ width, height }} role="img" aria-label={`Bubble chart of ${count} bubbles`} />
  );
}
