import { RadarChart as EChartsRadar } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { crossFilterEvents } from '../shared/crossFilter';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { radarOption } from './option';
import type { RadarProps } from './transformProps';

echarts.use([EChartsRadar, RadarComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function RadarChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<RadarProps>) {
  const option = useMemo(() => radarOption(props), [props]);
  const events = useMemo(() => crossFilterEvents(props.interaction), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Radar of ${props.series.length} groups on ${props.indicators.length} metrics`}
    />
  );
}
