import { HeatmapChart as EChartsHeatmap } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { heatmapOption } from './option';
import type { HeatmapChartProps } from './transformProps';

echarts.use([EChartsHeatmap, GridComponent, TooltipComponent, VisualMapComponent, CanvasRenderer]);

export default function HeatmapChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<HeatmapChartProps>) {
  const option = useMemo(() => heatmapOption(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Heatmap of ${props.xValues.length} by ${props.yValues.length} cells`}
    />
  );
}
