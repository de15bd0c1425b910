import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { timeseriesEvents, timeseriesOption } from './option';
import type { TimeseriesChartProps } from './transformProps';

echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  CanvasRenderer,
]);

/** Draws a time-series chart and reports `rendered` once ECharts has finished drawing. */
export default function TimeseriesChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<TimeseriesChartProps>) {
  const option = useMemo(() => timeseriesOption(props, height), [props, height]);
  const events = useMemo(() => timeseriesEvents(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`${props.style} chart of ${props.series.length} series`}
    />
  );
}
