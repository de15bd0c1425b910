import type { ExtraFilter } from '@tessera/core';
import { crossFilterEvents, selectionOpacity } from '../shared/crossFilter';
import { d3NumberFormatter } from '../shared/datasource';
import { formatAxisNumber, formatTemporal } from '../shared/formatters';
import { html, trustedHtml } from '../shared/html';
import { topLegend } from '../shared/legend';
import { truncateLabel } from '../shared/metrics';
import type { EchartsEventParams } from '../shared/useEcharts';
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

/**
 * Above this many points in all the series together the chart draws at once, without the
 * opening animation (each of its frames would redraw every line) and without per-point hover
 * symbols; lines are thinned to the pixels they cover (LTTB keeps the peaks).
 */
export const MANY_POINTS = 10_000;

/** Props → ECharts option: a pure function so the option can be tested without a canvas. */
export function timeseriesOption(props: TimeseriesChartProps, height: number) {
  const bar = props.style === 'bar';
  const format = d3NumberFormatter(props.yFormat);
  // A metric's own format reads well on the axis only when it is short (percentages).
  const axisFormat = props.yFormat?.includes('%') ? (value: number) => format(value) : formatAxisNumber;
  const showSymbol = props.markers || props.style === 'scatter';
  const legendTop = props.showLegend && props.series.length > 1;
  const many = props.series.reduce((sum, s) => sum + s.data.length, 0) > MANY_POINTS;
  return {
    animation: !many,
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
      axisLabel: { color: '#5b6270', hideOverlap: true, rotate: props.xAxisLabelRotation },
      splitLine: { show: false },
    },
    yAxis: {
      type: 'value',
      min: props.yAxisBounds[0] ?? undefined,
      max: props.yAxisBounds[1] ?? undefined,
      axisLabel: { color: '#5b6270', formatter: axisFormat },
      splitLine: { lineStyle: { color: '#eceef2' } },
      splitNumber: Math.max(2, Math.min(6, Math.floor(height / 60))),
    },
    series: props.series.map((s) => {
      // Series a cross-filter leaves out are dimmed, as in Superset.
      const opacity = selectionOpacity(props.interaction.selectedValues, s.name);
      const color = props.colors[s.name];
      return {
        type: bar ? 'bar' : props.style === 'scatter' ? 'scatter' : 'line',
        name: s.name,
        data: s.data,
        stack: props.stack ? 'total' : undefined,
        ...(bar
          ? { barMaxWidth: 48, itemStyle: { color, borderRadius: props.stack ? 0 : [3, 3, 0, 0], opacity } }
          : {
              showSymbol,
              showAllSymbol: showSymbol && !many ? true : 'auto',
              ...(many ? (props.style === 'scatter' ? { large: true } : { sampling: 'lttb' }) : {}),
              symbolSize: props.style === 'scatter' ? 7 : 5,
              connectNulls: false,
              smooth: props.style === 'smooth',
              step: props.style === 'step' ? 'start' : undefined,
              // A click on the line itself, not only on its points, picks the series.
              triggerLineEvent: true,
              itemStyle: { color, opacity },
              lineStyle: { width: props.style === 'scatter' ? 0 : 2, opacity },
              areaStyle: props.style === 'area' ? { opacity: 0.25 * opacity } : undefined,
            }),
        // With a selection, the cross-filter's dimming is the focus; hovering blurs nothing more.
        emphasis: { focus: props.interaction.selectedValues ? 'none' : 'series' },
      };
    }),
  };
}

/** The filter on the x value of the point under the pointer, for the drill menu. */
function xFilter(props: TimeseriesChartProps, params: EchartsEventParams): ExtraFilter[] {
  const x = Array.isArray(params.data) ? (params.data[0] as unknown) : undefined;
  if (x === undefined || x === null) return [];
  if (props.xAxisType === 'time')
    return [
      {
        col: props.xLabel,
        op: '==',
        val: x,
        ...(props.timeGrain ? { grain: props.timeGrain } : {}),
        formattedVal: formatTemporal(x),
      },
    ];
  return [{ col: props.xLabel, op: '==', val: x, formattedVal: String(x) }];
}

/**
 * A click on a series cross-filters by its dimension values (when there are dimensions); a right
 * click on a point drills with its x value and dimension values.
 */
export function timeseriesEvents(props: TimeseriesChartProps) {
  return crossFilterEvents(
    props.interaction,
    (params) => (typeof params.seriesName === 'string' ? params.seriesName : null),
    (params) => xFilter(props, params),
  );
}
