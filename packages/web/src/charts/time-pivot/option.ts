import type { EChartsCoreOption } from 'echarts/core';
import { escapeHtml } from '../shared/html';
import { topLegend } from '../shared/legend';
import type { TimePivotProps } from './transformProps';

export function timePivotOption(props: TimePivotProps): EChartsCoreOption {
  return {
    animation: false,
    legend: topLegend(props.showLegend),
    grid: { left: 16, right: 24, top: props.showLegend ? 40 : 16, bottom: 16, containLabel: true },
    tooltip: {
      trigger: 'axis',
      formatter: (
        params: readonly { seriesName: string; value: readonly [number, number | null]; marker: string }[],
      ) => {
        const time = params[0]?.value[0];
        const rows = [...params]
          .reverse()
          .map(
            (p) =>
              `${p.marker}${escapeHtml(p.seriesName)}: <b>${escapeHtml(props.formatValue(p.value[1]))}</b>`,
          );
        return [escapeHtml(props.formatTime(time)), ...rows].join('<br/>');
      },
    },
    xAxis: { type: 'time', axisLabel: { formatter: (v: number) => props.formatTime(v), hideOverlap: true } },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: (v: number) => props.formatValue(v) } },
    series: props.series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.points,
      showSymbol: false,
      smooth: props.smooth,
      step: props.step,
      connectNulls: false,
      lineStyle: { width: s.name === 'current' ? 2.5 : 1.5, color: s.color },
      itemStyle: { color: s.color },
    })),
  };
}
