import { LineChart as EChartsLine } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import type { ChartRenderProps } from '../types';
import { lineOption } from './lineOption';
import type { LineChartProps } from './transformProps';

echarts.use([EChartsLine, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

/** Draws a line chart and reports `rendered` once ECharts has finished drawing. */
export default function LineChart({
  props,
  width,
  height,
  onRendered,
  onRenderFailed,
}: ChartRenderProps<LineChartProps>) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const callbacks = useRef({ onRendered, onRenderFailed });
  callbacks.current = { onRendered, onRenderFailed };

  useEffect(() => {
    if (!element.current) return;
    const instance = echarts.init(element.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    return () => {
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    try {
      let reported = false;
      const finished = () => {
        if (reported) return;
        reported = true;
        instance.off('finished', finished);
        callbacks.current.onRendered();
      };
      instance.on('finished', finished);
      instance.setOption(lineOption(props, height), { notMerge: true });
    } catch (error) {
      callbacks.current.onRenderFailed(error instanceof Error ? error : new Error(String(error)));
    }
  }, [props, height]);

  useEffect(() => {
    chart.current?.resize({ width, height });
  }, [width, height]);

  return (
    <div
      ref={element}
      style={{ width, height }}
      role="img"
      aria-label={`Line chart of ${props.series.length} series`}
    />
  );
}
