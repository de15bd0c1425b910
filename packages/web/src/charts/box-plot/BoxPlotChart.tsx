import { BoxplotChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { crossFilterEvents } from '../shared/crossFilter';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { boxPlotOption } from './option';
import type { BoxPlotChartProps } from './transformProps';

echarts.use([BoxplotChart, ScatterChart, GridComponent, TooltipComponent, CanvasRenderer]);

export default function BoxPlotChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<BoxPlotChartProps>) {
  const option = useMemo(() => boxPlotOption(props), [props]);
  const events = useMemo(() => crossFilterEvents(props.interaction), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Box plot of ${props.boxes.length} groups`}
    />
  );
}
