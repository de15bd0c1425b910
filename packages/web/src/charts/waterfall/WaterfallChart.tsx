import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { waterfallOption } from './option';
import type { WaterfallChartProps } from './transformProps';

echarts.use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export default function WaterfallChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<WaterfallChartProps>) {
  const option = useMemo(() => waterfallOption(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Waterfall of ${props.categories.length} steps`}
    />
  );
}
