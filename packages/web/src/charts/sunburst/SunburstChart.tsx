import { SunburstChart as EChartsSunburst } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { sunburstEvents, sunburstOption } from './option';
import type { SunburstChartProps } from './transformProps';

echarts.use([EChartsSunburst, GraphicComponent, TooltipComponent, CanvasRenderer]);

export default function SunburstChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<SunburstChartProps>) {
  const option = useMemo(() => sunburstOption(props, width, height), [props, width, height]);
  const events = useMemo(() => sunburstEvents(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Sunburst of ${props.tree.length} groups`}
    />
  );
}
