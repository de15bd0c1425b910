import { formatAxisNumber } from '../shared/formatters';
import { html, trustedHtml } from '../shared/html';
import { topLegend } from '../shared/legend';
import { truncateLabel } from '../shared/metrics';
import { SMART_NUMBER, timeFormatter, valueFormatter } from '../shared/valueFormat';
import type { MixedSeries, MixedTimeseriesChartProps, QueryStyle, YAxisSpec } from './transformProps';

export interface TooltipParam {
  readonly seriesName: string;
  readonly marker: string;
  readonly value: readonly [number | string, number | null];
}

type Format = (value: unknown) => string;

/** The formatter of a series: the dataset's format of its metric, else its axis's format. */
function seriesFormatter(props: MixedTimeseriesChartProps): (name: string) => Format {
  const byAxis = props.yAxes.map((axis) => valueFormatter(axis.format));
  const axisOf = new Map(props.series.map((s) => [s.name, props.styles[s.query].yAxisIndex]));
  return (name) => {
    const own = props.seriesFormats[name];
    return own ? valueFormatter(own) : byAxis[axisOf.get(name) ?? 0]!;
  };
}

/**
 * The tooltip: the x value, then the hovered series (or, rich, every series at that x, sorted by
 * value when asked), each value in its own axis's format; data values escaped as text.
 */
export function mixedTooltip(
  params: readonly TooltipParam[],
  props: MixedTimeseriesChartProps,
  formatX: Format,
): string {
  const first = params[0];
  if (!first) return '';
  const format = seriesFormatter(props);
  const rows = props.tooltipSortByMetric
    ? [...params].sort((p, q) => (q.value[1] ?? -Infinity) - (p.value[1] ?? -Infinity))
    : [...params];
  return [
    html`<div style="margin-bottom:4px">${formatX(first.value[0])}</div>`,
    ...rows
      .slice(0, 20)
      .map(
        (p) =>
          html`${trustedHtml(p.marker)}${truncateLabel(String(p.seriesName))}: <b>${format(p.seriesName)(p.value[1])}</b>`,
      ),
  ].join('<br/>');
}

const LINE_STEP: Readonly<Record<string, string>> = { start: 'start', middle: 'middle', end: 'end' };

/** One series as ECharts draws it, in its query's style. */
function seriesOption(s: MixedSeries, style: QueryStyle, format: Format) {
  const common = {
    name: s.name,
    id: s.name,
    data: s.data,
    yAxisIndex: style.yAxisIndex,
    // Each query stacks on its own (Superset's stackIdSuffix "\na" / "\nb").
    stack: style.stack ? `stack-${s.query}` : undefined,
    emphasis: { focus: 'series' },
    label: {
      show: style.showValue,
      position: style.type === 'bar' && style.stack ? 'inside' : 'top',
      formatter: (p: { value: readonly [unknown, unknown] }) => format(p.value[1]),
    },
  };
  if (style.type === 'bar') {
    return {
      ...common,
      type: 'bar',
      // Lines and points stay above bars whichever query draws them.
      z: 2,
      barMaxWidth: 48,
      itemStyle: { borderRadius: style.stack ? 0 : [3, 3, 0, 0], opacity: style.area ? style.opacity : 1 },
    };
  }
  const scatter = style.type === 'scatter';
  const showSymbol = scatter || style.markers;
  return {
    ...common,
    type: scatter ? 'scatter' : 'line',
    z: 3,
    symbolSize: style.markerSize,
    ...(scatter
      ? {}
      : {
          showSymbol,
          showAllSymbol: showSymbol ? true : 'auto',
          connectNulls: false,
          smooth: style.type === 'smooth',
          step: LINE_STEP[style.type] ?? false,
          lineStyle: { width: 2 },
          areaStyle: style.area ? { opacity: style.opacity } : undefined,
        }),
  };
}

function axisOption(
  axis: YAxisSpec,
  props: MixedTimeseriesChartProps,
  height: number,
  secondary: boolean,
  show: boolean,
) {
  const format = valueFormatter(axis.format);
  // A metric's own format reads well on the axis only when it is short (percentages, currency).
  const label = axis.format === SMART_NUMBER ? formatAxisNumber : (value: number) => format(value);
  return {
    show,
    type: axis.log ? 'log' : 'value',
    name: axis.title || undefined,
    nameLocation: 'end',
    nameTextStyle: { color: '#5b6270', align: secondary ? 'right' : 'left' },
    min: axis.min ?? undefined,
    max: axis.max ?? undefined,
    scale: props.truncateYAxis,
    axisLabel: { color: '#5b6270', formatter: label },
    splitLine: secondary ? { show: false } : { lineStyle: { color: '#eceef2' } },
    minorTick: { show: props.minorSplitLine },
    minorSplitLine: { show: props.minorSplitLine, lineStyle: { color: '#f4f5f7' } },
    splitNumber: Math.max(2, Math.min(6, Math.floor(height / 60))),
    // Two axes share their ticks so the split lines stay meaningful for both.
    alignTicks: true,
  };
}

/** Props → ECharts option: a pure function, tested without a canvas. */
export function mixedTimeseriesOption(props: MixedTimeseriesChartProps, height: number) {
  const format = seriesFormatter(props);
  const formatX: Format =
    props.xAxisType === 'time' ? timeFormatter(props.tooltipTimeFormat, props.timeGrain) : (v) => String(v);
  const axisX =
    props.xAxisType === 'time' ? timeFormatter(props.xAxisTimeFormat, props.timeGrain) : undefined;
  const usesSecondary = props.series.some((s) => props.styles[s.query].yAxisIndex === 1);
  const hasBars = props.series.some((s) => props.styles[s.query].type === 'bar');
  const legendTop = props.showLegend && props.series.length > 1;
  const titled = props.yAxes.some((axis) => axis.title);
  return {
    color: [...props.colors],
    animationDuration: 300,
    useUTC: true,
    grid: {
      left: 8,
      right: usesSecondary ? 8 : 24,
      top: (legendTop ? 40 : 16) + (titled ? 16 : 0),
      bottom: props.zoomable ? 48 : 8,
      containLabel: true,
    },
    legend: topLegend(legendTop, { icon: 'roundRect', itemWidth: 12, itemHeight: 4 }),
    tooltip: {
      trigger: props.richTooltip ? 'axis' : 'item',
      confine: true,
      formatter: (params: TooltipParam | TooltipParam[]) =>
        mixedTooltip(Array.isArray(params) ? params : [params], props, formatX),
    },
    xAxis: {
      type: props.xAxisType,
      // Bars need room on both ends, or the first and last bars are cut in half.
      boundaryGap: hasBars ? true : undefined,
      axisLine: { lineStyle: { color: '#c9ced6' } },
      axisLabel: {
        color: '#5b6270',
        hideOverlap: true,
        ...(axisX ? { formatter: (v: number) => axisX(v) } : {}),
      },
      splitLine: { show: false },
    },
    yAxis: [
      axisOption(props.yAxes[0], props, height, false, true),
      axisOption(props.yAxes[1], props, height, true, usesSecondary),
    ],
    dataZoom: props.zoomable
      ? [
          { type: 'slider', xAxisIndex: 0, bottom: 8, height: 20 },
          { type: 'inside', xAxisIndex: 0 },
        ]
      : [],
    series: props.series.map((s) => seriesOption(s, props.styles[s.query], format(s.name))),
  };
}
