import { BarChart, LineChart, ScatterChart } from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { annotationSeries } from './annotations';
import { timeseriesEvents, timeseriesOption } from './option';
import type { TimeseriesChartProps } from './transformProps';

echarts.use([
  LineChart,
  BarChart,
  ScatterChart,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
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
  const option = useMemo(() => {
    const base = timeseriesOption(props, height);
    // Annotation layers draw after the chart's own series (formula lines, event lines, interval bands).
    return props.annotations?.length
      ? { ...base, series: [...base.series, ...annotationSeries(props.annotations)] }
      : base;
  }, [props, height]);
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
