import { SUPERSET_COLORS } from '../shared/colors';
import { formatAxisNumber, formatNumber, formatTemporal } from '../shared/formatters';
import { truncateLabel } from '../shared/metrics';
import type { LineChartProps } from './transformProps';

interface TooltipParam {
  readonly seriesName: string;
  readonly marker: string;
  readonly value: readonly [number | string, number | null];
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Props → ECharts option: a pure function so the option can be tested without a canvas. */
export function lineOption(props: LineChartProps, height: number) {
  const many = props.series.some((s) => s.data.length > 80);
  const legendTop = props.showLegend && props.series.length > 1;
  return {
    color: [...SUPERSET_COLORS],
    animationDuration: 300,
    grid: { left: 8, right: 24, top: legendTop ? 40 : 16, bottom: 8, containLabel: true },
    legend: legendTop
      ? {
          type: 'scroll',
          top: 4,
          left: 8,
          right: 8,
          icon: 'roundRect',
          itemWidth: 12,
          itemHeight: 4,
          textStyle: { color: '#3d4450' },
          formatter: (name: string) => truncateLabel(name),
        }
      : { show: false },
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: TooltipParam[]) => {
        const first = params[0];
        if (!first) return '';
        const x = props.xAxisType === 'time' ? formatTemporal(first.value[0]) : String(first.value[0]);
        const rows = [...params]
          .sort((a, b) => (b.value[1] ?? -Infinity) - (a.value[1] ?? -Infinity))
          .slice(0, 12)
          .map(
            (p) =>
              `${p.marker}${escapeHtml(truncateLabel(p.seriesName))}: <b>${formatNumber(p.value[1])}</b>`,
          );
        return [`<div style="margin-bottom:4px">${escapeHtml(x)}</div>`, ...rows].join('<br/>');
      },
    },
    xAxis: {
      type: props.xAxisType,
      axisLine: { lineStyle: { color: '#c9ced6' } },
      axisLabel: { color: '#5b6270', hideOverlap: true },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: '#5b6270', formatter: formatAxisNumber },
      splitLine: { lineStyle: { color: '#eceef2' } },
      splitNumber: Math.max(2, Math.min(6, Math.floor(height / 60))),
    },
    series: props.series.map((s) => ({
      type: 'line',
      name: s.name,
      data: s.data,
      showSymbol: !many,
      symbolSize: 5,
      connectNulls: false,
      lineStyle: { width: 2 },
      emphasis: { focus: 'series' },
    })),
  };
}
