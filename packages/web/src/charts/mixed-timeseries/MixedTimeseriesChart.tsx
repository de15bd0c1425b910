import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import { DataZoomComponent, GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { mixedTimeseriesOption } from './option';
import type { MixedTimeseriesChartProps } from './transformProps';

echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  DataZoomComponent,
  CanvasRenderer,
]);

/** Draws both queries' series on one time axis and reports `rendered` once ECharts has drawn. */
export default function MixedTimeseriesChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<MixedTimeseriesChartProps>) {
  const option = useMemo(() => mixedTimeseriesOption(props, height), [props, height]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Mixed chart of ${props.series.length} series`}
    />
  );
}
