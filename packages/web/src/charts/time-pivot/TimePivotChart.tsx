import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { timePivotOption } from './option';
import type { TimePivotProps } from './transformProps';

echarts.use([LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function TimePivotChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<TimePivotProps>) {
  const option = useMemo(() => timePivotOption(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Period pivot of ${props.series.length} periods`}
    />
  );
}
