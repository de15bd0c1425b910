import { TreeChart as EChartsTree } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useMemo } from 'react';
import { useEcharts } from '../shared/useEcharts';
import type { ChartRenderProps } from '../types';
import { treeOption } from './option';
import type { TreeProps } from './transformProps';

echarts.use([EChartsTree, TooltipComponent, CanvasRenderer]);

// Superset's tree neither cross-filters nor offers drill to detail, so no mouse handlers here.
export default function TreeChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<TreeProps>) {
  const option = useMemo(() => treeOption(props), [props]);
  const ref = useEcharts(echarts, option, { width, height, onRendered, onRenderFailed });
  return (
    <div
      ref={ref}
      style={{ width, height }}
      role="img"
      aria-label={`Tree${props.root ? ` from ${props.root.name}` : ''}`}
    />
  );
}
