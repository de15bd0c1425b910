import { FunnelChart as EChartsFunnel } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { crossFilterEvents } from '../shared/crossFilter';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { funnelOption } from './option';
import type { FunnelProps } from './transformProps';

echarts.use([EChartsFunnel, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function FunnelChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<FunnelProps>) {
  const option = useMemo(() => funnelOption(props), [props]);
  const events = useMemo(() => crossFilterEvents(props.interaction), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Funnel of ${props.steps.length} steps`}
    />
  );
}
