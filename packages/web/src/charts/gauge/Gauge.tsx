import { GaugeChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { crossFilterEvents } from '../shared/crossFilter';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { gaugeOption } from './option';
import type { GaugeProps } from './transformProps';

echarts.use([GaugeChart, TooltipComponent, CanvasRenderer]);

export default function Gauge({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<GaugeProps>) {
  const option = useMemo(() => gaugeOption(props, width, height), [props, width, height]);
  const events = useMemo(() => crossFilterEvents(props.interaction), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Gauge of ${props.metricLabel} with ${props.data.length} values`}
    />
  );
}
