import { TreemapChart as EChartsTreemap } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { treemapEvents, treemapOption } from './option';
import type { TreemapChartProps } from './transformProps';

echarts.use([EChartsTreemap, TooltipComponent, CanvasRenderer]);

export default function TreemapChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<TreemapChartProps>) {
  const option = useMemo(() => treemapOption(props), [props]);
  const events = useMemo(() => treemapEvents(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed, events });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Treemap of ${props.tree.length} groups`}
    />
  );
}
