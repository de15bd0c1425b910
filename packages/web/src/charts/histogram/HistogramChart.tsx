import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { histogramOption } from './option';
import type { HistogramChartProps } from './transformProps';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function HistogramChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<HistogramChartProps>) {
  const option = useMemo(() => histogramOption(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Histogram of ${props.bins.length} bins`}
    />
  );
}
