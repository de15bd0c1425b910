import { SUPERSET_COLORS } from '../shared/colors';
import { numberFormatter } from '../shared/datasource';
import { formatAxisNumber, formatTemporal } from '../shared/formatters';
import { html, trustedHtml } from '../shared/html';
import { topLegend } from '../shared/legend';
import { truncateLabel } from '../shared/metrics';
import type { TimeseriesChartProps } from './transformProps';

export interface TooltipParam {
  readonly seriesName: string;
  readonly marker: string;
  readonly value: readonly [number | string, number | null];
}

/** The axis tooltip: the x value, then up to 12 series by value; every data value escaped as text. */
export function timeseriesTooltip(
  params: readonly TooltipParam[],
  xAxisType: TimeseriesChartProps['xAxisType'],
  format: (value: unknown) => string,
): string {
  const first = params[0];
  if (!first) return '';
  const x = xAxisType === 'time' ? formatTemporal(first.value[0]) : String(first.value[0]);
  const rows = [...params]
    .sort((a, b) => (b.value[1] ?? -Infinity) - (a.value[1] ?? -Infinity))
    .slice(0, 12)
    .map(
      (p) =>
        html`${trustedHtml(p.marker)}${truncateLabel(String(p.seriesName))}: <b>${format(p.value[1])}</b>`,
    );
  return [html`<div style="margin-bottom:4px">${x}</div>`, ...rows].join('<br/>');
}

/** Props → ECharts option: a pure function so the option can be tested without a canvas. */
export function timeseriesOption(props: TimeseriesChartProps, height: number) {
  const bar = props.style === 'bar';
  const format = props.yFormat
    ? numberFormatter({ column_formats: { y: props.yFormat } }, 'y')
    : numberFormatter({}, 'y');
  // A metric's own format reads well on the axis only when it is short (percentages).
  const axisFormat = props.yFormat?.includes('%') ? (value: number) => format(value) : formatAxisNumber;
  const showSymbol = props.markers || props.style === 'scatter';
  const legendTop = props.showLegend && props.series.length > 1;
  return {
    color: [...SUPERSET_COLORS],
    animationDuration: 300,
    grid: { left: 8, right: 24, top: legendTop ? 40 : 16, bottom: 8, containLabel: true },
    legend: topLegend(legendTop, { icon: 'roundRect', itemWidth: 12, itemHeight: 4 }),
    tooltip: {
      trigger: 'axis',
      confine: true,
      formatter: (params: TooltipParam[]) => timeseriesTooltip(params, props.xAxisType, format),
    },
    xAxis: {
      type: props.xAxisType,
      // Bars need room on both ends of a time axis, or the first and last bars are cut in half.
      boundaryGap: bar ? true : undefined,
      axisLine: { lineStyle: { color: '#c9ced6' } },
      axisLabel: { color: '#5b6270', hideOverlap: true },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: '#5b6270', formatter: axisFormat },
      splitLine: { lineStyle: { color: '#eceef2' } },
      splitNumber: Math.max(2, Math.min(6, Math.floor(height / 60))),
    },
    series: props.series.map((s) => ({
      type: bar ? 'bar' : props.style === 'scatter' ? 'scatter' : 'line',
      name: s.name,
      data: s.data,
      stack: props.stack ? 'total' : undefined,
      ...(bar
        ? { barMaxWidth: 48, itemStyle: { borderRadius: props.stack ? 0 : [3, 3, 0, 0] } }
        : {
            showSymbol,
            showAllSymbol: showSymbol ? true : 'auto',
            symbolSize: props.style === 'scatter' ? 7 : 5,
            connectNulls: false,
            smooth: props.style === 'smooth',
            step: props.style === 'step' ? 'start' : undefined,
            lineStyle: { width: props.style === 'scatter' ? 0 : 2 },
            areaStyle: props.style === 'area' ? { opacity: 0.25 } : undefined,
          }),
      emphasis: { focus: 'series' },
    })),
  };
}
